import Scheduling

/// The inner publishers' side of `switchToLatest` (each `TaggedSubscriber` reports here with its serial) and
/// its delivery, one thread at a time (see `Inner`).
extension Publishers.SwitchToLatestRule.Inner {
    @inlinable
    func childSubscribed(_ tag: ChildTag, _ subscription: Subscription) {
        let demand = state.withLock { state -> Subscribers.Demand? in
            guard !state.terminal, state.childID == tag.serial, !state.child.isHeld else { return nil }
            state.child.hold(subscription)
            return state.demand
        }
        guard let demand else { return subscription.cancel() }
        if demand > 0 { subscription.request(demand) }
    }

    /// B5a pub-sub: a `Just` inner publisher is not subscribed when it would deliver at once (demand,
    /// no earlier inner publisher to cancel, no other thread delivering): its value goes downstream here,
    /// in two critical sections and no allocation. The general path gives the same result: the `Just`'s
    /// subscription held, asked for the demand, its value then its completion delivered by this thread
    /// with nothing called in between. `false`: the general path takes it.
    @inlinable
    func takeJust(_ value: P.Output) -> Bool {
        let downstream = state.withLock { state -> Downstream? in
            guard !state.terminal, state.isSubscribed, !state.child.isHeld, state.demand > 0, let downstream = state.downstream,
                state.queue.becomeDrainer()
            else { return nil }
            state.childID += 1
            state.childActive = false  // it completes right after its value
            state.demand -= 1
            return downstream
        }
        guard let downstream else { return false }
        endDirectDelivery(adding: downstream.receive(value))
        return true
    }

    @inlinable
    func childValue(_ tag: ChildTag, _ value: P.Output) -> Subscribers.Demand {
        var unrequested = false
        let downstream = state.withLock { state -> Downstream? in
            guard !state.terminal, state.childID == tag.serial, state.childActive else { return nil }
            guard state.demand > 0 else {
                unrequested = true
                return nil
            }
            state.demand -= 1
            guard state.queue.deliversNow(.value(value)) else { return nil }
            return state.downstream
        }
        if unrequested {
            // Combine traps on it (its demand count would go below zero); dropped under the test module.
            Violations.trap(Violations.unrequestedValueMessage(value, to: "SwitchToLatest"))
        }
        guard let downstream else { return .none }
        let more = downstream.receive(value)
        endDirectDelivery(adding: more)
        return more
    }

    @inlinable
    func childCompleted(_ subscriber: ChildSubscriber, _ completion: Subscribers.Completion<Failure>) {
        let tag = subscriber.tag
        var outer: Subscription?
        var beforeSubscription = false
        let downstream = state.withLock { state -> Downstream? in
            // Nothing follows a terminal event: a second completion of the same inner publisher is ignored.
            guard !state.terminal, state.childID == tag.serial, state.childActive else { return nil }
            if !state.child.isHeld { beforeSubscription = true }
            _ = state.child.take()
            state.childActive = false
            if case .failure = completion { outer = state.end() } else if state.isSubscribed { return nil }
            return takeForCompletion(&state, completion)
        }
        if beforeSubscription {
            // Combine's precondition ("Unexpected completion"); taken as the inner publisher's end here.
            Violations.trap(
                "API Violation: SwitchToLatest's inner publisher completed before sending its subscription. Combine traps here.")
        }
        outer?.cancel()
        if let downstream { deliver([.completion(completion, downstream)]) }
    }

    // MARK: delivery, one thread at a time

    /// Ends the state; returns the downstream when the caller must deliver `completion` now, or queues
    /// the completion behind the delivering thread and returns `nil`.
    @inlinable
    func takeForCompletion(_ state: inout Storage, _ completion: Subscribers.Completion<Failure>) -> Downstream? {
        guard let downstream = takeForTermination(&state), state.queue.deliversNow(.completion(completion, downstream)) else {
            return nil
        }
        return downstream
    }

    @inlinable
    func takeForTermination(_ state: inout Storage) -> Downstream? {
        state.terminal = true
        state.phase = .terminal
        _ = state.child.take()
        defer { state.downstream = nil }
        return state.downstream
    }

    /// Ends a delivery this call made as the delivering thread: adds the `more` demand it returned, then
    /// delivers what queued meanwhile, or ends the delivering thread's role.
    @inlinable
    func endDirectDelivery(adding more: Subscribers.Demand) {
        let queued = state.withLock { state in
            if more != .none, !state.terminal { state.demand += more }
            return state.queue.next()
        }
        if let queued { deliver(queued) }
    }

    /// Delivers `batch` as the delivering thread (what queued while it delivered, or a completion it
    /// took), then what queued meanwhile, until nothing is left.
    @inlinable
    func deliver(_ batch: [Event]) {
        var batch: [Event]? = batch
        while let events = batch {
            for event in events {
                switch event {
                case let .value(value):
                    // Checked as the latest when it arrived, and queued before anything of a later inner
                    // publisher: delivering it now keeps the order (as the sender blocking on Combine's
                    // lock would have). Only a cancel drops it.
                    guard let downstream = state.withLock({ $0.downstream }) else { continue }
                    let more = downstream.receive(value)
                    if more != .none { request(more) }
                case let .completion(completion, downstream):
                    downstream.receive(completion: completion)
                }
            }
            batch = state.withLock { $0.queue.next() }
        }
    }
}
