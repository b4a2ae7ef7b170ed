extension Publisher {
    /// Publishes the first value, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `first()`: upstream is asked for `.unlimited` at once; the value and the
    /// completion wait for the downstream's first request; an upstream that finishes empty makes it
    /// finish empty.
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
            upstream.subscribe(
                AccumulatingInner<Output, Failure, S>(
                    keeping: subscriber, description: "First", keepsLast: false, replaces: { _, _ in true }, mapFailure: { $0 })
            )
        }
    }

}
