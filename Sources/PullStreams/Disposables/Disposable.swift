import Scheduling

/// Something that can be torn down once: a subscription, a scheduled action, a resource.
///
/// ReactiveSwift's `Disposable` is the same class-bound protocol with `isDisposed` and `dispose()`.
/// Ours promises the same contract: disposal is thread-safe and idempotent.
///
/// ```swift
/// let d = AnyDisposable { print("gone") }
/// d.dispose(); d.dispose()
/// // Prints: gone
/// ```
public protocol Disposable: AnyObject {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
    /// Tears the resource down; calling it again does nothing.
    func dispose()
}

/// A disposable that runs a closure the first time it is disposed.
///
/// Same as ReactiveSwift's `AnyDisposable`; `init()` creates one that only records disposal.
///
/// ```swift
/// let d = AnyDisposable { print("disposed") }
/// d.dispose()
/// print(d.isDisposed)
/// // Prints: disposed
/// //         true
/// ```
// @unchecked: `action` is set before the disposable is shared and afterwards touched only by the one
// `dispose()` that claimed the atomic `disposed` flag.
public final class AnyDisposable: Disposable, @unchecked Sendable {
    private let disposed = DisposedFlag()
    private var action: (() -> Void)?

    /// Creates a disposable that runs `action` once, on the first `dispose()`.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Creates a disposable that only records that it was disposed.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { disposed.isSet }

    /// Runs the action (the first time only) and releases it.
    public func dispose() {
        guard disposed.claim(), let action else { return }
        self.action = nil
        action()
    }
}

extension AnyDisposable {
    /// A disposable that disposes `disposable` (ReactiveSwift's `AnyDisposable(_: Disposable)`).
    public convenience init(_ disposable: Disposable) {
        self.init { disposable.dispose() }
    }
}
