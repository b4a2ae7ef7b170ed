import Scheduling

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
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes through the transforming subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            let inner = OperatorInner<Upstream.Output, Failure, S>(
                downstream: subscriber, description: "Map",
                onValue: { .send(transform($0)) },
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
