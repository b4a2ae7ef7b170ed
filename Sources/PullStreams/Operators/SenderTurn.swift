import Synchronization

/// Whose turn it is to send an operator's decided events, kept beside its `OrderedOutbox` so that a
/// sender who sent its own event and finds nothing queued behind it ends its turn with one
/// compare-and-swap instead of a second critical section (B6: combineLatest on one thread).
/// `SignalCore` takes turns the same way to deliver its events, its queue in place of the outbox.
///
/// Three states: nobody sends (`idle`); a sender sends the event it decided and nothing is queued
/// (`direct`); events are queued and the sender drains the outbox under the lock (`draining`). Only
/// code holding the operator's lock moves the turn out of `idle`, queues events, or (draining, the
/// outbox found empty) moves it back to `idle`; the direct sender leaves with `finishDirect()` outside
/// the lock. So `idle` always means an empty queue, and an event queued behind a direct sender is
/// either seen by its `finishDirect()` (which then drains) or, when that sender left first, drained by
/// the one who queued it. Events go out in the order they were decided, one sender at a time.
@usableFromInline
struct SenderTurn: ~Copyable {
    @usableFromInline static var idle: UInt8 { 0 }
    @usableFromInline static var direct: UInt8 { 1 }
    @usableFromInline static var draining: UInt8 { 2 }
    @usableFromInline let state = Atomic<UInt8>(0)

    @inlinable init() {}

    /// Under the lock, for an event just decided: `.sendDirectly` (the caller sends it, then calls
    /// `finishDirect()`), `.queue` (the caller queues it and is done), or `.queueAndDrain` (the caller
    /// queues it and drains the outbox: the direct sender left before seeing it).
    @inlinable
    func claim() -> Claim {
        switch state.load(ordering: .acquiring) {
        case Self.idle:
            state.store(Self.direct, ordering: .relaxed)
            return .sendDirectly
        case Self.direct:
            if state.compareExchange(expected: Self.direct, desired: Self.draining, ordering: .acquiringAndReleasing).exchanged {
                return .queue
            }
            state.store(Self.draining, ordering: .relaxed)  // the direct sender left: the queue is ours
            return .queueAndDrain
        default:
            return .queue
        }
    }

    /// Under the lock: takes the turn to send directly if nobody sends (`SignalCore.sendValues`, which
    /// then delivers many values in one turn); `false`, changing nothing, otherwise.
    @inlinable
    func claimIfIdle() -> Bool {
        guard state.load(ordering: .acquiring) == Self.idle else { return false }
        state.store(Self.direct, ordering: .relaxed)
        return true
    }

    /// Outside the lock, after sending the event `claim()` let through: `true` when the turn is over,
    /// `false` when events were queued meanwhile (the caller drains the outbox).
    @inlinable
    func finishDirect() -> Bool {
        state.compareExchange(expected: Self.direct, desired: Self.idle, ordering: .acquiringAndReleasing).exchanged
    }

    /// Under the lock, once a drain found the outbox empty.
    @inlinable
    func finishDraining() {
        state.store(Self.idle, ordering: .releasing)
    }

    @usableFromInline
    enum Claim {
        case sendDirectly
        case queue
        case queueAndDrain
    }
}
