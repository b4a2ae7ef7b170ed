extension Publisher {
    /// Publishes the last value that satisfies `predicate`, when upstream finishes.
    ///
    /// Mirrors Combine's `last(where:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 3, 4].publisher.last { $0 < 3 }.sink { print($0) }
    /// // Prints: 2
    /// ```
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last value that satisfies a throwing `predicate`; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryLast(where:)` (the failure type becomes `any Error`).
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `last(where:)` returns.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// Which values count.
        public let predicate: (Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the remembering subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                AccumulatingInner<Output, Failure, S>(
                    keeping: subscriber, description: "LastWhere", keepsLast: true, replaces: { predicate($1) }))
        }
    }

    /// The publisher `tryLast(where:)` returns.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher searched.
        public let upstream: Upstream
        /// Which values count; a throw fails the publisher.
        public let predicate: (Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the remembering subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                AccumulatingInner<Output, Upstream.Failure, S>(
                    keeping: subscriber, description: "TryLastWhere", keepsLast: true, replaces: { try predicate($1) }))
        }
    }
}
