import Scheduling

extension Publisher {
    /// Replaces a failure with one value, then finishes.
    ///
    /// Mirrors Combine's `replaceError(with:)`: the replacement waits for demand.
    ///
    /// ```swift
    /// struct Boom: Error {}
    /// let c = Fail<Int, Boom>(error: Boom()).replaceError(with: 0).sink { print($0) }
    /// // Prints: 0
    /// ```
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher `replaceError(with:)` returns.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// It can no longer fail.
        public typealias Failure = Never

        /// The publisher whose failure is replaced.
        public let upstream: Upstream
        /// The value sent instead of the failure.
        public let output: Upstream.Output

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes through the replacing subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(Inner(downstream: subscriber, replacement: output))
        }
    }
}

extension Publishers.ReplaceError {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Never {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum Status {
            case awaiting
            case subscribed(Subscription)
            case replacing  // failed upstream; the replacement waits for demand
            case terminal
        }

        private struct State {
            var status: Status = .awaiting
            var downstream: Downstream?
            var demand: Subscribers.Demand = .none
        }

        private let state: Locked<State>
        private let replacement: Output

        init(downstream: Downstream, replacement: Output) {
            state = Locked(State(downstream: downstream))
            self.replacement = replacement
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "ReplaceError" }

        func receive(subscription: Subscription) {
            let downstream = state.withLock { state -> Downstream? in
                guard case .awaiting = state.status else { return nil }
                state.status = .subscribed(subscription)
                return state.downstream
            }
            guard let downstream else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
        }

        /// A value; one that finds no demand while subscribed is contract misuse, as in Combine (which traps),
        /// dropped under the test module.
        func receive(_ input: Input) -> Subscribers.Demand {
            let (downstream, unrequested) = state.withLock { state -> (Downstream?, Bool) in
                guard case .subscribed = state.status else { return (nil, false) }
                guard state.demand > 0 else { return (nil, true) }
                state.demand -= 1
                return (state.downstream, false)
            }
            if unrequested { Violations.trap(Violations.unrequestedValueMessage(input, to: "ReplaceError")) }
            guard let downstream else { return .none }
            let more = downstream.receive(input)
            state.withLock { $0.demand += more }
            return more
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let action = state.withLock { state -> (Downstream, Bool)? in
                guard case .subscribed = state.status, let downstream = state.downstream else { return nil }
                if case .failure = completion, state.demand == 0 {
                    state.status = .replacing
                    return nil
                }
                state.status = .terminal
                state.downstream = nil
                if case .failure = completion { return (downstream, true) }
                return (downstream, false)
            }
            guard let (downstream, sendReplacement) = action else { return }
            if sendReplacement { _ = downstream.receive(replacement) }
            downstream.receive(completion: .finished)
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("ReplaceError's subscription") }
            let action = state.withLock { state -> (Subscription?, Downstream?) in
                switch state.status {
                case let .subscribed(upstream):
                    state.demand += demand
                    return (upstream, nil)
                case .replacing where demand > 0:
                    state.status = .terminal
                    defer { state.downstream = nil }
                    return (nil, state.downstream)
                default:
                    return (nil, nil)
                }
            }
            action.0?.request(demand)
            if let downstream = action.1 {
                _ = downstream.receive(replacement)
                downstream.receive(completion: .finished)
            }
        }

        /// Cancels upstream; a cancel before the upstream subscription is ignored, as Combine's (the subscription
        /// that comes later is passed down as usual).
        func cancel() {
            let (upstream, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                if case .awaiting = state.status { return (nil, nil) }
                defer {
                    state.status = .terminal
                    state.downstream = nil
                }
                if case let .subscribed(upstream) = state.status { return (upstream, state.downstream) }
                return (nil, state.downstream)
            }
            upstream?.cancel()
            _ = downstream
        }
    }
}
