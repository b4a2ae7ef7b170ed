import Scheduling

extension Publisher {
    /// Publishes at most one value per `interval`: the first value at once, then per window the
    /// first (`latest: false`) or the most recent (`latest: true`) value received in it.
    ///
    /// Mirrors Combine's `throttle(for:scheduler:latest:)`. Emissions happen on `scheduler`; a
    /// completion waits for a pending emission at the end of its window (as the transcripts show).
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).sink { print($0) }
    /// subject.send(1); scheduler.advance()
    /// subject.send(2); subject.send(3); scheduler.advance(by: .seconds(1))
    /// // Prints: 1
    /// //         3
    /// ```
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        if interval < .zero { Violations.negativeInterval("\(interval)", in: "throttle") }
        return Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// The publisher `throttle(for:scheduler:latest:)` returns.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher throttled.
        public let upstream: Upstream
        /// The window length.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where emissions happen.
        public let scheduler: Context
        /// Keep the most recent value of a window (true) or the first (false).
        public let latest: Bool

        /// Creates the publisher.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Subscribes through the throttling subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(self, downstream: subscriber))
        }
    }
}

extension Publishers.Throttle {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private struct State {
            var downstream: Downstream?
            var upstream: Subscription?
            var subscribed = false
            var demand: Subscribers.Demand = .none
            var lastEmission: Context.SchedulerTimeType?
            var pending: Output?
            var flushScheduled = false
            var pendingCompletion: Subscribers.Completion<Failure>?
        }

        private let state: Locked<State>
        private let configuration: Publishers.Throttle<Upstream, Context>

        init(_ configuration: Publishers.Throttle<Upstream, Context>, downstream: Downstream) {
            self.configuration = configuration
            state = Locked(State(downstream: downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Throttle" }

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
            subscription.request(.unlimited)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let scheduler = configuration.scheduler
            let now = scheduler.now
            let flushAt = state.withLock { state -> Context.SchedulerTimeType? in
                guard state.downstream != nil, state.pendingCompletion == nil else { return nil }
                if state.pending == nil || configuration.latest { state.pending = input }
                guard !state.flushScheduled else { return nil }
                state.flushScheduled = true
                guard let last = state.lastEmission else { return now }
                let due = last.advanced(by: configuration.interval)
                return due < now ? now : due
            }
            if let flushAt {
                scheduler.schedule(after: flushAt, tolerance: scheduler.minimumTolerance, options: nil) { [self] in flush() }
            }
            return .none
        }

        private func flush() {
            let now = configuration.scheduler.now
            let (delivery, completion) = state.withLock { state -> ((Downstream, Output)?, (Downstream, Subscribers.Completion<Failure>)?) in
                state.flushScheduled = false
                guard let downstream = state.downstream else { return (nil, nil) }
                var delivery: (Downstream, Output)?
                if let value = state.pending {
                    state.pending = nil
                    state.lastEmission = now
                    if state.demand > 0 {
                        state.demand -= 1
                        delivery = (downstream, value)
                    }
                }
                guard let completion = state.pendingCompletion else { return (delivery, nil) }
                state.downstream = nil
                return (delivery, (downstream, completion))
            }
            if let (downstream, value) = delivery {
                let more = downstream.receive(value)
                state.withLock { $0.demand += more }
            }
            if let (downstream, completion) = completion {
                downstream.receive(completion: completion)
            }
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let scheduleNow = state.withLock { state -> Bool in
                guard state.downstream != nil, state.pendingCompletion == nil else { return false }
                state.upstream = nil
                state.pendingCompletion = completion
                if case .failure = completion { state.pending = nil }
                guard !state.flushScheduled || state.pending == nil else { return false }
                state.flushScheduled = true
                return true
            }
            if scheduleNow {
                configuration.scheduler.schedule(options: nil) { [self] in flush() }
            }
        }

        func request(_ demand: Subscribers.Demand) {
            state.withLock { state in
                guard state.downstream != nil else { return }
                state.demand += demand
            }
        }

        func cancel() {
            let (upstream, downstream) = state.withLock { state in
                defer {
                    state.upstream = nil
                    state.downstream = nil
                    state.pending = nil
                }
                return (state.upstream, state.downstream)
            }
            upstream?.cancel()
            _ = downstream
        }
    }
}
