extension Publisher {
    /// Folds all values into one, published when upstream finishes.
    ///
    /// Mirrors Combine's `reduce(_:_:)`: upstream gets unlimited demand as soon as it is subscribed;
    /// the result and the completion wait for the downstream's first request.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.reduce(0, +).sink { print($0) }
    /// // Prints: 6
    /// ```
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Publishes the last value when upstream finishes (nothing if there was none).
    ///
    /// Mirrors Combine's `last()`.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.last().sink { print($0) }
    /// // Prints: 3
    /// ```
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }
}

extension Publishers {
    /// The publisher `reduce(_:_:)` returns.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher folded.
        public let upstream: Upstream
        /// The starting result.
        public let initial: Output
        /// Folds one value into the result.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes through the folding subscription (one accumulator per subscriber).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(
                subscriber, reducingAs: "Reduce", from: initial, mapFailure: { $0 },
                next: { result, value throws(Failure) in next(result, value) })
        }
    }

}
