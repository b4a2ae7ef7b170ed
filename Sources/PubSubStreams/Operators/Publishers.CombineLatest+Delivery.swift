import Scheduling

/// How `combineLatest` delivers: one thread drains the latest combination and the completion, as demand allows.
extension Publishers.CombineLatestRule.Inner {
    @usableFromInline
    enum Action {
        case value(Downstream, Output)
        case complete(Downstream, Subscribers.Completion<Failure>)
        case idle
    }

    /// Delivers what demand allows, unless another call is delivering (it will deliver this too).
    @inlinable
    func drain() {
        let action = state.withLock { state -> Action in
            guard state.claimDrain() else { return .idle }
            return Self.nextAction(&state)
        }
        deliver(action)
    }

    /// The drainer's next step, taken in the drainer's critical section: the latest combination if
    /// demand allows, else the completion, else nothing (and the drain ends).
    @inlinable
    static func nextAction(_ state: inout State) -> Action {
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

    /// The drainer's loop: performs `first` (the step its claim took), then each next step, until idle.
    @inlinable
    func deliver(_ first: consuming Action) {
        var action = first
        while true {
            switch consume action {
            case let .value(downstream, value):
                let more = downstream.receive(value)
                if more > 0 { request(more) }
            case let .complete(downstream, completion):
                downstream.receive(completion: completion)
                return
            case .idle:
                return
            }
            action = state.withLock { Self.nextAction(&$0) }
        }
    }
}
