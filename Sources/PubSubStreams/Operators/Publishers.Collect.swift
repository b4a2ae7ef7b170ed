extension Publisher {
    /// Collects all values into one array, published when upstream finishes.
    ///
    /// Mirrors Combine's `collect()`: an empty upstream gives `[]`; a failure drops what was collected.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.collect().sink { print($0) }
    /// // Prints: [1, 2, 3]
    /// ```
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects values into arrays of `count`, publishing each when full and the rest when upstream finishes.
    ///
    /// Mirrors Combine's `collect(_:)`: demand for n arrays asks upstream for `n * count` values; a
    /// failure drops a partial array.
    ///
    /// ```swift
    /// let c = [1, 2, 3].publisher.collect(2).sink { print($0) }
    /// // Prints: [1, 2]
    /// //         [3]
    /// ```
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}

extension Publishers {
    /// The publisher `collect()` returns.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// All of upstream's values.
        public typealias Output = [Upstream.Output]
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes through the collecting subscription (one array per subscriber).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var values: [Upstream.Output] = []  // touched only from accumulate/result, which upstream calls serially
            upstream.subscribe(AccumulatingInner<Upstream.Output, Failure, S>(
                downstream: subscriber, description: "Collect",
                accumulate: { value in
                    values.append(value)
                    return .continue
                },
                result: { values },
                mapFailure: { $0 }
            ))
        }
    }

    /// The publisher `collect(_:)` returns.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// Arrays of up to `count` values.
        public typealias Output = [Upstream.Output]
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream
        /// The size of each array (the last may be shorter).
        public let count: Int

        /// Creates the publisher; a `count` below 1 is reported and treated as 1.
        public init(upstream: Upstream, count: Int) {
            if count < 1 { Violations.nonPositiveCount(count, in: "collect") }
            self.upstream = upstream
            self.count = Swift.max(1, count)
        }

        /// Subscribes through the batching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByCountInner(downstream: subscriber, count: count))
        }
    }
}

/// The subscription of `collect(_:)`: passes `demand * count` up, and each full array down.
private final class CollectByCountInner<Input, Failure: Error, Downstream: Subscriber>: UpstreamLink, Subscriber
where Downstream.Input == [Input], Downstream.Failure == Failure {
    /// Touched only on the serial event path (the upstream's calls into this subscriber).
    private var buffer: [Input] = []
    private let downstream: Downstream
    private let count: Int

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
        buffer.reserveCapacity(count)
        super.init(description: "CollectByCount")
    }

    func receive(subscription: Subscription) {
        guard attach(subscription) else { return }
        downstream.receive(subscription: CollectByCountRequests(link: self, count: count))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard isSubscribed else { return .none }
        buffer.append(input)
        guard buffer.count == count else { return .none }
        let batch = buffer
        buffer.removeAll(keepingCapacity: true)
        return downstream.receive(batch) * count
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard enterTerminal() else { return }
        leaveUpstream()
        if case .finished = completion, !buffer.isEmpty {
            _ = downstream.receive(buffer)
        }
        buffer = []
        downstream.receive(completion: completion)
    }
}

/// What the downstream of `collect(_:)` holds: multiplies its requests by `count`.
private final class CollectByCountRequests: Subscription, CustomStringConvertible {
    private let link: UpstreamLink
    private let count: Int

    init(link: UpstreamLink, count: Int) {
        self.link = link
        self.count = count
    }

    var description: String { "CollectByCount" }
    func request(_ demand: Subscribers.Demand) { link.request(demand * count) }
    func cancel() { link.cancel() }
}
