extension Publisher {
    /// Publishes each intermediate result of accumulating the values with a closure.
    ///
    /// Mirrors Combine's `scan(_:_:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.scan(0, +).sink { print($0) }
    /// // Prints: 1
    /// //         3
    /// //         6
    /// ```
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Like `scan(_:_:)` with a throwing closure; a throw cancels upstream and fails.
    ///
    /// Mirrors Combine's `tryScan(_:_:)`.
    public func tryScan<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
    ) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}

extension Publishers {
    /// The publisher `scan(_:_:)` returns.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher accumulated.
        public let upstream: Upstream
        /// The starting result.
        public let initialResult: Output
        /// Combines the result so far with a value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes through the accumulating subscription (one accumulator per subscriber).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var result = initialResult  // touched only from onValue, which upstream calls serially
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, description: "Scan",
                    onValue: { value in
                        result = next(result, value)
                        return result
                    },
                    onCompletion: { $0 }
                ))
        }
    }

    /// The publisher `tryScan(_:_:)` returns.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the closure's.
        public typealias Failure = any Error

        /// The publisher accumulated.
        public let upstream: Upstream
        /// The starting result.
        public let initialResult: Output
        /// Combines the result so far with a value; may throw.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes through the accumulating subscription (one accumulator per subscriber).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var result = initialResult  // touched only from the step, which upstream calls serially
            upstream.trySubscribe(subscriber, as: "TryScan", [.ignoresEarlyCancel, .passesValuesUnchecked]) { value in
                result = try next(result, value)
                return .send(result)
            }
        }
    }
}
