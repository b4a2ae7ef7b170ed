extension Publisher where Failure == Never {
    /// Makes this publisher connectable: subscribers attach first, upstream is subscribed at `connect()`.
    ///
    /// Mirrors Combine's `makeConnectable()` (a `multicast` through a `PassthroughSubject`).
    ///
    /// ```swift
    /// let connectable = Just(1).makeConnectable()
    /// let c = connectable.sink { print($0) }
    /// let connection = connectable.connect()
    /// // Prints: 1
    /// ```
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publishers {
    /// The connectable publisher `makeConnectable()` returns.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates the publisher.
        public init(upstream: Upstream) {
            inner = upstream.multicast(subject: PassthroughSubject())
        }

        /// Subscribes `subscriber` to the shared subject.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        /// Subscribes upstream; cancel the result to disconnect.
        public func connect() -> Cancellable {
            inner.connect()
        }
    }
}
