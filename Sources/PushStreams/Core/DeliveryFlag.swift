import Synchronization

/// Whether an event is being delivered, and whether something was queued behind it: the "delivering" mark of
/// an object that serializes its deliveries under a lock (``OrderedGate``, ``PublishSubject``), kept beside the
/// lock so that a delivery with nothing queued behind it ends with one compare-and-swap instead of a second
/// lock round trip (B6 push: one such delivery per event in the subject and one in the gate).
///
/// - ``claimOrQueue()``, under the owner's lock: idle → delivering (the caller delivers), or, when a delivery
///   is in progress, marks that something is queued behind it (the caller has queued it, or is about to,
///   under the same lock hold).
/// - ``endUnlessQueued()``, by the deliverer, without the lock: delivering with nothing queued → idle.
/// - ``queueIfDelivering()``, under the owner's lock: the same mark when a delivery is in progress, else nothing.
/// - ``end()``, by the deliverer under the lock, once it has found the queue empty: → idle.
///
/// The two transitions that race (a claim under the lock, the deliverer's end outside it) are both
/// compare-and-swaps on one word, so either the deliverer sees the queued mark and drains under the lock, or
/// it ended first and the claimer delivers itself.
@usableFromInline
struct DeliveryFlag: ~Copyable, Sendable {
    @usableFromInline static var idle: UInt8 { 0 }
    @usableFromInline static var delivering: UInt8 { 1 }
    /// Delivering, with something queued behind the delivery.
    @usableFromInline static var queued: UInt8 { 2 }

    @usableFromInline let state = Atomic<UInt8>(0)

    /// Nothing is being delivered.
    @inlinable init() {}

    /// Under the owner's lock: `true` when nothing was being delivered (the caller now delivers); `false`
    /// after marking the delivery in progress as having something queued behind it.
    @inlinable
    func claimOrQueue() -> Bool {
        var current = Self.idle
        while true {
            let desired = current == Self.idle ? Self.delivering : Self.queued
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { return current == Self.idle }
            current = original
        }
    }

    /// Under the owner's lock: when a delivery is in progress, marks something queued behind it and returns
    /// `true` (the caller queues it under the same lock hold); otherwise returns `false` and changes nothing.
    @inlinable
    func queueIfDelivering() -> Bool {
        var current = Self.delivering
        while current != Self.idle {
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: Self.queued, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// By the deliverer, without the lock: ends the delivery and returns `true` when nothing was queued behind
    /// it; otherwise returns `false` (the deliverer drains the queue under the lock, then calls ``end()``).
    @inlinable
    func endUnlessQueued() -> Bool {
        state.compareExchange(expected: Self.delivering, desired: Self.idle, ordering: .releasing).exchanged
    }

    /// By the deliverer, under the lock, having found nothing left to deliver: ends the delivery.
    @inlinable
    func end() {
        state.store(Self.idle, ordering: .releasing)
    }
}
