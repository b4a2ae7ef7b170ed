extension Publisher {
    /// Drops a value when a throwing `predicate` says it repeats the previous one; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryRemoveDuplicates(by:)`: each dropped value asks upstream for one more.
    ///
    /// ```swift
    /// let c = [1, 1, 2].publisher.tryRemoveDuplicates { $0 == $1 }
    ///     .sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// // Prints: 1
    /// //         2
    /// ```
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `tryRemoveDuplicates(by:)` returns.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher de-duplicated.
        public let upstream: Upstream
        /// Whether two consecutive values count as duplicates; a throw fails the publisher.
        public let predicate: (Output, Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the de-duplicating subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var previous: Output?  // touched only from the step, which upstream calls serially
            upstream.trySubscribe(subscriber, as: "TryRemoveDuplicates", [.trapsEarlyEvents]) { value in
                defer { previous = value }
                if let previous, try predicate(previous, value) { return .drop }
                return .send(value)
            }
        }
    }
}
