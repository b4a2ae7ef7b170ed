extension Publisher {
    /// Transforms each value and passes on the non-nil results.
    ///
    /// Mirrors Combine's `compactMap(_:)`.
    ///
    /// ```swift
    /// let c = ["1", "x", "3"].publisher.compactMap { Int($0) }.sink { print($0) }
    /// // Prints: 1
    /// //         3
    /// ```
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// The publisher `compactMap(_:)` returns.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher transformed.
        public let upstream: Upstream
        /// The transform; nil drops the value.
        public let transform: (Upstream.Output) -> Output?

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, description: "CompactMap", onValue: transform, onCompletion: { $0 }))
        }
    }
}
