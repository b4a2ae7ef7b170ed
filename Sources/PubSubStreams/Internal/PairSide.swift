import Scheduling

/// An operator that combines two upstreams (`combineLatest`, `zip`) and hears from each through a ``PairSide``.
@usableFromInline
protocol PairSideParent: AnyObject {
    /// The upstreams' shared failure.
    associatedtype SideFailure: Error

    /// The upstream on side A (`isA`) or B sent its subscription.
    func subscribed(_ subscription: Subscription, isA: Bool)
    /// The upstream on side A (`isA`) or B completed.
    func completed(_ completion: Subscribers.Completion<SideFailure>, isA: Bool)
}

/// The subscriber a two-upstream operator hands each upstream: it passes the subscription and the completion
/// on with its side, and each value to `onValue` (made where the side's value type is concrete), whose demand
/// goes back to that upstream. (Combine's `CombineLatest` and `Zip` each have their own `Side`.)
@usableFromInline
final class PairSide<Parent: PairSideParent, Input>: Subscriber, IgnoresValuesAfterItsEnd {
    @usableFromInline typealias Failure = Parent.SideFailure

    @usableFromInline let parent: Parent
    @usableFromInline let isA: Bool
    @usableFromInline let onValue: (Input) -> Subscribers.Demand
    /// Whether the parent drops every value that arrives after its end (`combineLatest` does, checking
    /// in the critical section each value takes anyway), so that a subject may skip its conduit's check.
    @usableFromInline let ignoresValuesAfterItsEnd: Bool

    @inlinable
    init(_ parent: Parent, isA: Bool, ignoresValuesAfterItsEnd: Bool = false, onValue: @escaping (Input) -> Subscribers.Demand) {
        self.parent = parent
        self.isA = isA
        self.ignoresValuesAfterItsEnd = ignoresValuesAfterItsEnd
        self.onValue = onValue
    }

    @inlinable
    func receive(subscription: Subscription) { parent.subscribed(subscription, isA: isA) }
    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) { parent.completed(completion, isA: isA) }
}

/// The two upstream links of `combineLatest` and `zip`, kept in the operator's locked state: each side's
/// subscription (until it ends) and whether that side has finished.
@usableFromInline
struct PairLinks {
    @usableFromInline var a: Subscription?
    @usableFromInline var b: Subscription?
    @usableFromInline var finishedA = false
    @usableFromInline var finishedB = false

    @inlinable init() {}

    /// Side A's (`isA`) or B's subscription.
    @inlinable
    func subscription(_ isA: Bool) -> Subscription? { isA ? a : b }

    /// Stores side A's (`isA`) or B's subscription.
    @inlinable
    mutating func set(_ subscription: Subscription?, isA: Bool) {
        if isA { a = subscription } else { b = subscription }
    }

    /// Whether side A (`isA`) or B has finished.
    @inlinable
    func finished(_ isA: Bool) -> Bool { isA ? finishedA : finishedB }

    /// Marks side A (`isA`) or B finished; with `lettingGo`, its subscription is let go of too.
    @inlinable
    mutating func finish(_ isA: Bool, lettingGo: Bool) {
        if isA { finishedA = true } else { finishedB = true }
        if lettingGo { set(nil, isA: isA) }
    }

    /// The subscriptions still held.
    @inlinable
    var all: [Subscription] { [a, b].compactMap { $0 } }

    /// Lets go of both subscriptions.
    @inlinable
    mutating func clear() {
        a = nil
        b = nil
    }
}

/// The locked state of `combineLatest` and `zip`: both links, the downstream until the end, and whether the
/// subscription ended.
@usableFromInline
protocol PairState {
    associatedtype Downstream
    var links: PairLinks { get set }
    var downstream: Downstream? { get set }
    var terminal: Bool { get set }
}

extension Locked where State: PairState {
    /// Ends the subscription (a cancel): marks it terminal and lets go of both links and the downstream, and
    /// returns them, for the caller to cancel the links and release the downstream with no lock held.
    @inlinable
    func endPair() -> (upstreams: [Subscription], downstream: State.Downstream?) {
        withLock { state in
            defer {
                state.terminal = true
                state.links.clear()
                state.downstream = nil
            }
            return (state.links.all, state.downstream)
        }
    }
}
