import Scheduling

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

/// The subscription of `collect(_:)`, as Combine's: passes `demand * count` up and each full array
/// down (returning the downstream's demand times `count`). A completion is always forwarded, after the
/// partial array on `finished` (a failure drops it), even after a cancel or before the subscription,
/// as Combine's does; a cancel before the subscription is a no-op.
private final class CollectByCountInner<Input, Failure: Error, Downstream: Subscriber>: LockedLink<CollectByCountState<Input>>,
    Subscriber
where Downstream.Input == [Input], Downstream.Failure == Failure {
    private let downstream: Downstream
    private let count: Int

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
        super.init("CollectByCount", state: CollectByCountState())
    }

    func receive(subscription: Subscription) {
        if attach(subscription) { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let batch = state.withLock { state -> [Input]? in
            guard state.isSubscribed else { return nil }
            state.buffer.append(input)
            guard state.buffer.count == count else { return nil }
            defer { state.buffer = [] }
            return state.buffer
        }
        guard let batch else { return .none }
        return downstream.receive(batch) * count
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let rest = state.withLock { state -> [Input] in
            state.phase = .terminal
            defer { state.buffer = [] }
            if case .failure = completion { return [] }
            return state.buffer
        }
        if !rest.isEmpty { _ = downstream.receive(rest) }
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return Violations.zeroDemand("CollectByCount's subscription") }
        super.request(demand * count)
    }

    override func cancel() {
        end { $0.buffer = [] }?.cancel()
    }
}

/// The state of `collect(_:)`'s subscription: the link and the values of the array being filled.
private struct CollectByCountState<Input>: LinkState {
    var phase = LinkPhase.awaiting
    var buffer: [Input] = []
}
