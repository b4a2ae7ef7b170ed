extension Publisher {
    /// Drops values while `predicate` holds, then passes on everything.
    ///
    /// Mirrors Combine's `drop(while:)`: each dropped value asks upstream for one more.
    ///
    /// ```swift
    /// let c = [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { print($0) }
    /// // Prints: 5
    /// //         1
    /// ```
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Like `drop(while:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryDrop(while:)`.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `drop(while:)` returns.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose leading values are dropped.
        public let upstream: Upstream
        /// Whether to keep dropping.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the dropping subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var dropping = true  // touched only from the step, which upstream calls serially
            upstream.subscribe(subscriber, as: "DropWhile", [.ignoresEarlyCancel, .checksZeroDemand]) { value in
                dropping = dropping && predicate(value)
                return dropping ? .drop : .send(value)
            }
        }
    }

    /// The publisher `tryDrop(while:)` returns.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher whose leading values are dropped.
        public let upstream: Upstream
        /// Whether to keep dropping; a throw fails the publisher.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the dropping subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var dropping = true  // touched only from the step, which upstream calls serially
            upstream.trySubscribe(subscriber, as: "TryDropWhile", [.ignoresEarlyCancel, .checksZeroDemand]) { value in
                dropping = try dropping && predicate(value)
                return dropping ? .drop : .send(value)
            }
        }
    }
}
