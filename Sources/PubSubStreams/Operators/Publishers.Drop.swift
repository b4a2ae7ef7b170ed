extension Publisher {
    /// Skips the first `count` values.
    ///
    /// Mirrors Combine's `dropFirst(_:)`. A negative count (a trap in Combine) is reported and drops nothing.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.dropFirst().sink { print($0) }
    /// // Prints: 2
    /// //         3
    /// ```
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        if count < 0 { Violations.negativeCount(count, in: "dropFirst", treatedAs: "drops nothing") }
        return Publishers.Drop(upstream: self, count: count)
    }
}

extension Publishers {
    /// The publisher `dropFirst(_:)` returns.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are skipped.
        public let upstream: Upstream
        /// How many values to skip.
        public let count: Int

        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Subscribes through the skipping subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var remaining = count  // touched only from onValue, which upstream calls serially
            upstream.subscribe(OperatorInner<Output, Failure, S>(
                downstream: subscriber, description: "Drop",
                onValue: { value in
                    guard remaining > 0 else { return .send(value) }
                    remaining -= 1
                    return .drop
                },
                onCompletion: { $0 }
            ))
        }
    }
}
