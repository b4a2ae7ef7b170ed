extension Publisher {
    /// Passes values on while `predicate` holds; the first that fails it cancels upstream and finishes.
    ///
    /// Mirrors Combine's `prefix(while:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }
    /// // Prints: 1
    /// //         2
    /// ```
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Like `prefix(while:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryPrefix(while:)`.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `prefix(while:)` returns.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher cut short.
        public let upstream: Upstream
        /// Whether to keep passing values on.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the cutting subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(subscriber, as: "PrefixWhile", [.trapsEarlyEvents]) { predicate($0) ? .send($0) : .finish }
        }
    }

    /// The publisher `tryPrefix(while:)` returns.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher cut short.
        public let upstream: Upstream
        /// Whether to keep passing values on; a throw fails the publisher.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the cutting subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.trySubscribe(subscriber, as: "TryPrefixWhile", [.trapsEarlyEvents]) { try predicate($0) ? .send($0) : .finish }
        }
    }
}
