import Scheduling

extension Publisher {
    /// Replaces a failure with the publisher `handler` builds from the error.
    ///
    /// Mirrors Combine's `catch(_:)`: the downstream keeps one subscription; demand not yet met by
    /// the failed upstream carries over to the replacement.
    ///
    /// ```swift
    /// struct Boom: Error {}
    /// let c = Fail<Int, Boom>(error: Boom()).catch { _ in Just(-1) }.sink { print($0) }
    /// // Prints: -1
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// The publisher `catch(_:)` returns.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure

        /// The publisher whose failure is caught.
        public let upstream: Upstream
        /// Builds the replacement from the error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes through the catching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, handler: handler))
        }
    }
}

extension Publishers.Catch {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum Phase {
            case awaitingUpstream
            case upstream(Subscription)
            case awaitingReplacement
            case replacement(Subscription)
            case terminal
        }

        private struct State {
            var phase: Phase = .awaitingUpstream
            var downstream: Downstream?
            var demand: Subscribers.Demand = .none
        }

        private let state: Locked<State>
        private let handler: (Upstream.Failure) -> NewPublisher

        init(downstream: Downstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            state = Locked(State(downstream: downstream))
            self.handler = handler
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Catch" }

        func receive(subscription: Subscription) {
            let downstream = state.withLock { state -> Downstream? in
                guard case .awaitingUpstream = state.phase else { return nil }
                state.phase = .upstream(subscription)
                return state.downstream
            }
            guard let downstream else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            deliver(input, fromReplacement: false)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            let action = state.withLock { state -> (Downstream, Upstream.Failure?)? in
                guard case .upstream = state.phase, let downstream = state.downstream else { return nil }
                switch completion {
                case .finished:
                    state.phase = .terminal
                    state.downstream = nil
                    return (downstream, nil)
                case let .failure(error):
                    state.phase = .awaitingReplacement
                    return (downstream, error)
                }
            }
            guard let (downstream, error) = action else { return }
            guard let error else {
                downstream.receive(completion: .finished)
                return
            }
            handler(error).subscribe(ReplacementSubscriber(self))
        }

        fileprivate func deliver(_ input: Output, fromReplacement: Bool) -> Subscribers.Demand {
            let downstream = state.withLock { state -> Downstream? in
                switch state.phase {
                case .upstream where !fromReplacement, .replacement where fromReplacement:
                    state.demand -= 1
                    return state.downstream
                default:
                    return nil
                }
            }
            guard let downstream else { return .none }
            let more = downstream.receive(input)
            state.withLock { $0.demand += more }
            return more
        }

        fileprivate func replacementSubscribed(_ subscription: Subscription) {
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

        fileprivate func replacementCompleted(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
            let downstream = state.withLock { state -> Downstream? in
                guard case .replacement = state.phase else { return nil }
                state.phase = .terminal
                defer { state.downstream = nil }
                return state.downstream
            }
            downstream?.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            let current = state.withLock { state -> Subscription? in
                switch state.phase {
                case let .upstream(subscription), let .replacement(subscription):
                    state.demand += demand
                    return subscription
                case .awaitingUpstream, .awaitingReplacement:
                    state.demand += demand
                    return nil
                case .terminal:
                    return nil
                }
            }
            current?.request(demand)
        }

        func cancel() {
            let (current, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                defer {
                    state.phase = .terminal
                    state.downstream = nil
                }
                switch state.phase {
                case let .upstream(subscription), let .replacement(subscription):
                    return (subscription, state.downstream)
                default:
                    return (nil, state.downstream)
                }
            }
            current?.cancel()
            _ = downstream
        }
    }

    /// Subscribes to the replacement publisher on behalf of `Inner`.
    private final class ReplacementSubscriber<Downstream: Subscriber>: Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output
        typealias Failure = NewPublisher.Failure

        private let inner: Inner<Downstream>

        init(_ inner: Inner<Downstream>) { self.inner = inner }

        func receive(subscription: Subscription) { inner.replacementSubscribed(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.deliver(input, fromReplacement: true) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.replacementCompleted(completion) }
    }
}
