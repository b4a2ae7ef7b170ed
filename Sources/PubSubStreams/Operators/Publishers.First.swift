extension Publisher {
    /// Passes on the first value, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `first()`: an upstream that finishes empty makes it finish empty.
    ///
    /// ```swift
    /// let c = [4, 5].publisher.first().sink { print($0) }
    /// // Prints: 4
    /// ```
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }
}

extension Publishers {
    /// The publisher `first()` returns.
    public struct First<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first value is taken.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the one-value subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OperatorInner<Output, Failure, S>(
                downstream: subscriber, description: "First",
                onValue: { .sendAndFinish($0) },
                onCompletion: { $0 }
            ))
        }
    }
}
