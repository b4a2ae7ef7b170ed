import Scheduling

/// What a one-to-one operator does with one upstream value.
package enum OperatorStep<Output, Failure: Error> {
    /// Pass a value downstream.
    case send(Output)
    /// Skip this value and ask upstream for one more.
    case drop
    /// Pass a value downstream, then cancel upstream and finish.
    case sendAndFinish(Output)
    /// Cancel upstream and finish.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// The shared subscription of the one-to-one operators (map, filter, prefix, first, mapError…).
///
/// It is the upstream's subscriber and the downstream's subscription: demand passes straight up,
/// values pass down through `onValue`, the completion through `onCompletion`. Nothing follows a
/// terminal event; every call out happens outside the lock.
package final class OperatorInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
    Subscriber, Subscription, CustomStringConvertible
{
    package typealias Failure = UpstreamFailure

    private enum State {
        case awaiting(Downstream)
        case subscribed(Downstream, Subscription)
        case terminal
    }

    private let state: Locked<State>
    private let onValue: (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>
    private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    private let finishesAtOnce: Bool
    package let description: String

    /// - Parameters:
    ///   - description: the operator's name (Combine's `description` of its subscriptions).
    ///   - finishesAtOnce: finish right after subscribing (e.g. `prefix(0)`).
    ///   - onValue: what to do with each value; called serially, as upstream delivers.
    ///   - onCompletion: the completion to forward for an upstream completion.
    package init(
        downstream: Downstream,
        description: String,
        finishesAtOnce: Bool = false,
        onValue: @escaping (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>,
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        state = Locked(.awaiting(downstream))
        self.description = description
        self.finishesAtOnce = finishesAtOnce
        self.onValue = onValue
        self.onCompletion = onCompletion
        Resources.increment()
    }

    deinit { Resources.decrement() }

    package func receive(subscription: Subscription) {
        let downstream = state.withLock { state -> Downstream? in
            guard case let .awaiting(downstream) = state else { return nil }
            state = .subscribed(downstream, subscription)
            return downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
        if finishesAtOnce { terminate(with: .finished) }
    }

    package func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = state.withLock({ state -> Downstream? in
            guard case let .subscribed(downstream, _) = state else { return nil }
            return downstream
        }) else { return .none }
        switch onValue(input) {
        case let .send(output):
            return downstream.receive(output)
        case .drop:
            return .max(1)
        case let .sendAndFinish(output):
            guard let (downstream, upstream) = takeForTermination() else { return .none }
            _ = downstream.receive(output)
            upstream.cancel()
            downstream.receive(completion: .finished)
        case .finish:
            terminate(with: .finished)
        case let .fail(error):
            terminate(with: .failure(error))
        }
        return .none
    }

    package func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let downstream = state.withLock { state -> Downstream? in
            guard case let .subscribed(downstream, _) = state else { return nil }
            state = .terminal
            return downstream
        }
        downstream?.receive(completion: onCompletion(completion))
    }

    package func request(_ demand: Subscribers.Demand) {
        let upstream = state.withLock { state -> Subscription? in
            guard case let .subscribed(_, upstream) = state else { return nil }
            return upstream
        }
        upstream?.request(demand)
    }

    package func cancel() {
        takeForTermination()?.1.cancel()
    }

    private func takeForTermination() -> (Downstream, Subscription)? {
        state.withLock { state -> (Downstream, Subscription)? in
            defer { state = .terminal }
            guard case let .subscribed(downstream, upstream) = state else { return nil }
            return (downstream, upstream)
        }
    }

    private func terminate(with completion: Subscribers.Completion<Downstream.Failure>) {
        guard let (downstream, upstream) = takeForTermination() else { return }
        upstream.cancel()
        downstream.receive(completion: completion)
    }
}
