import Scheduling

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
    @inlinable
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Drops a value when `predicate(previous, current)` says it duplicates the previous one.
    ///
    /// Mirrors Combine's `removeDuplicates(by:)`.
    @inlinable
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
        @inlinable
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the de-duplicating subscription.
        ///
        /// Inlinable, so a client's chain runs specialized: unspecialized, it subscribed the operators
        /// before it from generic code, and their every value then looked up generic metadata (B7 pub-sub).
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var previous: Output?  // touched only from onValue, which upstream calls serially
            let inner = OperatorInner<Output, Failure, S>(
                downstream: subscriber, description: "RemoveDuplicates", rules: [.trapsEarlyEvents],
                onValue: { value in
                    // The value becomes the previous one, and the previous one is read, in one access to the
                    // captured variable: each access is checked at run time (B7 pub-sub, about 75 a value).
                    var last: Output? = value
                    swap(&previous, &last)
                    if let last, predicate(last, value) { return .drop }
                    return .send(value)
                },
                onCompletion: { $0 }
            )
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            StackDepth.current.run { upstream.receive(subscriber: inner) }
        }
    }
}
