extension Publisher {
    /// Transforms each value with a throwing closure and passes on the non-nil results; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryCompactMap(_:)`: each nil asks upstream for one more value.
    ///
    /// ```swift
    /// let c = ["1", "x", "3"].publisher.tryCompactMap { Int($0) }
    ///     .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// // Prints: 1
    /// //         3
    /// ```
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher `tryCompactMap(_:)` returns.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the transform's.
        public typealias Failure = any Error

        /// The publisher transformed.
        public let upstream: Upstream
        /// The transform; nil drops the value, a throw fails the publisher.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.trySubscribe(subscriber, as: "TryCompactMap", [.trapsEarlyEvents]) { try transform($0).map { .send($0) } ?? .drop }
        }
    }
}
