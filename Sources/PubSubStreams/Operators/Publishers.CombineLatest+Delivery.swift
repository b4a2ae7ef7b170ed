import Scheduling

/// How `combineLatest` delivers: one thread drains the latest combination and the completion, as demand allows.
extension Publishers.CombineLatest.Inner {
    @usableFromInline
    enum Action {
        case value(Downstream, Output)
        case complete(Downstream, Subscribers.Completion<Failure>)
        case idle
    }

    /// Delivers what demand allows, unless another call is delivering (it will deliver this too).
    @inlinable
    func drain() {
        if state.withLock({ $0.claimDrain() }) { deliverPending() }
    }

    /// The drainer's loop, run by the one call that claimed the drain.
    @inlinable
    func deliverPending() {
        while true {
            let action = state.withLock { state -> Action in
                guard let downstream = state.downstream, !state.terminal else {
                    state.draining = false
                    return .idle
                }
                if state.pendingEmission, state.demand > 0, let a = state.latestA, let b = state.latestB {
                    state.pendingEmission = false
                    state.demand -= 1
                    return .value(downstream, (a, b))
                }
                if let completion = state.pendingCompletion {
                    state.terminal = true
                    state.downstream = nil
                    state.links.clear()
                    state.draining = false
                    return .complete(downstream, completion)
                }
                state.draining = false
                return .idle
            }
            switch action {
            case let .value(downstream, value):
                let more = downstream.receive(value)
                if more > 0 { request(more) }
            case let .complete(downstream, completion):
                downstream.receive(completion: completion)
                return
            case .idle:
                return
            }
        }
    }
}
