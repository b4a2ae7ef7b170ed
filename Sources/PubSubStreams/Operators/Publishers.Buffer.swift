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
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private struct State {
            var downstream: Downstream?
            var upstream: Subscription?
            var subscribed = false
            var buffer: [Output] = []
            var demand: Subscribers.Demand = .none
            var pendingCompletion: Subscribers.Completion<Failure>?
            var draining = false
        }

        private let state: Locked<State>
        private let configuration: Publishers.Buffer<Upstream>

        init(_ configuration: Publishers.Buffer<Upstream>, downstream: Downstream) {
            self.configuration = configuration
            state = Locked(State(downstream: downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Buffer" }

        func receive(subscription: Subscription) {
            let downstream = state.withLock { state -> Downstream? in
                guard !state.subscribed, let downstream = state.downstream else { return nil }
                state.subscribed = true
                state.upstream = subscription
                return downstream
            }
            guard let downstream else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
            if configuration.prefetch == .keepFull { subscription.request(.max(configuration.size)) }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let overflowError = state.withLock { state -> (() -> Failure)? in
                guard state.downstream != nil, state.pendingCompletion == nil else { return nil }
                if state.buffer.count < configuration.size {
                    state.buffer.append(input)
                    return nil
                }
                switch configuration.whenFull {
                case .dropNewest:
                    return nil
                case .dropOldest:
                    state.buffer.removeFirst()
                    state.buffer.append(input)
                    return nil
                case let .customError(makeError):
                    return makeError
                }
            }
            if let overflowError {
                let error = overflowError()
                let upstream = state.withLock { state -> Subscription? in
                    guard state.pendingCompletion == nil else { return nil }
                    state.buffer = []
                    state.pendingCompletion = .failure(error)
                    defer { state.upstream = nil }
                    return state.upstream
                }
                upstream?.cancel()
            }
            drain()
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            state.withLock { state in
                guard state.downstream != nil, state.pendingCompletion == nil else { return }
                state.upstream = nil
                state.pendingCompletion = completion
                if case .failure = completion { state.buffer = [] }
            }
            drain()
        }

        func request(_ demand: Subscribers.Demand) {
            let upstream = state.withLock { state -> Subscription? in
                guard state.downstream != nil else { return nil }
                state.demand += demand
                return configuration.prefetch == .byRequest ? state.upstream : nil
            }
            upstream?.request(demand)
            drain()
        }

        func cancel() {
            let (upstream, downstream) = state.withLock { state in
                defer {
                    state.upstream = nil
                    state.downstream = nil
                    state.buffer = []
                }
                return (state.upstream, state.downstream)
            }
            upstream?.cancel()
            _ = downstream
        }

        private enum Action {
            case value(Downstream, Output, Subscription?)
            case complete(Downstream, Subscribers.Completion<Failure>)
            case idle
        }

        private func drain() {
            let start = state.withLock { state -> Bool in
                guard !state.draining else { return false }
                state.draining = true
                return true
            }
            guard start else { return }
            while true {
                let action = state.withLock { state -> Action in
                    guard let downstream = state.downstream else {
                        state.draining = false
                        return .idle
                    }
                    if !state.buffer.isEmpty, state.demand > 0 {
                        state.demand -= 1
                        let refill = configuration.prefetch == .keepFull ? state.upstream : nil
                        return .value(downstream, state.buffer.removeFirst(), refill)
                    }
                    if state.buffer.isEmpty, let completion = state.pendingCompletion {
                        state.downstream = nil
                        state.draining = false
                        return .complete(downstream, completion)
                    }
                    state.draining = false
                    return .idle
                }
                switch action {
                case let .value(downstream, value, refill):
                    let more = downstream.receive(value)
                    state.withLock { $0.demand += more }
                    refill?.request(.max(1))
                case let .complete(downstream, completion):
                    downstream.receive(completion: completion)
                    return
                case .idle:
                    return
                }
            }
        }
    }
}
