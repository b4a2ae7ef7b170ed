import Scheduling

/// The shared subscription of operators that swallow upstream values and publish one value when
/// upstream finishes (`reduce`, `collect()`, `last()`, `tryReduce`).
///
/// Upstream is asked for unlimited values once the downstream asks for anything; the final value
/// waits for downstream demand. `accumulate` returns an error to fail early (upstream is cancelled).
package final class AccumulatingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>:
    Subscriber, Subscription, CustomStringConvertible
{
    package typealias Failure = UpstreamFailure

    private struct State {
        var downstream: Downstream?
        var upstream: Subscription?
        var subscribed = false
        var requestedUpstream = false
        var demanded = false
        var final: Downstream.Input?
        var finished = false
        var terminal = false
    }

    private let state: Locked<State>
    private let accumulate: (Input) -> Downstream.Failure?
    private let result: () -> Downstream.Input?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    package let description: String

    /// - Parameters:
    ///   - accumulate: folds one value in; returns an error to fail.
    ///   - result: the value to publish on finish, or nil to publish none.
    ///   - mapFailure: the downstream form of an upstream failure.
    package init(
        downstream: Downstream, description: String,
        accumulate: @escaping (Input) -> Downstream.Failure?,
        result: @escaping () -> Downstream.Input?,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure
    ) {
        state = Locked(State(downstream: downstream))
        self.description = description
        self.accumulate = accumulate
        self.result = result
        self.mapFailure = mapFailure
        Resources.increment()
    }

    deinit { Resources.decrement() }

    package func receive(subscription: Subscription) {
        let downstream = state.withLock { state -> Downstream? in
            guard !state.subscribed, !state.terminal else { return nil }
            state.subscribed = true
            state.upstream = subscription
            return state.downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        downstream.receive(subscription: self)
    }

    package func receive(_ input: Input) -> Subscribers.Demand {
        guard state.withLock({ !$0.terminal && !$0.finished }) else { return .none }
        if let error = accumulate(input) {
            let (upstream, downstream) = state.withLock { state in
                defer {
                    state.terminal = true
                    state.upstream = nil
                    state.downstream = nil
                }
                return (state.upstream, state.downstream)
            }
            upstream?.cancel()
            downstream?.receive(completion: .failure(error))
        }
        return .none
    }

    package func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished:
            guard state.withLock({ !$0.terminal && !$0.finished }) else { return }
            let final = result()
            state.withLock { state in
                guard !state.terminal else { return }
                state.finished = true
                state.upstream = nil
                state.final = final
            }
            deliverIfReady()
        case let .failure(error):
            let downstream = state.withLock { state -> Downstream? in
                guard !state.terminal, !state.finished else { return nil }
                state.terminal = true
                state.upstream = nil
                defer { state.downstream = nil }
                return state.downstream
            }
            downstream?.receive(completion: .failure(mapFailure(error)))
        }
    }

    private func deliverIfReady() {
        let ready = state.withLock { state -> (Downstream, Downstream.Input?)? in
            guard state.finished, !state.terminal, let downstream = state.downstream else { return nil }
            if state.final != nil, !state.demanded { return nil }
            state.terminal = true
            state.downstream = nil
            return (downstream, state.final)
        }
        guard let (downstream, final) = ready else { return }
        if let final { _ = downstream.receive(final) }
        downstream.receive(completion: .finished)
    }

    package func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let upstream = state.withLock { state -> Subscription? in
            guard !state.terminal else { return nil }
            state.demanded = true
            guard !state.requestedUpstream else { return nil }
            state.requestedUpstream = true
            return state.upstream
        }
        upstream?.request(.unlimited)
        deliverIfReady()
    }

    package func cancel() {
        let (upstream, downstream) = state.withLock { state in
            defer {
                state.terminal = true
                state.upstream = nil
                state.downstream = nil
            }
            return (state.upstream, state.downstream)
        }
        upstream?.cancel()
        _ = downstream
    }
}
