extension Publisher where Output: Equatable {
    /// Publishes `true` (and cancels upstream) as soon as `output` arrives, or `false` when upstream finishes.
    ///
    /// Mirrors Combine's `contains(_:)`.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.contains(2).sink { print($0) }
    /// // Prints: true
    /// ```
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publishers {
    /// The publisher `contains(_:)` returns.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// Whether the value arrived.
        public typealias Output = Bool
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher searched.
        public let upstream: Upstream
        /// The value looked for.
        public let output: Upstream.Output

        /// Creates the publisher.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes through the searching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            upstream.subscribe(searching(subscriber, description: "Contains", mapFailure: { $0 }) { .init(found: $0 == output) })
        }
    }

}

/// One search step of `contains`/`allSatisfy`: found (stop with the answer), not yet, or failed.
enum SearchStep<Failure: Error> {
    case stop, go
    case failed(Failure)

    init(found: Bool) { self = found ? .stop : .go }
}

/// The reducing subscription of a search: publishes `!whenStopped` when upstream finishes without a
/// stop, `whenStopped` (cancelling upstream) at the first stop.
func searching<Input, UpstreamFailure: Error, S: Subscriber>(
    _ subscriber: S, description: String, whenStopped: Bool = true,
    mapFailure: @escaping (UpstreamFailure) -> S.Failure, _ step: @escaping (Input) -> SearchStep<S.Failure>
) -> AccumulatingInner<Input, UpstreamFailure, S> where S.Input == Bool {
    var answer = !whenStopped  // touched only from accumulate/result, which upstream calls serially
    return AccumulatingInner(
        downstream: subscriber, description: description,
        accumulate: { value in
            switch step(value) {
            case .go: return .continue
            case .stop:
                answer = whenStopped
                return .finish
            case let .failed(error): return .fail(error)
            }
        },
        result: { answer },
        mapFailure: mapFailure
    )
}
