import Synchronization

/// One inner publisher of a `flatMap` or `switchToLatest`, as a handle: its slot in the operator's table (a
/// `flatMap`'s `FlatMapChildren`; `switchToLatest`, with one inner publisher at a time, has only slot 0) and the
/// serial number it got there. A slot is reused once its publisher finished; the serial tells a finished
/// publisher's late events from its successor's. A concrete type, not a generic tag: destroying a field of
/// generic type costs run-time metadata and witness calls in every `TaggedSubscriber`'s deinit (B5a pub-sub).
@usableFromInline
struct ChildTag {
    @usableFromInline let slot: Int
    @usableFromInline let serial: Int

    @inlinable
    init(slot: Int, serial: Int) {
        self.slot = slot
        self.serial = serial
    }
}

/// An operator that subscribes to inner publishers of its own (`flatMap`, `switchToLatest`) and hears from
/// each through a ``TaggedSubscriber`` carrying the tag it gave that publisher.
@usableFromInline
protocol TaggedSubscriberParent: AnyObject {
    /// The inner publishers' values.
    associatedtype ChildInput
    /// The inner publishers' failure.
    associatedtype ChildFailure: Error

    /// Inner publisher `tag` sent its subscription.
    func childSubscribed(_ tag: ChildTag, _ subscription: Subscription)
    /// Inner publisher `tag` sent a value; returns the demand to add to that publisher's.
    func childValue(_ tag: ChildTag, _ value: ChildInput) -> Subscribers.Demand
    /// The inner publisher of `subscriber` (its `tag`) completed.
    func childCompleted(_ subscriber: TaggedSubscriber<Self>, _ completion: Subscribers.Completion<ChildFailure>)
}

/// The subscriber an operator hands each of its inner publishers: it passes every event on to the operator,
/// with the inner publisher's tag. (Combine's `FlatMap` and `SwitchToLatest` each have their own `Side` or
/// `InnerSubscriber` doing the same.)
@usableFromInline
final class TaggedSubscriber<Parent: TaggedSubscriberParent>: Subscriber {
    @usableFromInline typealias Input = Parent.ChildInput
    @usableFromInline typealias Failure = Parent.ChildFailure

    @usableFromInline let parent: Parent
    /// The tag's two halves, atomics (relaxed: the subscriber reaches its publisher's thread through the
    /// subscribing call) so that `flatMap` can hand a finished inner publisher's subscriber, once no one
    /// else holds it, to the next one (see `retag`).
    @usableFromInline let slot: Atomic<Int>
    @usableFromInline let serial: Atomic<Int>

    @inlinable
    init(_ parent: Parent, tag: ChildTag) {
        self.parent = parent
        slot = Atomic(tag.slot)
        serial = Atomic(tag.serial)
    }

    /// The inner publisher's tag.
    @inlinable
    var tag: ChildTag { ChildTag(slot: slot.load(ordering: .relaxed), serial: serial.load(ordering: .relaxed)) }

    /// Makes this subscriber that of the inner publisher `tag`; only while no one but the caller holds it.
    @inlinable
    func retag(_ tag: ChildTag) {
        slot.store(tag.slot, ordering: .relaxed)
        serial.store(tag.serial, ordering: .relaxed)
    }

    @inlinable
    func receive(subscription: Subscription) { parent.childSubscribed(tag, subscription) }
    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand { parent.childValue(tag, input) }
    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(self, completion) }
}
