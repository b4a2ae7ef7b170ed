import Scheduling
import Synchronization

/// The disposable `TestScheduler` returns for one scheduled action: disposing it cancels the action.
///
/// ReactiveSwift returns a fresh `AnyDisposable` per action. Ours is reused: the scheduler keeps the
/// last two handles it returned (`SpareHandles`) and gives one out again once no one else holds it, so
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

/// The two handles a `TestScheduler` returned last, kept for reuse (see `ScheduledActionHandle`).
///
/// Two, not one: an operator that keeps its pending timer's handle until it schedules the next one
/// (`debounce`'s `SerialDisposable`) holds the newest handle while asking for a handle again, and the
/// one before it is free by then. Lives in the scheduler's `reading` lock, whose critical section
/// relative scheduling enters anyway to read its base date: claiming a spare costs no lock of its own.
struct SpareHandles {
    private var newest: ScheduledActionHandle?
    private var previous: ScheduledActionHandle?

    /// A spare no one else holds, to `assign` outside the lock (the copy returned holds it, so no other
    /// claim can take it meanwhile), or `nil` when both are held (or none exists yet): then the caller
    /// creates a handle and `keep`s it. A claimed handle left unassigned is simply a spare again.
    mutating func claim() -> ScheduledActionHandle? {
        if isKnownUniquelyReferenced(&newest) { return newest }
        guard isKnownUniquelyReferenced(&previous) else { return nil }
        swap(&newest, &previous)
        return newest
    }

    /// Makes `handle` the newest spare; returns the one it displaces, for the caller to release outside the lock.
    mutating func keep(_ handle: ScheduledActionHandle) -> ScheduledActionHandle? {
        defer {
            previous = newest
            newest = handle
        }
        return previous
    }
}
