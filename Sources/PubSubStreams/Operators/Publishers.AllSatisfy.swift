extension Publisher {
    /// Publishes `false` (and cancels upstream) at the first value failing `predicate`, or `true` when upstream finishes.
    ///
    /// Mirrors Combine's `allSatisfy(_:)`.
    ///
    /// ```swift
    /// let c = [2, 4, 6].publisher.allSatisfy { $0 % 2 == 0 }.sink { print($0) }
    /// // Prints: true
    /// ```
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Like `allSatisfy(_:)` with a throwing predicate; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryAllSatisfy(_:)`.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// The publisher `allSatisfy(_:)` returns.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every value satisfied the predicate.
        public typealias Output = Bool
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher checked.
        public let upstream: Upstream
        /// The condition every value must meet.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the checking subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                searching(subscriber, description: "AllSatisfy", whenStopped: false, mapFailure: { $0 }) {
                    .init(found: !predicate($0))
                })
        }
    }

    /// The publisher `tryAllSatisfy(_:)` returns.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every value satisfied the predicate.
        public typealias Output = Bool
        /// Any error: upstream's or the predicate's.
        public typealias Failure = any Error

        /// The publisher checked.
        public let upstream: Upstream
        /// The condition every value must meet; a throw fails the publisher.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes through the checking subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.subscribe(
                searching(subscriber, description: "TryAllSatisfy", whenStopped: false, mapFailure: { $0 }) { value in
                    do { return .init(found: try !predicate(value)) } catch { return .failed(error) }
                })
        }
    }
}
