import Scheduling

extension Publisher {
    /// Replaces a failure with the publisher `handler` builds from the error.
    ///
    /// Mirrors Combine's `catch(_:)`: the downstream keeps one subscription; demand not yet met by
    /// the failed upstream carries over to the replacement.
    ///
    /// ```swift
    /// struct Boom: Error {}
    /// let c = Fail<Int, Boom>(error: Boom()).catch { _ in Just(-1) }.sink { print($0) }
    /// // Prints: -1
    /// ```
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publishers {
    /// The publisher `catch(_:)` returns.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure

        /// The publisher whose failure is caught.
        public let upstream: Upstream
        /// Builds the replacement from the error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes through the catching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            let inner = CatchInner<Output, Upstream.Failure, NewPublisher, S>(
                downstream: subscriber, description: "Catch",
                handler: { .success(handler($0)) }, replacementCompletion: { $0 })
            upstream.subscribe(inner.upstreamSubscriber)
        }
    }
}
