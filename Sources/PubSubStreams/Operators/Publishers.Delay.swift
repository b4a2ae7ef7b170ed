import Scheduling

extension Publisher {
    /// Delivers every value and the completion `interval` later, on `scheduler`.
    ///
    /// Mirrors Combine's `delay(for:tolerance:scheduler:options:)`: the subscription passes through
    /// at once; failures are delayed too (as the transcripts show); nothing arrives after cancel.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = Just(1).delay(for: .seconds(2), scheduler: scheduler).sink { print($0) }
    /// scheduler.advance(by: .seconds(2))
    /// // Prints: 1
    /// ```
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        if interval < .zero { Violations.negativeInterval("\(interval)", in: "delay") }
        return Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler, options: options
        )
    }
}

extension Publishers {
    /// The publisher `delay(for:tolerance:scheduler:options:)` returns.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher delayed.
        public let upstream: Upstream
        /// The delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The tolerance passed to the scheduler.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where delivery happens.
        public let scheduler: Context
        /// Scheduler options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes through the delaying subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(self, downstream: subscriber))
        }
    }
}

extension Publishers.Delay {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private struct State {
            var downstream: Downstream?
            var upstream: Subscription?
            var subscribed = false
            var completed = false
        }

        private let state: Locked<State>
        private let configuration: Publishers.Delay<Upstream, Context>

        init(_ configuration: Publishers.Delay<Upstream, Context>, downstream: Downstream) {
            self.configuration = configuration
            state = Locked(State(downstream: downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Delay" }

        private func later(_ action: @escaping () -> Void) {
            let scheduler = configuration.scheduler
            scheduler.schedule(
                after: scheduler.now.advanced(by: configuration.interval), tolerance: configuration.tolerance,
                options: configuration.options, action
            )
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
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            later { [self] in
                guard let (downstream, upstream) = state.withLock({ state -> (Downstream, Subscription?)? in
                    state.downstream.map { ($0, state.upstream) }
                }) else { return }
                let more = downstream.receive(input)
                if more > 0 { upstream?.request(more) }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let accepted = state.withLock { state -> Bool in
                guard state.downstream != nil, !state.completed else { return false }
                state.completed = true
                state.upstream = nil
                return true
            }
            guard accepted else { return }
            later { [self] in
                let downstream = state.withLock { state -> Downstream? in
                    defer { state.downstream = nil }
                    return state.downstream
                }
                downstream?.receive(completion: completion)
            }
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
