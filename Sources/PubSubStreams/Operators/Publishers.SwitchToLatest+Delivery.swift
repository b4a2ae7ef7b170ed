import Scheduling

/// How `switchToLatest` delivers: one thread at a time, in arrival order (see `Inner`).
extension Publishers.SwitchToLatest.Inner {
    /// Ends the state; returns the downstream when the caller must deliver `completion` now, or
    /// queues the completion behind the delivering thread and returns `nil`.
    @inlinable
    func takeForCompletion(_ state: inout State, _ completion: Subscribers.Completion<Failure>) -> Downstream? {
        guard let downstream = takeForTermination(&state) else { return nil }
        guard state.delivering else {
            state.delivering = true
            return downstream
        }
        state.pending.append(.completion(completion, downstream))
        return nil
    }

    @inlinable
    func takeForTermination(_ state: inout State) -> Downstream? {
        state.terminal = true
        state.child = nil
        state.outer = nil
        defer { state.downstream = nil }
        return state.downstream
    }

    /// Delivers a completion as the delivering thread, then whatever queued meanwhile.
    @inlinable
    func deliver(_ completion: Subscribers.Completion<Failure>, to downstream: Downstream) {
        downstream.receive(completion: completion)
        drain(adding: .none)
    }

    /// Delivers what queued while this thread delivered, until nothing is left; `more` is demand the
    /// last delivery returned.
    @inlinable
    func drain(adding more: Subscribers.Demand) {
        var more = more
        while true {
            var child: Subscription?
            let next = state.withLock { state -> (Publishers.SwitchToLatest<P, Upstream>.Pending<Downstream>, Downstream?)? in
                if more != .none, !state.terminal {
                    state.demand += more
                    child = state.child
                }
                while !state.pending.isEmpty {
                    let event = state.pending.removeFirst()
                    switch event {
                    case .value:
                        // Checked as the latest when it arrived, and queued before anything of a later
                        // inner publisher: delivering it now keeps the order (as the sender blocking on
                        // Combine's lock would have). Only a cancel drops it.
                        guard let downstream = state.downstream else { continue }
                        return (event, downstream)
                    case .completion:
                        return (event, nil)
                    }
                }
                state.delivering = false
                return nil
            }
            if let child, more != .none { child.request(more) }
            more = .none
            guard let (event, downstream) = next else { return }
            switch event {
            case let .value(_, value):
                if let downstream { more = downstream.receive(value) }
            case let .completion(completion, downstream):
                downstream.receive(completion: completion)
            }
        }
    }
}
