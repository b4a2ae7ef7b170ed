import Scheduling

extension Publisher {
    /// Publishes the time elapsed since the previous value (or since subscription), on `scheduler`'s clock.
    ///
    /// Mirrors Combine's `measureInterval(using:options:)`.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.measureInterval(using: scheduler).sink { print($0.magnitude) }
    /// scheduler.advance(by: .milliseconds(500))
    /// subject.send(1)
    /// // Prints: 500000000
    /// ```
    public func measureInterval<S: Scheduler>(
        using scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// The publisher `measureInterval(using:options:)` returns.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The interval since the previous value.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher measured.
        public let upstream: Upstream
        /// The clock used.
        public let scheduler: Context

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Subscribes through the measuring subscription (the first interval counts from subscription).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(scheduler: scheduler, downstream: subscriber))
        }
    }
}

extension Publishers.MeasureInterval {
    private struct State: LinkState {
        var phase = LinkPhase.awaiting
        /// When the previous value (or the upstream subscription) came.
        var last: Context.SchedulerTimeType?
    }

    /// Combine's measuring subscription: it reads `now` when the upstream subscription arrives and at
    /// each value, answers every value with `.none` and requests the downstream's demand from
    /// upstream itself; nothing happens before the upstream subscription or after a terminal event.
    private final class Inner<Downstream: Subscriber>: LockedLink<State>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private let scheduler: Context
        /// A constant, released with this subscription (as Combine's).
        private let downstream: Downstream

        init(scheduler: Context, downstream: Downstream) {
            self.scheduler = scheduler
            self.downstream = downstream
            super.init("MeasureInterval", state: State())
        }

        func receive(subscription: Subscription) {
            guard isAwaiting else { return subscription.cancel() }
            let now = scheduler.now
            guard attach(subscription, update: { $0.last = now }) else { return }
            downstream.receive(subscription: self)
        }

        func receive(_: Input) -> Subscribers.Demand {
            guard isSubscribed else { return .none }
            let now = scheduler.now
            let measured = state.withLock { state -> (Subscription, Context.SchedulerTimeType.Stride)? in
                guard let upstream = state.upstream, let last = state.last else { return nil }
                state.last = now
                return (upstream, last.distance(to: now))
            }
            guard let (upstream, interval) = measured else { return .none }
            let more = downstream.receive(interval)
            if more > 0 { upstream.request(more) }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            if end() != nil { downstream.receive(completion: completion) }
        }
    }
}
