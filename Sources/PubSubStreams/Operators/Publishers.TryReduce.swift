extension Publisher {
    /// Folds all values into one with a throwing closure; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryReduce(_:_:)` (the failure type becomes `any Error`).
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.tryReduce(0, +).sink(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// // Prints: 6
    /// ```
    public func tryReduce<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
    ) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// The publisher `tryReduce(_:_:)` returns.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the closure's.
        public typealias Failure = any Error

        /// The publisher folded.
        public let upstream: Upstream
        /// The starting result.
        public let initial: Output
        /// Folds one value into the result; a throw fails the publisher.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes through the folding subscription (one accumulator per subscriber).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber, reducingAs: "TryReduce", from: initial, mapFailure: { $0 }, next: nextPartialResult)
        }
    }
}
