import Scheduling

extension Publishers {
    /// When `buffer` asks upstream for values (Combine's `Publishers.PrefetchStrategy`).
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Ask for enough values to fill the buffer at once, and one more per value delivered.
        case keepFull
        /// Ask upstream only as the downstream asks.
        case byRequest
    }

    /// What `buffer` does with a value that finds the buffer full (Combine's `Publishers.BufferingStrategy`).
    public enum BufferingStrategy<Failure: Error> {
        /// Drop the new value.
        case dropNewest
        /// Drop the oldest buffered value to make room.
        case dropOldest
        /// Fail with this error.
        case customError(() -> Failure)
    }
}

extension Publisher {
    /// Keeps up to `size` values that the downstream has not asked for yet.
    ///
    /// Mirrors Combine's `buffer(size:prefetch:whenFull:)`. Buffered values are delivered before a
    /// `finished` completion; a failure is delivered at once.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let recorder = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// subject.buffer(size: 10, prefetch: .keepFull, whenFull: .dropNewest).subscribe(recorder)
    /// subject.send(1)
    /// // Prints: 1
    /// ```
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    ) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

extension Publishers {
    /// The publisher `buffer(size:prefetch:whenFull:)` returns.
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher buffered.
        public let upstream: Upstream
        /// The most values kept (at least 1).
        public let size: Int
        /// When upstream is asked for values.
        public let prefetch: PrefetchStrategy
        /// What happens to a value that finds the buffer full.
        public let whenFull: BufferingStrategy<Failure>

        /// Creates the publisher.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = Swift.max(1, size)
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Subscribes through the buffering subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(self, downstream: subscriber))
        }
    }
}

extension Publishers.Buffer {
    private struct State: LinkState {
        var phase = LinkPhase.awaiting
        var values: [Output] = []
        var demand: Subscribers.Demand = .none
        var completion: Subscribers.Completion<Failure>?
        /// Values are being delivered (a request from inside only adds demand).
        var delivering = false
    }

    /// The subscription. As Combine's: on its upstream subscription it first asks upstream for
    /// `.max(size)` (`.keepFull`) or `.unlimited` (`.byRequest`), then hands itself downstream. Values
    /// are kept until the downstream asks; with `.keepFull`, every value delivered asks upstream for
    /// one more (returned from `receive(_:)` or requested after a downstream request). A `finished`
    /// waits behind the kept values; a failure (upstream's, or `.customError` when full, which also
    /// cancels upstream) goes out as soon as the downstream has no demand left or nothing is kept.
    /// A request made while values are being delivered only adds demand: the delivering call sends on.
    private final class Inner<Downstream: Subscriber>: LockedLink<State>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        /// The buffer's settings only, not the publisher: holding the upstream publisher would keep a publisher
        /// that holds its subscriber alive in a cycle (Combine's keeps only the settings; OpenCombine's
        /// `BufferTests` lifecycle tests see the publisher freed).
        private let size: Int
        private let prefetch: Publishers.PrefetchStrategy
        private let whenFull: Publishers.BufferingStrategy<Failure>
        private let downstream: Downstream

        init(_ configuration: Publishers.Buffer<Upstream>, downstream: Downstream) {
            size = configuration.size
            prefetch = configuration.prefetch
            whenFull = configuration.whenFull
            self.downstream = downstream
            super.init("Buffer", state: State())
        }

        func receive(subscription: Subscription) {
            guard attach(subscription) else { return }
            subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
            downstream.receive(subscription: self)
        }

        private enum Arrival {
            case ignore
            case drain
            case fail(() -> Failure)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let arrival = state.withLock { state -> Arrival in
                guard state.upstream != nil else { return .ignore }
                if case .failure? = state.completion { return .ignore }
                if state.values.count >= size {
                    switch whenFull {
                    case .dropNewest: return .drain
                    case .dropOldest: state.values.removeFirst()
                    case let .customError(makeError): return .fail(makeError)
                    }
                }
                state.values.append(input)
                return .drain
            }
            switch arrival {
            case .ignore:
                return .none
            case .drain:
                return drain()
            case let .fail(makeError):
                let error = makeError()
                let subscription = state.withLock { state -> Subscription? in
                    guard let subscription = state.upstream else { return nil }
                    state.completion = .failure(error)
                    return subscription
                }
                subscription?.cancel()
                return .none
            }
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let accepted = state.withLock { state -> Bool in
                guard state.upstream != nil, state.completion == nil else { return false }
                state.completion = completion
                return true
            }
            if accepted { _ = drain() }
        }

        override func request(_ demand: Subscribers.Demand) {
            let subscription = state.withLock { state -> Subscription? in
                guard let subscription = state.upstream else { return nil }
                state.demand += demand
                return state.delivering ? nil : subscription
            }
            guard let subscription else { return }
            let more = drain()
            if more > 0 { subscription.request(more) }
        }

        override func cancel() {
            end { $0.values = [] }?.cancel()
        }

        private enum Step {
            case stop
            case complete(Subscribers.Completion<Failure>)
            case deliver([Output])
        }

        /// Delivers what the demand allows; returns how many values to ask upstream for (`.keepFull`:
        /// one per value delivered).
        private func drain() -> Subscribers.Demand {
            var upstreamDemand = Subscribers.Demand.none
            while true {
                let step = state.withLock { state -> Step in
                    state.delivering = false
                    guard state.upstream != nil else { return .stop }
                    guard state.demand > 0 else {
                        guard case .failure? = state.completion, let completion = state.completion else { return .stop }
                        state.phase = .terminal
                        return .complete(completion)
                    }
                    guard !state.values.isEmpty else {
                        guard let completion = state.completion else { return .stop }
                        state.phase = .terminal
                        return .complete(completion)
                    }
                    let count = state.demand.max.map { Swift.min($0, state.values.count) } ?? state.values.count
                    let popped = Array(state.values.prefix(count))
                    state.values.removeFirst(count)
                    state.demand -= count
                    state.delivering = true
                    return .deliver(popped)
                }
                switch step {
                case .stop:
                    return upstreamDemand
                case let .complete(completion):
                    downstream.receive(completion: completion)
                    return upstreamDemand
                case let .deliver(values):
                    var more = Subscribers.Demand.none
                    for value in values { more += downstream.receive(value) }
                    if prefetch == .keepFull { upstreamDemand += values.count }
                    state.withLock { $0.demand += more }
                }
            }
        }
    }
}
