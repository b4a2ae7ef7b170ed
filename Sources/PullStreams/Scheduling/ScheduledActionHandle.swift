import Scheduling
import Synchronization

/// The disposable `TestScheduler` returns for one scheduled action: disposing it cancels the action.
///
/// ReactiveSwift returns a fresh `AnyDisposable` per action. Ours is reused: the scheduler keeps the
/// last two handles it returned (`Spares`) and gives one out again once no one else holds it, so
/// a caller that drops the handle, as almost every caller does, costs no allocation (benchmark B4:
/// 100,000 `schedule(after:)` calls, each handle dropped at once). A handle someone still holds
/// (a `Lifetime`, a `SerialDisposable`, a local) is never reused, so it disposes exactly its own action
/// and, after that action ran or was cancelled, nothing. Only a weak or unowned reference to a dropped
/// handle could see it again (ReactiveSwift's would be nil or dead then): see Contracts.md.
///
/// Typed fields (the clock's canceller and the action's identity), not a closure: cancelling is
/// idempotent in the clock itself (an action is identified by a sequence number never reused), so the
/// handle needs no lock. The canceller, not the clock: a strong clock would keep itself alive through
/// a pending action's closure that holds its handle. The action's identity is written each time the
/// handle is given out, while no one else holds it, and read by `dispose()`: atomics (relaxed: the
/// reference count's release and acquire order them) so that ThreadSanitizer sees that ordering too.
final class ScheduledActionHandle: Disposable, Sendable {
    private let canceller: VirtualClock.Canceller
    private let sequence = Atomic<UInt64>(0)
    private let slot = Atomic<Int>(0)
    private let dueTime = Atomic<Int64>(0)
    private let disposed = Atomic<Bool>(false)

    init(canceller: VirtualClock.Canceller) {
        self.canceller = canceller
    }

    /// Makes this handle stand for `scheduled`, not yet disposed. Only for the scheduler that claimed
    /// it from its spares (no one else holds it then) or has just created it.
    func assign(_ scheduled: VirtualClock.ScheduledAction) {
        sequence.store(scheduled.sequence, ordering: .relaxed)
        slot.store(scheduled.slot, ordering: .relaxed)
        dueTime.store(scheduled.dueTime, ordering: .relaxed)
        disposed.store(false, ordering: .relaxed)
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Cancels the action if it has not run yet (the first call only; later calls do nothing).
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let scheduled = VirtualClock.ScheduledAction(
            sequence: sequence.load(ordering: .relaxed),
            slot: slot.load(ordering: .relaxed),
            dueTime: dueTime.load(ordering: .relaxed)
        )
        canceller.cancel(scheduled)
    }
}
