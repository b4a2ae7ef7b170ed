extension Publisher where Output: Equatable {
    /// Drops a value equal to the one passed on just before it.
    ///
    /// Mirrors Combine's `removeDuplicates()`.
    ///
    /// ```swift
    /// let c = [1, 1, 2, 1].publisher.removeDuplicates().sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// //         1
    /// ```
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops a value when `predicate(previous, current)` says it duplicates the previous one.
    ///
    /// Mirrors Combine's `removeDuplicates(by:)`.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `removeDuplicates()` returns.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher de-duplicated.
        public let upstream: Upstream

        /// Whether two consecutive values count as duplicates.
        public let predicate: (Output, Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the de-duplicating subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var previous: Output?  // touched only from onValue, which upstream calls serially
            upstream.subscribe(
                OperatorInner<Output, Failure, S>(
                    downstream: subscriber, description: "RemoveDuplicates", trapsEarlyEvents: true,
                    onValue: { value in
                        defer { previous = value }
                        if let previous, predicate(previous, value) { return .drop }
                        return .send(value)
                    },
                    onCompletion: { $0 }
                ))
        }
    }
}
