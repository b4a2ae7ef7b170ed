extension Publisher {
    /// Publishes how many values upstream sent, when it finishes.
    ///
    /// Mirrors Combine's `count()`.
    ///
    /// ```swift
    /// let c = ["a", "b"].publisher.count().sink { print($0) }
    /// // Prints: 2
    /// ```
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}

extension Publishers {
    /// The publisher `count()` returns.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The number of values.
        public typealias Output = Int
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher counted.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the counting subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var count = 0  // touched only from accumulate/result, which upstream calls serially
            upstream.subscribe(subscriber, accumulatingAs: "Count") { _ in
                count += 1
                return .continue
            } result: {
                count
            }
        }
    }
}
