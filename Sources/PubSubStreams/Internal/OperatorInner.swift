import Scheduling

/// What a one-to-one operator does with one upstream value.
@usableFromInline
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
@usableFromInline
package final class OperatorInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
    Subscriber, Subscription, CustomStringConvertible
{
    @usableFromInline package typealias Failure = UpstreamFailure

    /// A struct, not an enum with payloads: the per-value check copies the downstream reference only.
    @usableFromInline
    struct State {
        @usableFromInline var phase: SinkPhase = .awaiting
        @usableFromInline var downstream: Downstream?
        @usableFromInline var upstream: Subscription?

        @inlinable
        init(downstream: Downstream) { self.downstream = downstream }
    }

    @usableFromInline let state: Locked<State>
    @usableFromInline let onValue: (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>
    @usableFromInline let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    @usableFromInline let finishesAtOnce: Bool
    @usableFromInline package let description: String
    /// `request`/`cancel` arrive through the `Subscription` existential, i.e. in this module's unspecialized
    /// code; these closures are made where the type is concrete (the specialized `init` in the client),
    /// so the work runs specialized (no run-time generic metadata lookups per call).
    @usableFromInline let requestEntry: (OperatorInner, Subscribers.Demand) -> Void
    @usableFromInline let cancelEntry: (OperatorInner) -> Void

    /// - Parameters:
    ///   - description: the operator's name (Combine's `description` of its subscriptions).
    ///   - finishesAtOnce: finish right after subscribing (e.g. `prefix(0)`).
    ///   - onValue: what to do with each value; called serially, as upstream delivers.
    ///   - onCompletion: the completion to forward for an upstream completion.
    @inlinable
    package init(
        downstream: Downstream,
        description: String,
        finishesAtOnce: Bool = false,
        onValue: @escaping (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>,
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    ) {
        state = Locked(State(downstream: downstream))
        self.description = description
        self.finishesAtOnce = finishesAtOnce
        self.onValue = onValue
        self.onCompletion = onCompletion
        requestEntry = { $0.forwardRequest($1) }
        cancelEntry = { $0.forwardCancel() }
        Resources.increment()
    }

    deinit { Resources.decrement() }

    @inlinable
    package func receive(subscription: Subscription) {
        let downstream = state.withLock { state -> Downstream? in
            guard state.phase == .awaiting else { return nil }
            state.phase = .subscribed
            state.upstream = subscription
            return state.downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
        if finishesAtOnce { terminate(with: .finished) }
    }

    @inlinable
    package func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = state.withLock({ state in state.phase == .subscribed ? state.downstream : nil }) else {
            return Subscribers.Demand(rawValue: 0)
        }
        switch onValue(input) {
        case let .send(output):
            return downstream.receive(output)
        case .drop:
            return Subscribers.Demand(rawValue: 1)
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

    @inlinable
    package func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        var downstream: Downstream?
        var upstream: Subscription?
        state.withLock { state in
            guard state.phase == .subscribed else { return }
            Self.take(&state, &downstream, &upstream)
        }
        _ = upstream  // released here, outside the lock
        guard let downstream else { return }
        downstream.receive(completion: onCompletion(completion))
    }

    @usableFromInline

    package func request(_ demand: Subscribers.Demand) {
        requestEntry(self, demand)
    }

    @usableFromInline

    package func cancel() {
        cancelEntry(self)
    }

    @inlinable
    func forwardRequest(_ demand: Subscribers.Demand) {
        let upstream = state.withLock { state in state.phase == .subscribed ? state.upstream : nil }
        upstream?.request(demand)
    }

    @inlinable
    func forwardCancel() {
        takeForTermination()?.1.cancel()
    }

    @inlinable
    func takeForTermination() -> (Downstream, Subscription)? {
        var subscribed = false
        var downstream: Downstream?
        var upstream: Subscription?
        state.withLock { state in
            subscribed = state.phase == .subscribed
            Self.take(&state, &downstream, &upstream)  // a cancel before the subscription arrived ends it too
        }
        guard subscribed, let downstream, let upstream else { return nil }
        return (downstream, upstream)
    }

    /// Ends the subscription: moves what it held out (to release outside the lock). Moved field by
    /// field: copying the whole `State` goes through its runtime value witnesses.
    @inlinable
    static func take(_ state: inout State, _ downstream: inout Downstream?, _ upstream: inout Subscription?) {
        state.phase = .terminal
        downstream = state.downstream.take()
        upstream = state.upstream.take()
    }

    @inlinable
    func terminate(with completion: Subscribers.Completion<Downstream.Failure>) {
        guard let (downstream, upstream) = takeForTermination() else { return }
        upstream.cancel()
        downstream.receive(completion: completion)
    }
}
