extension Publisher {
    /// Publishes the first value, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `first()`: upstream is asked for `.unlimited` at once; the value and the
    /// completion wait for the downstream's first request; an upstream that finishes empty makes it
    /// finish empty.
    ///
    /// ```swift
    /// let c = [4, 5].publisher.first().sink { print($0) }
    /// // Prints: 4
    /// ```
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes the first value that satisfies `predicate`, then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `first(where:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 3, 4].publisher.first { $0 > 2 }.sink { print($0) }
    /// // Prints: 3
    /// ```
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the first value that satisfies a throwing `predicate`; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryFirst(where:)` (the failure type becomes `any Error`).
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `first()` returns.
    public struct First<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first value is taken.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the one-value subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                AccumulatingInner<Output, Failure, S>(
                    keeping: subscriber, description: "First", keepsLast: false, replaces: { _, _ in true })
            )
        }
    }

    /// The publisher `first(where:)` returns.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// Which value to take.
        public let predicate: (Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the searching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                AccumulatingInner<Output, Failure, S>(
                    keeping: subscriber, description: "TryFirst", keepsLast: false, replaces: { predicate($1) }))
        }
    }

    /// The publisher `tryFirst(where:)` returns.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher searched.
        public let upstream: Upstream
        /// Which value to take; a throw fails the publisher.
        public let predicate: (Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the searching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                AccumulatingInner<Output, Upstream.Failure, S>(
                    keeping: subscriber, description: "TryFirstWhere", keepsLast: false, replaces: { try predicate($1) }))
        }
    }
}
