import Synchronization

/// A disposable that only records whether it was disposed.
///
/// Same as RxSwift's `BooleanDisposable` (`init()`, `init(isDisposed:)`, `isDisposed`).
///
/// ```swift
/// let flag = BooleanDisposable()
/// flag.dispose()
/// print(flag.isDisposed)
/// // Prints: true
/// ```
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// A disposable not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// A disposable already disposed or not, as given.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// Whether `dispose()` was called (or it was made disposed).
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks it disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
