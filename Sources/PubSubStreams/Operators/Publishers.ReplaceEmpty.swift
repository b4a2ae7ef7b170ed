import Scheduling

extension Publisher {
    /// Publishes `output` if upstream finishes without any value.
    ///
    /// Mirrors Combine's `replaceEmpty(with:)`: it asks upstream for `.unlimited` (as Combine's does) and
    /// sends `output` once the downstream has asked for a value.
    ///
    /// ```swift
    /// let c = Empty<Int, Never>().replaceEmpty(with: 5).sink { print($0) }
    /// // Prints: 5
    /// ```
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher `replaceEmpty(with:)` returns.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher watched for emptiness.
        public let upstream: Upstream
        /// The value published when upstream is empty.
        public let output: Upstream.Output

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes through the replacing subscription (`"ReplaceEmpty"`).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, output: output))
        }
    }
}

extension Publishers.ReplaceEmpty {
    /// The subscription, as Combine's: it hands itself downstream, then asks upstream for
    /// `.unlimited` (and passes each downstream request on as well). Values pass through; an upstream
    /// that finishes with none sends `output` and finishes once the downstream has asked for anything
    /// (at once if it already has).
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        private enum Phase {
            case awaiting
            case subscribed(Subscription)
            /// Upstream finished empty; `output` waits for a request.
            case owingOutput
            case terminal
        }

        private struct State {
            var phase = Phase.awaiting
            var sawValue = false
            var requested = false
        }

        private enum CompletionOutcome { case ignore, forward, replace, wait }
        private enum RequestOutcome {
            case nothing, replace
            case pass(Subscription)
        }

        private let state = Locked(State())
        private let downstream: Downstream
        private let output: Output

        init(downstream: Downstream, output: Output) {
            self.downstream = downstream
            self.output = output
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "ReplaceEmpty" }

        func receive(subscription: Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard case .awaiting = state.phase else { return false }
                state.phase = .subscribed(subscription)
                return true
            }
            guard accepted else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            let running = state.withLock { state -> Bool in
                guard case .subscribed = state.phase else { return false }
                state.sawValue = true
                return true
            }
            return running ? downstream.receive(input) : .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let outcome = state.withLock { state -> CompletionOutcome in
                guard case .subscribed = state.phase else { return .ignore }
                guard !state.sawValue, case .finished = completion else {
                    state.phase = .terminal
                    return .forward
                }
                if state.requested {
                    state.phase = .terminal
                    return .replace
                }
                state.phase = .owingOutput
                return .wait
            }
            switch outcome {
            case .ignore, .wait:
                return
            case .forward:
                downstream.receive(completion: completion)
            case .replace:
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
            }
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("ReplaceEmpty's subscription") }
            let outcome = state.withLock { state -> RequestOutcome in
                state.requested = true
                switch state.phase {
                case .owingOutput:
                    state.phase = .terminal
                    return .replace
                case let .subscribed(subscription):
                    return .pass(subscription)
                case .awaiting, .terminal:
                    return .nothing
                }
            }
            switch outcome {
            case .nothing:
                return
            case let .pass(subscription):
                subscription.request(demand)
            case .replace:
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
            }
        }

        func cancel() {
            let subscription = state.withLock { state -> Subscription? in
                switch state.phase {
                case let .subscribed(subscription):
                    state.phase = .terminal
                    return subscription
                case .owingOutput:
                    state.phase = .terminal
                    return nil
                case .awaiting, .terminal:
                    return nil
                }
            }
            subscription?.cancel()
        }
    }
}
