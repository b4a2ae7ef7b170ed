import Scheduling

extension Publishers.FlatMap.Inner {
    @usableFromInline
    enum Action {
        case value(Downstream, Output, Subscription?)
        case complete(Downstream, Subscribers.Completion<Failure>)
        case idle
    }

    /// Delivers queued values while there is demand, then a pending completion; one drainer at a time.
    @inlinable
    func drain() {
        if state.withLock({ $0.beginDrain() }) { deliverQueued() }
    }

    /// The drainer's loop (a function of its own: `drain()` itself, called on every event, then has no
    /// generic locals, whose run-time metadata a debug build would look up on each call).
    @inlinable
    func deliverQueued() {
        while true {
            let action = state.withLock { state -> Action in
                guard let downstream = state.downstream, !state.terminal else {
                    state.draining = false
                    return .idle
                }
                if !state.queuedFrom.isEmpty, state.demand > 0 {
                    // `remove(at:)`, not `removeFirst()`: the generic default looks up more metadata.
                    let value = state.queue.remove(at: 0)
                    let child = state.queuedFrom.remove(at: 0)
                    state.demand -= 1
                    return .value(downstream, value, state.children.limitedSubscription(of: child))
                }
                if state.queuedFrom.isEmpty, state.hasPendingCompletion, let completion = state.pendingCompletion {
                    state.terminal = true
                    state.downstream = nil
                    state.draining = false
                    return .complete(downstream, completion)
                }
                state.draining = false
                return .idle
            }
            switch action {
            case let .value(downstream, value, child):
                let more = downstream.receive(value)
                state.withLock { $0.demand += more }
                child?.request(.max(1))
            case let .complete(downstream, completion):
                downstream.receive(completion: completion)
                return
            case .idle:
                return
            }
            // Anything left? Checked on plain fields first, so that the usual last round (nothing
            // queued) ends without the generic delivery step above.
            let more = state.withLock { state -> Bool in
                guard !state.queuedFrom.isEmpty || state.hasPendingCompletion else {
                    state.draining = false
                    return false
                }
                return true
            }
            guard more else { return }
        }
    }
}
