extension Publisher where Failure == Never {
    /// Declares a failure type for a publisher that cannot fail, so it composes with failing ones.
    ///
    /// Mirrors Combine's `setFailureType(to:)`.
    ///
    /// ```swift
    /// struct Boom: Error {}
    /// let p: AnyPublisher<Int, Boom> = Just(1).setFailureType(to: Boom.self).eraseToAnyPublisher()
    /// ```
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publishers {
    /// The publisher `setFailureType(to:)` returns.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// Same output as upstream.
        public typealias Output = Upstream.Output

        /// The publisher that cannot fail.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through a forwarding subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                PassThroughInner<Output, Never, S>(
                    downstream: subscriber, description: "SetFailureType",
                    onValue: { $0 },
                    onCompletion: { _ in .finished }
                ))
        }
    }
}
