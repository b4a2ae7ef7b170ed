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
    /// The publisher `replaceError(with:)` returns: Combine's `ReplaceError`, here ``Replacing``.
    public typealias ReplaceError<Upstream: Publisher> = Replacing<Upstream, ReplaceErrorRule<Upstream>>

    /// What makes `replaceError(with:)` that operator: `output` replaces a failure (the subscription below).
    public enum ReplaceErrorRule<Upstream: Publisher>: ReplacingRule {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// It can no longer fail.
        public typealias Failure = Never
    }
}

extension Publishers.ReplaceErrorRule {
    /// Subscribes through the replacing subscription.
    public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream, replacingWith output: Output)
    where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Inner(downstream: subscriber, replacement: output))
    }

    private struct State<Downstream>: LinkState {
        var phase = LinkPhase.awaiting
        /// Released at the end.
        var downstream: Downstream?
        var demand: Subscribers.Demand = .none
        /// Upstream failed with no demand (the link is terminal): the replacement waits for a request.
        var owesReplacement = false
    }

    private final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Never {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let replacement: Output

        init(downstream: Downstream, replacement: Output) {
            self.replacement = replacement
            super.init("ReplaceError", state: State(downstream: downstream))
        }

        func receive(subscription: Subscription) {
            var downstream: Downstream?
            guard attach(subscription, update: { downstream = $0.downstream }) else { return }
            downstream?.receive(subscription: self)
        }

        /// A value; one that finds no demand while subscribed is contract misuse, as in Combine (which traps),
        /// dropped under the test module.
        func receive(_ input: Input) -> Subscribers.Demand {
            let (downstream, unrequested) = state.withLock { state -> (Downstream?, Bool) in
                guard state.isSubscribed else { return (nil, false) }
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
                guard state.isSubscribed, let downstream = state.downstream else { return nil }
                state.phase = .terminal
                if case .failure = completion, state.demand == 0 {
                    state.owesReplacement = true
                    return nil
                }
                state.downstream = nil
                if case .failure = completion { return (downstream, true) }
                return (downstream, false)
            }
            guard let (downstream, sendReplacement) = action else { return }
            if sendReplacement { _ = downstream.receive(replacement) }
            downstream.receive(completion: .finished)
        }

        override func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("ReplaceError's subscription") }
            let action = state.withLock { state -> (Subscription?, Downstream?) in
                if let upstream = state.upstream {
                    state.demand += demand
                    return (upstream, nil)
                }
                guard state.owesReplacement else { return (nil, nil) }
                state.owesReplacement = false
                defer { state.downstream = nil }
                return (nil, state.downstream)
            }
            action.0?.request(demand)
            if let downstream = action.1 {
                _ = downstream.receive(replacement)
                downstream.receive(completion: .finished)
            }
        }

        /// Cancels upstream; a cancel before the upstream subscription is ignored, as Combine's (the subscription
        /// that comes later is passed down as usual).
        override func cancel() {
            let (upstream, downstream) = state.withLock { state -> (Subscription?, Downstream?) in
                if state.isAwaiting { return (nil, nil) }
                defer {
                    state.phase = .terminal
                    state.owesReplacement = false
                    state.downstream = nil
                }
                return (state.upstream, state.downstream)
            }
            upstream?.cancel()
            _ = downstream
        }
    }
}
