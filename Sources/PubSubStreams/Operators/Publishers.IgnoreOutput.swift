extension Publisher {
    /// Ignores every value and passes on only the completion.
    ///
    /// Mirrors Combine's `ignoreOutput()`: the downstream gets upstream's own subscription, and
    /// upstream is asked for `.unlimited` at once.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// // Prints: finished
    /// ```
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publishers {
    /// The publisher `ignoreOutput()` returns.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// No values.
        public typealias Output = Never
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are ignored.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the ignoring subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(IgnoreOutputInner<Upstream.Output, Failure, S>(downstream: subscriber))
        }
    }
}

/// The subscriber of `ignoreOutput()`: hands upstream's subscription down, asks for everything, swallows values.
private struct IgnoreOutputInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, CustomStringConvertible
where Downstream.Input == Never, Downstream.Failure == Failure {
    let downstream: Downstream
    let combineIdentifier = CombineIdentifier()

    var description: String { "IgnoreOutput" }

    func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
