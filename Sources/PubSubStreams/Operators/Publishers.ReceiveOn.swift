import Scheduling

extension Publisher {
    /// Delivers values and the completion on `scheduler`.
    ///
    /// Mirrors Combine's `receive(on:options:)`: the subscription and requests pass through
    /// synchronously; each value and the completion are scheduled; nothing is delivered after cancel.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = Just(1).receive(on: scheduler).sink { print($0) }
    /// scheduler.advance()
    /// // Prints: 1
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher `receive(on:options:)` returns.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events hop.
        public let upstream: Upstream
        /// Where events are delivered.
        public let scheduler: Context
        /// Scheduler options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes through the hopping subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ScheduledRelay("ReceiveOn", downstream: subscriber, hop: scheduler.hop(options: options)))
        }
    }
}
