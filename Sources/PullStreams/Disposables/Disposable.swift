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
public final class AnyDisposable: Disposable, Sendable {
    /// A struct, not a tuple: a closure inside a tuple in a generic `Locked` is stored re-abstracted,
    /// which cost two allocations per disposable (one to store it, one to take it out).
    private struct State {
        var disposed = false
        var action: (() -> Void)?
    }

    private let state: Locked<State>

    /// Creates a disposable that runs `action` once, on the first `dispose()`.
    public init(_ action: @escaping () -> Void) {
        state = Locked(State(action: action))
    }

    /// Creates a disposable that only records that it was disposed.
    public init() {
        state = Locked(State())
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Runs the action (the first time only), outside the lock.
    public func dispose() {
        // Taken out through a captured local, not returned through the generic `withLock`: a
        // closure returned as a generic result is re-abstracted, which allocates.
        var action: (() -> Void)?
        state.withLock { state in
            guard !state.disposed else { return }
            state.disposed = true
            swap(&action, &state.action)
        }
        action?()
    }
}
