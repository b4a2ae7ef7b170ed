import Scheduling

/// The inner publishers' side of `switchToLatest`: each child subscriber reports here, tagged with its id.
extension Publishers.SwitchToLatest.Inner {
    @inlinable
    func childSubscribed(_ id: Int, _ subscription: Subscription) {
        let demand = state.withLock { state -> Subscribers.Demand? in
            guard !state.terminal, state.childID == id, state.child == nil else { return nil }
            state.child = subscription
            return state.demand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    @inlinable
    func childValue(_ id: Int, _ value: Output) -> Subscribers.Demand {
        var unrequested = false
        let downstream = state.withLock { state -> Downstream? in
            guard !state.terminal, state.childID == id, state.childActive else { return nil }
            guard state.demand > 0 else {
                unrequested = true
                return nil
            }
            state.demand -= 1
            guard !state.delivering else {
                state.pending.append(.value(id, value))
                return nil
            }
            state.delivering = true
            return state.downstream
        }
        if unrequested {
            // Combine traps on it (its demand count would go below zero); dropped under the test module.
            Violations.trap(Violations.unrequestedValueMessage(value, to: "SwitchToLatest"))
        }
        guard let downstream else { return .none }
        let more = downstream.receive(value)
        let nothingQueued = state.withLock { state -> Bool in
            if more != .none, !state.terminal { state.demand += more }
            guard state.pending.isEmpty else { return false }
            state.delivering = false
            return true
        }
        if !nothingQueued { drain(adding: .none) }
        return more
    }

    @inlinable
    func childCompleted(_ id: Int, _ completion: Subscribers.Completion<Failure>) {
        var outer: Subscription?
        var beforeSubscription = false
        let downstream = state.withLock { state -> Downstream? in
            // Nothing follows a terminal event: a second completion of the same inner publisher is ignored.
            guard !state.terminal, state.childID == id, state.childActive else { return nil }
            // Moved out and compared in one step: each copy or destroy of an optional existential goes
            // through run-time value witnesses (B5a pub-sub).
            if state.child.take() == nil { beforeSubscription = true }
            state.childActive = false
            switch completion {
            case .finished:
                return state.outerFinished ? takeForCompletion(&state, completion) : nil
            case .failure:
                outer = state.outer.take()
                return takeForCompletion(&state, completion)
            }
        }
        if beforeSubscription {
            // Combine's precondition ("Unexpected completion"); taken as the inner publisher's end here.
            Violations.trap(
                "API Violation: SwitchToLatest's inner publisher completed before sending its subscription. Combine traps here.")
        }
        outer?.cancel()
        if let downstream { deliver(completion, to: downstream) }
    }
}

extension Publishers.SwitchToLatest {
    @usableFromInline
    final class ChildSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        @usableFromInline
        typealias Input = P.Output
        @usableFromInline
        typealias Failure = P.Failure

        @usableFromInline
        let parent: Inner<Downstream>
        @usableFromInline
        let id: Int

        @inlinable
        init(parent: Inner<Downstream>, id: Int) {
            self.parent = parent
            self.id = id
        }

        @inlinable
        func receive(subscription: Subscription) { parent.childSubscribed(id, subscription) }
        @inlinable
        func receive(_ input: Input) -> Subscribers.Demand { parent.childValue(id, input) }
        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) { parent.childCompleted(id, completion) }
    }
}
