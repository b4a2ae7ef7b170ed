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
    /// The publisher `replaceEmpty(with:)` returns: Combine's `ReplaceEmpty`, here ``Replacing``.
    public typealias ReplaceEmpty<Upstream: Publisher> = Replacing<Upstream, ReplaceEmptyRule<Upstream>>

    /// What makes `replaceEmpty(with:)` that operator: `output` replaces an upstream that finishes empty (the subscription below).
    public enum ReplaceEmptyRule<Upstream: Publisher>: ReplacingRule {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure
    }
}

extension Publishers.ReplaceEmptyRule {
    /// Subscribes through the replacing subscription.
    public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream, replacingWith output: Output)
    where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(Inner(downstream: subscriber, output: output))
    }

    private struct State: LinkState {
        var phase = LinkPhase.awaiting
        var sawValue = false
        var requested = false
        /// Upstream finished empty (the link is terminal); `output` waits for a request.
        var owesOutput = false
    }

    /// The subscription, as Combine's: it hands itself downstream, then asks upstream for
    /// `.unlimited` (and passes each downstream request on as well). Values pass through; an upstream
    /// that finishes with none sends `output` and finishes once the downstream has asked for anything
    /// (at once if it already has).
    private final class Inner<Downstream: Subscriber>: LockedLink<State>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        private enum CompletionOutcome { case ignore, forward, replace, wait }

        private let downstream: Downstream
        private let output: Output

        init(downstream: Downstream, output: Output) {
            self.downstream = downstream
            self.output = output
            super.init("ReplaceEmpty", state: State())
        }

        func receive(subscription: Subscription) {
            guard attach(subscription) else { return }
            downstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            let running = state.withLock { state -> Bool in
                guard state.isSubscribed else { return false }
                state.sawValue = true
                return true
            }
            return running ? downstream.receive(input) : .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let outcome = state.withLock { state -> CompletionOutcome in
                guard state.end() != nil else { return .ignore }
                guard !state.sawValue, case .finished = completion else { return .forward }
                guard state.requested else {
                    state.owesOutput = true
                    return .wait
                }
                return .replace
            }
            switch outcome {
            case .ignore, .wait: return
            case .forward: downstream.receive(completion: completion)
            case .replace: sendOutput()
            }
        }

        override func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("ReplaceEmpty's subscription") }
            let (upstream, owed) = state.withLock { state -> (Subscription?, Bool) in
                state.requested = true
                defer { state.owesOutput = false }
                return (state.upstream, state.owesOutput)
            }
            upstream?.request(demand)
            if owed { sendOutput() }
        }

        override func cancel() {
            state.withLock { $0.owesOutput = false }
            super.cancel()
        }

        private func sendOutput() {
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        }
    }
}
