/// A disposable that runs a closure the first time it is disposed, guarded by a lock it shares with
/// its siblings: `TestScheduler` hands one out per scheduled action, all on the scheduler's lock.
///
/// Same contract as `AnyDisposable` (thread-safe, idempotent, the action runs outside the lock), at
/// a third of the cost: no lock of its own to create and destroy per scheduled action. A producer
/// run's interrupt handle shares its signal core's lock the same way.
// @unchecked: `disposed` is only read or written inside `lock.run`; `action` is set before the
// disposable is shared and afterwards touched only by the one `dispose()` that flipped `disposed`.
@usableFromInline
final class SharedLockDisposable: Disposable, @unchecked Sendable {
    @usableFromInline let lock: CriticalSection
    /// Only touched inside `lock.run`: the dynamic exclusivity checks are switched off.
    @exclusivity(unchecked) @usableFromInline var disposed = false
    @exclusivity(unchecked) @usableFromInline var action: (() -> Void)?

    /// A disposable guarded by `lock` that runs `action` on its first `dispose()`.
    @inlinable
    init(lock: CriticalSection, _ action: @escaping () -> Void) {
        self.lock = lock
        self.action = action
    }

    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool { lock.run { disposed } }

    /// Runs the action (the first time only), outside the lock.
    @usableFromInline
    func dispose() {
        // Only a Bool goes through the lock: a closure taken out through the generic `run` is
        // re-abstracted (allocates). The one caller that flips `disposed` owns `action` from then on.
        let first: Bool = lock.run {
            defer { disposed = true }
            return !disposed
        }
        guard first, let action else { return }
        self.action = nil
        action()
    }
}
