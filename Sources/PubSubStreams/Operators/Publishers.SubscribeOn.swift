import Scheduling

extension Publisher {
    /// Subscribes to upstream, and sends it requests and cancellation, on `scheduler`.
    ///
    /// Mirrors Combine's `subscribe(on:options:)`: values and completion arrive on whatever context
    /// upstream uses; only the upstream-facing calls hop.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = Just(1).subscribe(on: scheduler).sink { print($0) }
    /// scheduler.advance()
    /// // Prints: 1
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher `subscribe(on:options:)` returns.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to on the scheduler.
        public let upstream: Upstream
        /// Where subscription, requests and cancellation happen.
        public let scheduler: Context
        /// Scheduler options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Schedules the subscription to upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let hop = scheduler.hop(options: options)
            let inner = Inner(hop: hop, downstream: subscriber)
            let upstream = upstream
            hop { upstream.subscribe(inner) }
        }
    }
}

extension Publishers.SubscribeOn {
    private final class Inner<Downstream: Subscriber>: LockedLink<LinkAndDownstream<Downstream>>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// Kept for the subscription's lifetime, as Combine's constant downstream is.
        private let downstream: Downstream
        /// Runs the upstream-facing calls on the scheduler.
        private let hop: (@escaping () -> Void) -> Void

        init(hop: @escaping (@escaping () -> Void) -> Void, downstream: Downstream) {
            self.hop = hop
            self.downstream = downstream
            super.init("SubscribeOn", state: LinkAndDownstream(downstream))
        }

        func receive(subscription: Subscription) {
            attachDownstream(subscription)?.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            subscribedDownstream?.receive(input) ?? .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            endTakingDownstream()?.receive(completion: completion)
        }

        override func request(_ demand: Subscribers.Demand) {
            guard let upstream = state.withLock({ $0.upstream }) else { return }
            hop { withExtendedLifetime(self) { upstream.request(demand) } }
        }

        /// Combine: cancelling before the upstream subscription arrives does nothing (that subscription
        /// is still passed down); the scheduled cancel keeps this subscription and the downstream alive.
        override func cancel() {
            guard let upstream = end(update: { $0.downstream = nil }) else { return }
            hop { withExtendedLifetime(self) { upstream.cancel() } }
        }
    }
}
