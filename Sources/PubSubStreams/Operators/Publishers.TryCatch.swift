extension Publisher {
    /// Replaces a failure with the publisher a throwing `handler` builds; a throw fails with that error.
    ///
    /// Mirrors Combine's `tryCatch(_:)` (the failure type becomes `any Error`).
    ///
    /// ```swift
    /// struct Boom: Error {}
    /// let c = Fail<Int, Boom>(error: Boom()).tryCatch { _ in Just(0) }
    ///     .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// // Prints: 0
    /// ```
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// The publisher `tryCatch(_:)` returns.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: the replacement's or the handler's.
        public typealias Failure = any Error

        /// The publisher whose failure is caught.
        public let upstream: Upstream
        /// Builds the replacement from the error; may throw.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes through the catching subscription (`"TryCatch"`); a throw from the handler fails at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            let inner = CatchInner<Output, Upstream.Failure, NewPublisher, S>(
                downstream: subscriber, description: "TryCatch",
                handler: { error in Result { try handler(error) } },
                replacementCompletion: { $0.mapFailure { $0 as any Error } })
            upstream.subscribe(inner.upstreamSubscriber)
        }
    }
}
