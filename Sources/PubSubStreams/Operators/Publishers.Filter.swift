import Scheduling

extension Publisher {
    /// Passes on only the values for which `isIncluded` returns true.
    ///
    /// Mirrors Combine's `filter(_:)`; each dropped value is replaced by a request for one more.
    ///
    /// ```swift
    /// let c = [1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }.sink { print($0) }
    /// // Prints: 2
    /// //         4
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// The publisher `filter(_:)` returns.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher filtered.
        public let upstream: Upstream

        /// The predicate.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes through the filtering subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            let inner = OperatorInner<Output, Failure, S>(
                downstream: subscriber, description: "Filter",
                onValue: { isIncluded($0) ? .send($0) : .drop },
                onCompletion: { $0 }
            )
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            let upstream = upstream
            let thread = StackDepth.current
            guard thread.enter() else { return thread.deferWork { upstream.receive(subscriber: inner) } }
            upstream.receive(subscriber: inner)
            thread.exit()
        }
    }
}
