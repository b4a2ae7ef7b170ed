import Scheduling

/// The subscription of `catch` and `tryCatch`, as Combine's: one subscription for the downstream,
/// first over the upstream, then over the replacement publisher.
///
/// Demand the downstream asks for while upstream runs is counted (less one per upstream value, plus
/// what the downstream returns); what is left is requested from the replacement when it subscribes.
/// Values pass straight through from either side (no state check, as in Combine). A `finished` from
/// upstream ends it; a failure subscribes to the replacement. A `cancel` while waiting for the
/// replacement's subscription does nothing (Combine's neither): the replacement then runs.
final class CatchInner<Input, UpstreamFailure: Error, NewPublisher: Publisher, Downstream: Subscriber>:
    Subscription, CustomStringConvertible
where NewPublisher.Output == Input, Downstream.Input == Input {
    private enum Phase {
        case awaitingUpstream
        case upstream(Subscription)
        case awaitingReplacement
        case replacement(Subscription)
        case terminal
    }

    private struct State {
        var phase = Phase.awaitingUpstream
        var demand = Subscribers.Demand.none
    }

    private let state = Locked(State())
    private let downstream: Downstream
    /// The replacement for an upstream failure, or the error to fail with (`tryCatch`'s throw).
    private let handler: (UpstreamFailure) -> Result<NewPublisher, Downstream.Failure>
    private let replacementCompletion: (Subscribers.Completion<NewPublisher.Failure>) -> Subscribers.Completion<Downstream.Failure>
    /// `"Catch"` or `"TryCatch"`.
    let description: String

    init(
        downstream: Downstream,
        description: String,
        handler: @escaping (UpstreamFailure) -> Result<NewPublisher, Downstream.Failure>,
        replacementCompletion: @escaping (Subscribers.Completion<NewPublisher.Failure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        self.downstream = downstream
        self.description = description
        self.handler = handler
        self.replacementCompletion = replacementCompletion
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// The subscriber to give the upstream.
    var upstreamSubscriber: UpstreamSide { UpstreamSide(inner: self) }

    struct UpstreamSide: Subscriber, CustomStringConvertible {
        let inner: CatchInner
        var combineIdentifier: CombineIdentifier { CombineIdentifier(inner) }
        var description: String { inner.description }
        func receive(subscription: Subscription) { inner.receiveUpstream(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.receiveUpstream(input) }
        func receive(completion: Subscribers.Completion<UpstreamFailure>) { inner.receiveUpstream(completion: completion) }
    }

    struct ReplacementSide: Subscriber, CustomStringConvertible {
        let inner: CatchInner
        var combineIdentifier: CombineIdentifier { CombineIdentifier(inner) }
        var description: String { inner.description }
        func receive(subscription: Subscription) { inner.receiveReplacement(subscription: subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.downstream.receive(input) }
        func receive(completion: Subscribers.Completion<NewPublisher.Failure>) { inner.receiveReplacement(completion: completion) }
    }

    private func receiveUpstream(subscription: Subscription) {
        let accepted = state.withLock { state -> Bool in
            guard case .awaitingUpstream = state.phase else { return false }
            state.phase = .upstream(subscription)
            return true
        }
        guard accepted else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
    }

    /// A value from upstream; one it was not asked for (none requested, or before the subscription) is contract
    /// misuse, as in Combine (whose demand count traps going below zero), passed on under the test module.
    private func receiveUpstream(_ input: Input) -> Subscribers.Demand {
        let wanted = state.withLock { state -> Bool in
            guard state.demand > 0 else { return false }
            state.demand -= 1
            return true
        }
        if !wanted {
            Violations.trap(Violations.unrequestedValueMessage(input, to: description))
        }
        let more = downstream.receive(input)
        state.withLock { $0.demand += more }
        return more
    }

    /// Upstream's completion; a failure before the subscription or after an earlier failure is contract misuse,
    /// as in Combine (which traps: "received completion but do not have subscription"), ignored under the test module.
    private func receiveUpstream(completion: Subscribers.Completion<UpstreamFailure>) {
        let (running, misuse) = state.withLock { state -> (Bool, Bool) in
            guard case .upstream = state.phase else {
                if case .terminal = state.phase { return (false, false) }
                if case .failure = completion { return (false, true) }
                return (false, false)
            }
            if case .finished = completion { state.phase = .terminal } else { state.phase = .awaitingReplacement }
            return (true, false)
        }
        if misuse {
            Violations.trap(
                "API Violation: \(description) received a failure before its upstream subscription or after an earlier failure. Combine traps here; ours ignores it."
            )
        }
        guard running else { return }
        switch completion {
        case .finished:
            downstream.receive(completion: .finished)
        case let .failure(error):
            switch handler(error) {
            case let .success(replacement):
                replacement.subscribe(ReplacementSide(inner: self))
            case let .failure(thrown):
                state.withLock { $0.phase = .terminal }
                downstream.receive(completion: .failure(thrown))
            }
        }
    }

    private func receiveReplacement(subscription: Subscription) {
        let demand = state.withLock { state -> Subscribers.Demand? in
            guard case .awaitingReplacement = state.phase else { return nil }
            state.phase = .replacement(subscription)
            return state.demand
        }
        guard let demand else {
            subscription.cancel()
            return
        }
        if demand > 0 { subscription.request(demand) }
    }

    private func receiveReplacement(completion: Subscribers.Completion<NewPublisher.Failure>) {
        let running = state.withLock { state -> Bool in
            guard case .replacement = state.phase else { return false }
            state.phase = .terminal
            return true
        }
        if running { downstream.receive(completion: replacementCompletion(completion)) }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return Violations.zeroDemand("\(description)'s subscription") }
        let current = state.withLock { state -> Subscription? in
            switch state.phase {
            case let .upstream(subscription):
                state.demand += demand
                return subscription
            case .awaitingReplacement:
                state.demand += demand
                return nil
            case let .replacement(subscription):
                return subscription
            case .awaitingUpstream, .terminal:
                return nil
            }
        }
        current?.request(demand)
    }

    func cancel() {
        let current = state.withLock { state -> Subscription? in
            switch state.phase {
            case let .upstream(subscription), let .replacement(subscription):
                state.phase = .terminal
                return subscription
            case .awaitingUpstream, .awaitingReplacement, .terminal:
                return nil
            }
        }
        current?.cancel()
    }
}
