extension Publisher {
    /// Transforms every value with a throwing closure; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryMap(_:)` (the failure type becomes `any Error`).
    ///
    /// ```swift
    /// struct Boom: Error {}
    /// let c = [1, 2].publisher.tryMap { v -> Int in if v == 2 { throw Boom() }; return v }
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// // Prints: 1
    /// //         failure(Boom())
    /// ```
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher `tryMap(_:)` returns.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the transform's.
        public typealias Failure = any Error

        /// The publisher transformed.
        public let upstream: Upstream

        /// The throwing transform.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.trySubscribe(subscriber, as: "TryMap", [.ignoresEarlyCancel, .passesValuesUnchecked, .repeatsFailures]) {
                .send(try transform($0))
            }
        }
    }
}
