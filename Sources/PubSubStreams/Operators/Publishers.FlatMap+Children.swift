import Scheduling

/// The inner publishers' side of `flatMap`: each child subscriber reports here, with its `FlatMapChild`.
extension Publishers.FlatMap.Inner {
    @inlinable
    func childSubscribed(_ child: FlatMapChild, _ subscription: Subscription) {
        let request = state.withLock { state -> Subscribers.Demand? in
            guard !state.terminal, child.isActive else { return nil }
            let unlimited = state.demand == .unlimited
            child.subscription = subscription
            child.unlimited = unlimited
            return unlimited ? .unlimited : .max(1)
        }
        guard let request else {
            subscription.cancel()
            return
        }
        subscription.request(request)
    }

    /// A value from an inner publisher: delivered at once if there is demand and nothing waits (answered
    /// with `.max(1)`, or `.none` under unlimited demand), else kept for later (answered with `.none`). A
    /// value from an inner publisher that already finished is still taken, as Combine's.
    @inlinable
    func childValue(_ child: FlatMapChild, _ value: Output) -> Subscribers.Demand {
        let direct = state.withLock { state -> (Downstream, Bool)? in
            guard !state.terminal, let downstream = state.downstream else { return nil }
            if !state.draining, state.queuedFrom.isEmpty, state.demand > 0 {
                let unlimited = state.demand == .unlimited
                state.demand -= 1
                state.draining = true
                return (downstream, unlimited)
            }
            state.queue.append(value)
            state.queuedFrom.append(child)
            return nil
        }
        guard let (downstream, unlimited) = direct else { return .none }
        let more = downstream.receive(value)
        let leftOver = state.withLock { state -> Bool in
            state.demand += more
            guard !state.queuedFrom.isEmpty || state.hasPendingCompletion else {
                state.draining = false
                return false
            }
            return true
        }
        if leftOver { deliverQueued() }
        return unlimited ? .none : .max(1)
    }

    @inlinable
    func childCompleted(_ child: FlatMapChild, _ completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            let outer = state.withLock { state -> Subscription? in
                guard !state.terminal, state.children.removeChild(child) else { return nil }
                if state.outerFinished, state.children.isEmpty { state.pendingCompletion = .finished }
                return maxPublishers == .unlimited ? nil : state.outer
            }
            outer?.request(.max(1))
            drain()
        case let .failure(error):
            // The transcripts show the other inner publishers cancelled, but not upstream.
            fail(error, cancelOuter: false, from: child)
        }
    }
}

extension Publishers.FlatMap {

    @usableFromInline
    final class ChildSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline typealias Input = NewPublisher.Output
        @usableFromInline typealias Failure = NewPublisher.Failure

        @usableFromInline let parent: Inner<Downstream>
        @usableFromInline let child: FlatMapChild

        @inlinable
        init(parent: Inner<Downstream>, child: FlatMapChild) {
            self.parent = parent
            self.child = child
        }

        @inlinable
        func receive(subscription: Subscription) { parent.childSubscribed(child, subscription) }
        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand { parent.childValue(child, input) }
        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(child, completion) }
    }
}

/// One inner publisher of a `flatMap`: its subscription (once it arrived) and whether it was asked for
/// everything; read and written only under the operator's lock.
///
/// Not generic, and kept in a plain array (each knows its position, so adding and removing are O(1)):
/// a `Dictionary` keyed by child, or a type nested in the generic operator, would cost run-time generic
/// metadata lookups on every event of an unspecialized (debug) build.
@usableFromInline
final class FlatMapChild {
    @usableFromInline var subscription: Subscription?
    @usableFromInline var unlimited = false
    /// Where it is in the operator's `children`; -1 once finished, failed or cancelled.
    @usableFromInline var index = -1

    @inlinable init() {}

    /// Still in the operator's `children`.
    @inlinable var isActive: Bool { index >= 0 }
}

extension Array where Element == FlatMapChild {
    /// Appends `child` (not yet in any list).
    @inlinable
    mutating func addChild(_ child: FlatMapChild) {
        child.index = count
        append(child)
    }

    /// Removes `child` by moving the last one into its place; `false` when it was not in the list.
    @inlinable
    mutating func removeChild(_ child: FlatMapChild) -> Bool {
        let position = child.index
        guard position >= 0 else { return false }
        let last = self[count - 1]
        self[position] = last
        last.index = position
        removeLast()
        child.index = -1
        child.subscription = nil  // it holds the child's subscriber, which holds `child`: no cycle left
        return true
    }

    /// Empties the list; returns the subscriptions of the children that had one, to cancel outside the lock.
    @inlinable
    mutating func removeAllChildren() -> [Subscription] {
        var subscriptions: [Subscription] = []
        for child in self {
            child.index = -1
            if let subscription = child.subscription { subscriptions.append(subscription) }
            child.subscription = nil
        }
        self = []
        return subscriptions
    }
}
