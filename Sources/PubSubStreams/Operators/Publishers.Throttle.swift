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
    private struct State<Downstream>: HoldsDownstream {
        var phase = LinkPhase.awaiting
        /// Released at the end.
        var downstream: Downstream?
        var lastTime: Context.SchedulerTimeType
        var lastEmission: Context.SchedulerTimeType?
        var pendingInput: Output?
        var pendingCompletion: Subscribers.Completion<Failure>?
        /// Upstream completed; the completion waits for the pending value.
        var completing = false
        var demand = Subscribers.Demand.none

        /// Subscribed and upstream has not completed.
        var isOpen: Bool { isSubscribed && !completing }
        var hasScheduledOutput: Bool { pendingInput != nil || pendingCompletion != nil }
    }

    /// Combine's throttling subscription (as OpenCombine documents it): it reads `now` when created,
    /// when the upstream subscription arrives (which it answers with `.unlimited` after passing
    /// itself down) and at every event; a value that arrives with downstream demand and nothing
    /// pending is scheduled at once (`schedule`) or at the end of the window since the last emission
    /// (`schedule(after:)`); within a window `latest` keeps the newest value, otherwise the first;
    /// values without demand are dropped. A completion waits for a pending value and is delivered
    /// right after it.
    private final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Time = Context.SchedulerTimeType

        private let configuration: Publishers.Throttle<Upstream, Context>

        init(_ configuration: Publishers.Throttle<Upstream, Context>, downstream: Downstream) {
            self.configuration = configuration
            super.init("Throttle", state: State(downstream: downstream, lastTime: configuration.scheduler.now))
        }

        func receive(subscription: Subscription) {
            guard isAwaiting else { return subscription.cancel() }
            let now = configuration.scheduler.now
            var downstream: Downstream?
            guard
                attach(
                    subscription,
                    update: { state in
                        state.lastTime = now
                        downstream = state.downstream
                    })
            else { return }
            // Downstream first, so its demand is there for a value upstream sends at once (a prepend).
            downstream?.receive(subscription: self)
            subscription.request(.unlimited)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard state.withLock({ $0.isOpen }) else { return .none }
            let scheduler = configuration.scheduler
            let now = scheduler.now
            let emissionTime = state.withLock { state -> Time? in
                guard state.isOpen else { return nil }
                state.lastTime = now
                guard state.demand > 0 else { return nil }
                if state.hasScheduledOutput {
                    if configuration.latest { state.pendingInput = input }
                    return nil
                }
                state.demand -= 1
                state.pendingInput = input
                guard let earliest = state.lastEmission?.advanced(by: configuration.interval) else { return now }
                return Swift.max(now, earliest)
            }
            guard let emissionTime else { return .none }
            if emissionTime == now {
                scheduler.schedule { [weak self] in self?.emit() }
            } else {
                scheduler.schedule(after: emissionTime) { [weak self] in self?.emit() }
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            guard state.withLock({ $0.isOpen }) else { return }
            let now = configuration.scheduler.now
            let scheduleNow = state.withLock { state -> Bool in
                guard state.isOpen else { return false }
                state.lastTime = now
                state.completing = true
                guard state.pendingCompletion == nil else { return false }
                defer { state.pendingCompletion = completion }
                return !state.hasScheduledOutput
            }
            if scheduleNow {
                configuration.scheduler.schedule { [weak self] in self?.emit() }
            }
        }

        /// The scheduled emission: the pending value (stamping the emission time), then the pending
        /// completion.
        private func emit() {
            let stamps = state.withLock { state -> Bool? in
                guard state.isSubscribed else { return nil }
                return state.pendingInput != nil && state.pendingCompletion == nil
            }
            guard let stamps else { return }
            let now = stamps ? configuration.scheduler.now : nil
            let taken = state.withLock { state -> (Downstream, Output?, Subscribers.Completion<Failure>?)? in
                guard state.isSubscribed, let downstream = state.downstream else { return nil }
                if let now { state.lastEmission = now }
                defer {
                    state.pendingInput = nil
                    state.pendingCompletion = nil
                }
                if state.pendingCompletion != nil {
                    state.phase = .terminal
                    state.downstream = nil
                }
                return (downstream, state.pendingInput, state.pendingCompletion)
            }
            guard let (downstream, input, completion) = taken else { return }
            let more = input.map { downstream.receive($0) } ?? .none
            if let completion { downstream.receive(completion: completion) }
            if more > 0 { state.withLock { $0.demand += more } }
        }

        override func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            state.withLock { state in
                guard state.isOpen else { return }
                state.demand += demand
            }
        }

        /// Ends the subscription, also before the upstream subscription has come (which is then cancelled).
        override func cancel() {
            let upstream = terminate { state in
                state.pendingInput = nil
                state.pendingCompletion = nil
            }
            upstream?.cancel()
        }
    }
}
