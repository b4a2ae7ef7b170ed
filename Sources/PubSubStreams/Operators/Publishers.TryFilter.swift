extension Publisher {
    /// Passes on the values for which a throwing predicate returns true; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryFilter(_:)` (the failure type becomes `any Error`).
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.tryFilter { $0 != 2 }.sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// // Prints: 1
    /// //         3
    /// ```
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// The publisher `tryFilter(_:)` returns.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher filtered.
        public let upstream: Upstream
        /// The throwing predicate.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes through the filtering subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.trySubscribe(subscriber, as: "TryFilter", [.trapsEarlyEvents]) { try isIncluded($0) ? .send($0) : .drop }
        }
    }
}
