import Scheduling

/// One subscriber's subscription to a subject: its demand, and (for `CurrentValueSubject`) the latest
/// value it has not received yet for lack of demand.
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var demand: Subscribers.Demand = .none
        var pending: Output?
        var detach: ((SubjectConduit) -> Void)?
    }

    private let state: Locked<State>
    private let keepsLatest: Bool

    /// - Parameters:
    ///   - keepsLatest: keep the latest value that found no demand (CurrentValueSubject) instead of dropping it.
    ///   - pending: a value to deliver as soon as there is demand.
    ///   - detach: called once when the subscriber cancels, to remove the conduit from its subject.
    init(
        _ downstream: AnySubscriber<Output, Failure>, keepsLatest: Bool, pending: Output?,
        detach: @escaping (SubjectConduit) -> Void
    ) {
        state = Locked(State(downstream: downstream, pending: pending, detach: detach))
        self.keepsLatest = keepsLatest
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var description: String { keepsLatest ? "CurrentValueSubject" : "PassthroughSubject" }

    /// Delivers `value` if the subscriber has demand; otherwise drops it or keeps it as the latest.
    func offer(_ value: Output) {
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            guard let downstream = state.downstream else { return nil }
            guard state.demand > 0 else {
                if keepsLatest { state.pending = value }
                return nil
            }
            state.demand -= 1
            state.pending = nil
            return downstream
        }
        guard let downstream else { return }
        let more = downstream.receive(value)
        add(more)
    }

    /// Delivers the completion (no demand needed) and releases the subscriber.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
            defer {
                state.downstream = nil
                state.pending = nil
                state.detach = nil
            }
            return state.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return Violations.zeroDemand("a subject's subscription") }
        add(demand)
    }

    private func add(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let delivery = state.withLock { state -> (AnySubscriber<Output, Failure>, Output)? in
            guard state.downstream != nil else { return nil }
            state.demand += demand
            guard let downstream = state.downstream, let pending = state.pending, state.demand > 0 else { return nil }
            state.pending = nil
            state.demand -= 1
            return (downstream, pending)
        }
        guard let (downstream, value) = delivery else { return }
        let more = downstream.receive(value)
        add(more)
    }

    func cancel() {
        let (detach, downstream) = state.withLock { state -> (((SubjectConduit) -> Void)?, AnySubscriber<Output, Failure>?) in
            defer {
                state.detach = nil
                state.downstream = nil
                state.pending = nil
            }
            return (state.detach, state.downstream)
        }
        detach?(self)
        _ = downstream
    }
}
