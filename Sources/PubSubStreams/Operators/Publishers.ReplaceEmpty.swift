extension Publisher {
    /// Publishes `output` if upstream finishes without any value.
    ///
    /// Mirrors Combine's `replaceEmpty(with:)`.
    ///
    /// ```swift
    /// let c = Empty<Int, Never>().replaceEmpty(with: 5).sink { print($0) }
    /// // Prints: 5
    /// ```
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher `replaceEmpty(with:)` returns.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher watched for emptiness.
        public let upstream: Upstream
        /// The value published when upstream is empty.
        public let output: Upstream.Output

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes: values pass through; an empty upstream becomes `output` then finished.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let replacement = output
            var sawValue = false  // touched only from the closures below, which upstream calls serially
            Publishers.Concatenate(
                prefix: upstream.handleEvents(receiveOutput: { _ in sawValue = true }),
                suffix: Deferred { Publishers.Sequence<[Output], Failure>(sequence: sawValue ? [] : [replacement]) }
            ).subscribe(subscriber)
        }
    }
}
