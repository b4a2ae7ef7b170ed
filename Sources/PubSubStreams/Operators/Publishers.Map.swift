extension Publisher {
    /// Transforms every value with a closure.
    ///
    /// Mirrors Combine's `map(_:)`.
    ///
    /// ```swift
    /// let c = [1, 2].publisher.map { $0 * 10 }.sink { print($0) }
    /// // Prints: 10
    /// //         20
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher `map(_:)` returns.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher transformed.
        public let upstream: Upstream

        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(OperatorInner<Upstream.Output, Failure, S>(
                downstream: subscriber, description: "Map",
                onValue: { .send(transform($0)) },
                onCompletion: { $0 }
            ))
        }
    }
}
