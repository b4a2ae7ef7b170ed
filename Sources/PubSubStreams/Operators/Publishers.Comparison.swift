extension Publisher where Output: Comparable {
    /// Publishes the smallest value when upstream finishes.
    ///
    /// Mirrors Combine's `min()`.
    ///
    /// ```swift
    /// let c = [3, 1, 2].publisher.min().sink { print($0) }
    /// // Prints: 1
    /// ```
    public func min() -> Publishers.Comparison<Self> { max(by: >) }

    /// Publishes the greatest value when upstream finishes.
    ///
    /// Mirrors Combine's `max()`.
    ///
    /// ```swift
    /// let c = [3, 1, 2].publisher.max().sink { print($0) }
    /// // Prints: 3
    /// ```
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher {
    /// Publishes the smallest value by `areInIncreasingOrder` when upstream finishes.
    ///
    /// Mirrors Combine's `min(by:)`.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        max(by: { areInIncreasingOrder($1, $0) })
    }

    /// Publishes the greatest value by `areInIncreasingOrder` when upstream finishes.
    ///
    /// Mirrors Combine's `max(by:)`: a value replaces the kept one only when they are in increasing order,
    /// so of equal values the first is kept.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the smallest value by a throwing `areInIncreasingOrder`; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryMin(by:)`.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        tryMax(by: { try areInIncreasingOrder($1, $0) })
    }

    /// Publishes the greatest value by a throwing `areInIncreasingOrder`; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryMax(by:)`.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers {
    /// The publisher `min`/`max` return: keeps a value when the kept one and it are in increasing order.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher compared.
        public let upstream: Upstream
        /// Whether the first argument orders before the second.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Subscribes through the comparing subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                AccumulatingInner<Output, Failure, S>(
                    keeping: subscriber, description: "Comparison", keepsLast: true,
                    replaces: { kept, value in kept.map { ordered($0, value) } ?? true }, mapFailure: { $0 }))
        }
    }

    /// The publisher `tryMin`/`tryMax` return.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the closure's.
        public typealias Failure = any Error

        /// The publisher compared.
        public let upstream: Upstream
        /// Whether the first argument orders before the second; a throw fails the publisher.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Subscribes through the comparing subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                AccumulatingInner<Output, Upstream.Failure, S>(
                    keeping: subscriber, description: "TryComparison", keepsLast: true,
                    replaces: { kept, value in try kept.map { try ordered($0, value) } ?? true }, mapFailure: { $0 }))
        }
    }
}
