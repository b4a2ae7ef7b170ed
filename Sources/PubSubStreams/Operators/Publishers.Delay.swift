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
            let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
            upstream.subscribe(
                ScheduledRelay("Delay", downstream: subscriber) { work in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, work)
                })
        }
    }
}
