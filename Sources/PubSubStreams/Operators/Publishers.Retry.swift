import Scheduling

extension Publisher {
    /// Re-subscribes to upstream after a failure, up to `retries` times.
    ///
    /// Mirrors Combine's `retry(_:)`: values already delivered are not replayed; outstanding demand
    /// carries over to each new subscription (a value is answered with `.none`; the demand the downstream returns
    /// is requested from the current subscription). A negative count never reaches zero: like Combine's, it retries
    /// for ever (OpenCombine's `RetryTests.testRetryNegativeAmountOfTimes`).
    ///
    /// ```swift
    /// var attempts = 0
    /// let flaky = Deferred { () -> AnyPublisher<Int, Error> in
    ///     attempts += 1
    ///     return attempts < 3 ? Fail(error: URLError(.timedOut)).eraseToAnyPublisher()
    ///                         : Just(attempts).setFailureType(to: Error.self).eraseToAnyPublisher()
    /// }
    /// let c = flaky.retry(2).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// // Prints: 3
    /// ```
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

extension Publishers {
    /// The publisher `retry(_:)` returns.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher re-subscribed to.
        public let upstream: Upstream
        /// How many times to re-subscribe (nil: without limit).
        public let retries: Int?

        /// Creates the publisher.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Subscribes through the retrying subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Inner(upstream: upstream, retries: retries, downstream: subscriber).start()
        }
    }
}

extension Publishers.Retry {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        private struct State {
            var downstream: Downstream?
            var current: Subscription?
            var awaitingSubscription = true
            var remaining: Int?
            var demand: Subscribers.Demand = .none
            var passedDownstream = false
            var subscribing = false
            var resubscribe = false
            var terminal = false
        }

        private let state: Locked<State>
        private let upstream: Upstream

        init(upstream: Upstream, retries: Int?, downstream: Downstream) {
            self.upstream = upstream
            state = Locked(State(downstream: downstream, remaining: retries))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Retry" }

        /// Subscribes to upstream; a re-subscription asked for while subscribing loops here instead of recursing.
        func start() {
            let begin = state.withLock { state -> Bool in
                guard !state.subscribing else {
                    state.resubscribe = true
                    return false
                }
                state.subscribing = true
                return true
            }
            guard begin else { return }
            while true {
                upstream.subscribe(self)
                let again = state.withLock { state -> Bool in
                    if state.resubscribe, !state.terminal {
                        state.resubscribe = false
                        return true
                    }
                    state.subscribing = false
                    return false
                }
                if !again { return }
            }
        }

        func receive(subscription: Subscription) {
            let action = state.withLock { state -> (Downstream?, Subscribers.Demand)? in
                guard state.awaitingSubscription, !state.terminal else { return nil }
                state.awaitingSubscription = false
                state.current = subscription
                let first = !state.passedDownstream
                state.passedDownstream = true
                return (first ? state.downstream : nil, state.demand)
            }
            guard let (downstream, demand) = action else {
                subscription.cancel()
                return
            }
            if let downstream {
                downstream.receive(subscription: self)
            } else if demand > 0 {
                subscription.request(demand)
            }
        }

        /// A value: passed down; the demand the downstream returns is requested from the current upstream
        /// subscription (the value itself is answered with `.none`, as Combine's). A value nobody asked for is
        /// contract misuse, as in Combine (whose demand count traps going below zero).
        func receive(_ input: Input) -> Subscribers.Demand {
            let (downstream, unrequested) = state.withLock { state -> (Downstream?, Bool) in
                guard !state.terminal else { return (nil, false) }
                guard state.demand > 0 else { return (state.downstream, true) }
                state.demand -= 1
                return (state.downstream, false)
            }
            if unrequested { Violations.trap(Violations.unrequestedValueMessage(input, to: "Retry")) }
            guard let downstream else { return .none }
            let more = downstream.receive(input)
            guard more > 0 else { return .none }
            let current = state.withLock { state -> Subscription? in
                guard !state.terminal else { return nil }
                state.demand += more
                return state.current
            }
            current?.request(more)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let retry = state.withLock { state -> Bool? in
                guard !state.terminal else { return nil }
                state.current = nil
                // As Combine's: only a count that reached exactly 0 stops (a negative count retries forever).
                if case .failure = completion, state.remaining.map({ $0 != 0 }) ?? true {
                    state.remaining = state.remaining.map { $0 - 1 }
                    state.awaitingSubscription = true
                    return true
                }
                state.terminal = true
                return false
            }
            switch retry {
            case true?:
                start()
            case false?:
                let downstream = state.withLock { state -> Downstream? in
                    defer { state.downstream = nil }
                    return state.downstream
                }
                downstream?.receive(completion: completion)
            case nil:
                return
            }
        }

        func request(_ demand: Subscribers.Demand) {
            let current = state.withLock { state -> Subscription? in
                guard !state.terminal else { return nil }
                state.demand += demand
                return state.current
            }
            current?.request(demand)
        }

        func cancel() {
            let (current, downstream) = state.withLock { state in
                defer {
                    state.terminal = true
                    state.current = nil
                    state.downstream = nil
                }
                return (state.current, state.downstream)
            }
            current?.cancel()
            _ = downstream
        }
    }
}
