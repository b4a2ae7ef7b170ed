import Scheduling

extension Publisher {
    /// Ends the stream if `interval` passes without a value (counted from subscription, then from each value).
    ///
    /// Mirrors Combine's `timeout(_:scheduler:options:customError:)`: on timeout upstream is cancelled
    /// and the stream finishes, or fails with `customError()` when given.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = PassthroughSubject<Int, Never>().timeout(.seconds(1), scheduler: scheduler)
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// scheduler.advance(by: .seconds(1))
    /// // Prints: finished
    /// ```
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

extension Publishers {
    /// The publisher `timeout(_:scheduler:options:customError:)` returns.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// The longest quiet period allowed.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the timer runs and events are delivered.
        public let scheduler: Context
        /// Scheduler options.
        public let options: Context.SchedulerOptions?
        /// The error to fail with on timeout (nil: finish instead).
        public let customError: (() -> Upstream.Failure)?

        /// Creates the publisher.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Subscribes through the watching subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(self, downstream: subscriber))
        }
    }
}

extension Publishers.Timeout {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private struct State {
            var downstream: Downstream?
            var upstream: Subscription?
            var subscribed = false
            var generation = 0
        }

        private let state: Locked<State>
        private let configuration: Publishers.Timeout<Upstream, Context>

        init(_ configuration: Publishers.Timeout<Upstream, Context>, downstream: Downstream) {
            self.configuration = configuration
            state = Locked(State(downstream: downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Timeout" }

        private func startTimer(_ generation: Int) {
            let scheduler = configuration.scheduler
            scheduler.schedule(
                after: scheduler.now.advanced(by: configuration.interval), tolerance: scheduler.minimumTolerance,
                options: configuration.options
            ) { [weak self] in self?.fire(generation) }
        }

        private func fire(_ generation: Int) {
            let taken = state.withLock { state -> (Downstream, Subscription?)? in
                guard state.generation == generation, let downstream = state.downstream else { return nil }
                defer {
                    state.downstream = nil
                    state.upstream = nil
                }
                return (downstream, state.upstream)
            }
            guard let (downstream, upstream) = taken else { return }
            upstream?.cancel()
            downstream.receive(completion: configuration.customError.map { .failure($0()) } ?? .finished)
        }

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
            startTimer(0)
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let delivery = state.withLock { state -> (Downstream, Int)? in
                guard let downstream = state.downstream else { return nil }
                state.generation += 1
                return (downstream, state.generation)
            }
            guard let (downstream, generation) = delivery else { return .none }
            startTimer(generation)
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let downstream = state.withLock { state -> Downstream? in
                defer {
                    state.downstream = nil
                    state.upstream = nil
                }
                return state.downstream
            }
            downstream?.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            state.withLock { $0.upstream }?.request(demand)
        }

        func cancel() {
            let (upstream, downstream) = state.withLock { state in
                defer {
                    state.upstream = nil
                    state.downstream = nil
                }
                return (state.upstream, state.downstream)
            }
            upstream?.cancel()
            _ = downstream
        }
    }
}
