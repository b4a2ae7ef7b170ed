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
    private struct State: ClockState {
        var phase = LinkPhase.awaiting
        var didTimeout = false
        var requested = false
        /// Upstream completed; the completion is on its way (the clock keeps running, as in Combine).
        var completing = false
        var clock: Cancellable = NoSubscription()
        var generation = 0
    }

    /// Combine's watching subscription. Its clock is a repeating timer (`schedule(after:interval:…)`
    /// from `now + interval`, every `interval`), started when the upstream subscription arrives,
    /// again at the first request, and again at each value (the previous one cancelled). Values and
    /// the completion hop through `schedule(options:)`; the value's demand is requested from upstream
    /// when it is delivered. A timeout cancels upstream and ends the stream; a completion already on
    /// its way is dropped by a downstream cancel. An upstream completion leaves the clock running
    /// (Combine's, recorded: the test scheduler still runs to the timeout time); when it fires after
    /// the end it stops.
    private final class Inner<Downstream: Subscriber>: LockedLink<State>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        /// A constant, released with this subscription (as Combine's).
        private let downstream: Downstream
        private let configuration: Publishers.Timeout<Upstream, Context>

        init(_ configuration: Publishers.Timeout<Upstream, Context>, downstream: Downstream) {
            self.configuration = configuration
            self.downstream = downstream
            super.init("Timeout", state: State())
        }

        /// Starts a clock for the new generation (cancelling the one it replaces, and itself if the stream
        /// ended meanwhile).
        private func restartClock() {
            let generation = state.withLock { state -> Int in
                state.generation += 1
                return state.generation
            }
            let (scheduler, interval, options) = (configuration.scheduler, configuration.interval, configuration.options)
            startClock(
                on: scheduler, every: interval, options: options, isCurrent: { $0.isSubscribed && $0.generation == generation },
                fire: { self.timedOut(generation) })
        }

        private func timedOut(_ generation: Int) {
            let taken = state.withLock { state -> (Subscription?, Cancellable)? in
                guard state.generation == generation else { return nil }
                // The stream ended before this clock: it stops now (a completion leaves it running).
                guard !state.didTimeout, let upstream = state.end() else { return (nil, state.takeClock()) }
                state.didTimeout = true
                return (upstream, state.takeClock())
            }
            guard let (upstream, clock) = taken else { return }
            clock.cancel()
            guard let upstream else { return }
            upstream.cancel()
            downstream.receive(completion: configuration.customError.map { .failure($0()) } ?? .finished)
        }

        func receive(subscription: Subscription) {
            guard attach(subscription) else { return }
            restartClock()
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard state.withLock({ !$0.didTimeout && $0.isSubscribed }) else { return .none }
            restartClock()
            configuration.scheduler.schedule(options: configuration.options) { self.deliver(input) }
            return .none
        }

        private func deliver(_ input: Input) {
            guard let upstream = state.withLock({ $0.didTimeout ? nil : $0.upstream }) else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream.request(more) }
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let accepted = state.withLock { state -> Bool in
                guard state.isSubscribed, !state.completing else { return false }
                state.completing = true
                return true
            }
            guard accepted else { return }
            configuration.scheduler.schedule(options: configuration.options) { self.deliver(completion) }
        }

        private func deliver(_ completion: Subscribers.Completion<Failure>) {
            if end() != nil { downstream.receive(completion: completion) }
        }

        override func request(_ demand: Subscribers.Demand) {
            let (upstream, first) = state.withLock { state -> (Subscription?, Bool) in
                guard let upstream = state.upstream else { return (nil, false) }
                defer { state.requested = true }
                return (upstream, !state.requested)
            }
            guard let upstream else { return }
            if first { restartClock() }
            upstream.request(demand)
        }

        override func cancel() {
            var clock: Cancellable = NoSubscription()
            let upstream = end { clock = $0.takeClock() }
            clock.cancel()
            upstream?.cancel()
        }
    }
}
