extension Publisher {
    /// Transforms the failure with a closure; values pass unchanged.
    ///
    /// Mirrors Combine's `mapError(_:)`.
    ///
    /// ```swift
    /// struct A: Error {}; struct B: Error {}
    /// let c = Fail<Int, A>(error: A()).mapError { _ in B() }
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// // Prints: failure(B())
    /// ```
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
}

extension Publishers {
    /// The publisher `mapError(_:)` returns.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output

        /// The publisher whose failure is transformed.
        public let upstream: Upstream

        /// The failure transform.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates the publisher.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = map
        }

        /// Subscribes through the error-transforming subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                PassThroughInner<Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "MapError",
                    onValue: { $0 },
                    onCompletion: { $0.mapFailure(transform) }
                ))
        }
    }
}
