/// A disposable that runs a closure the first time it is disposed, guarded by a lock it shares with
/// its siblings: `TestScheduler` hands one out per scheduled action, all on the scheduler's lock.
///
/// Same contract as `AnyDisposable` (thread-safe, idempotent, the action runs outside the lock), at
/// a third of the cost: no lock of its own to create and destroy per scheduled action.
// @unchecked: `disposed` and `action` are only read or written inside `lock.run`.
final class SharedLockDisposable: Disposable, @unchecked Sendable {
    private let lock: CriticalSection
    private var disposed = false
    private var action: (() -> Void)?

    /// A disposable guarded by `lock` that runs `action` on its first `dispose()`.
    init(lock: CriticalSection, _ action: @escaping () -> Void) {
        self.lock = lock
        self.action = action
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { lock.run { disposed } }

    /// Runs the action (the first time only), outside the lock.
    func dispose() {
        let action: (() -> Void)? = lock.run {
            guard !disposed else { return nil }
            disposed = true
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
