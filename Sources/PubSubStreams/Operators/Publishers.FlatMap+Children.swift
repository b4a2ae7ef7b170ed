import Scheduling

/// The inner publishers' side of `flatMap`: each child subscriber reports here, with its `ChildTag`.
extension Publishers.FlatMap.Inner {
    @inlinable
    func childSubscribed(_ child: ChildTag, _ subscription: Subscription) {
        let request = state.withLock { state -> Subscribers.Demand? in
            guard !state.terminal, state.children.contains(child) else { return nil }
            let unlimited = state.demand == .unlimited
            state.children.attach(subscription, to: child, unlimited: unlimited)
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
    func childValue(_ child: ChildTag, _ value: Output) -> Subscribers.Demand {
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
        endDirectDelivery(adding: downstream.receive(value))
        return unlimited ? .none : .max(1)
    }

    @inlinable
    func childCompleted(_ subscriber: ChildSubscriber, _ completion: Subscribers.Completion<Failure>) {
        let child = subscriber.tag
        switch completion {
        case .finished:
            // A `NoSubscription`, not `nil`, when there is no one to ask: no run-time `Optional` witnesses (B5b pub-sub).
            var outer: Subscription = NoSubscription()
            var asksOuter = false
            // With no one to ask, `drain()`'s test is made in this same critical section (B5b pub-sub).
            let drains = state.withLock { state -> Bool in
                if !state.terminal, state.children.remove(child) {
                    if state.hasEnded, state.children.isEmpty { state.pendingCompletion = .finished }
                    // Kept for the next inner publisher only while upstream is active (the operator is held
                    // by upstream then anyway: no cycle that would outlive it; cleared when upstream ends).
                    if !state.hasEnded, state.spare == nil { state.spare = subscriber }
                    if maxPublishers != .unlimited, let upstream = state.upstream {
                        outer = upstream
                        asksOuter = true
                        return false
                    }
                }
                return state.beginDrain()
            }
            if asksOuter {
                outer.request(.max(1))
                drain()
            } else if drains {
                deliverQueued()
            }
        case let .failure(error):
            // The transcripts show the other inner publishers cancelled, but not upstream.
            fail(error, from: child)
        }
    }

    /// Ends a delivery this call made as the drainer: adds the `more` demand it returned, then delivers
    /// what was queued meanwhile, or ends the drain.
    @inlinable
    func endDirectDelivery(adding more: Subscribers.Demand) {
        let leftOver = state.withLock { state -> Bool in
            state.demand += more
            guard !state.queuedFrom.isEmpty || state.hasPendingCompletion else {
                state.draining = false
                return false
            }
            return true
        }
        if leftOver { deliverQueued() }
    }
}
