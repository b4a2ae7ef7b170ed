/// Disposes its inner disposable when it is deallocated.
///
/// Same as ReactiveSwift's `ScopedDisposable`: keep one in a property to tie a subscription to the
/// owner's lifetime.
///
/// ```swift
/// do { let scoped = ScopedDisposable(AnyDisposable { print("bye") }); _ = scoped }
/// // Prints: bye
/// ```
public final class ScopedDisposable<Inner: Disposable>: Disposable {
    /// The disposable disposed on deinit.
    public let inner: Inner

    /// Wraps `disposable`, which is disposed when this object goes away.
    public init(_ disposable: Inner) {
        inner = disposable
    }

    deinit { inner.dispose() }

    /// Whether the inner disposable is disposed.
    public var isDisposed: Bool { inner.isDisposed }

    /// Disposes the inner disposable now.
    public func dispose() { inner.dispose() }
}

extension ScopedDisposable where Inner == AnyDisposable {
    /// Wraps any disposable (ReactiveSwift's convenience for a `Disposable`-typed value).
    public convenience init(_ disposable: Disposable) {
        self.init(AnyDisposable(disposable))
    }
}
