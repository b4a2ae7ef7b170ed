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
            let inner = Inner(scheduler: scheduler, options: options, downstream: subscriber)
            let upstream = upstream
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }
}

extension Publishers.SubscribeOn {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum State {
            case awaiting(Downstream)
            case subscribed(Downstream, Subscription)
            case terminal
        }

        private let state: Locked<State>
        /// Kept for the subscription's lifetime, as Combine's constant downstream is.
        private let downstream: Downstream
        private let scheduler: Context
        private let options: Context.SchedulerOptions?

        init(scheduler: Context, options: Context.SchedulerOptions?, downstream: Downstream) {
            self.scheduler = scheduler
            self.options = options
            self.downstream = downstream
            state = Locked(.awaiting(downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "SubscribeOn" }

        func receive(subscription: Subscription) {
            let downstream = state.withLock { state -> Downstream? in
                guard case let .awaiting(downstream) = state else { return nil }
                state = .subscribed(downstream, subscription)
                return downstream
            }
            guard let downstream else {
                subscription.cancel()
                return
            }
            downstream.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            guard
                let downstream = state.withLock({ state -> Downstream? in
                    guard case let .subscribed(downstream, _) = state else { return nil }
                    return downstream
                })
            else { return .none }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let downstream = state.withLock { state -> Downstream? in
                guard case let .subscribed(downstream, _) = state else { return nil }
                state = .terminal
                return downstream
            }
            downstream?.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            let upstream = state.withLock { state -> Subscription? in
                guard case let .subscribed(_, upstream) = state else { return nil }
                return upstream
            }
            guard let upstream else { return }
            scheduler.schedule(options: options) { withExtendedLifetime(self) { upstream.request(demand) } }
        }

        /// Combine: cancelling before the upstream subscription arrives does nothing (that subscription
        /// is still passed down); the scheduled cancel keeps this subscription and the downstream alive.
        func cancel() {
            let upstream = state.withLock { state -> Subscription? in
                guard case let .subscribed(_, upstream) = state else { return nil }
                state = .terminal
                return upstream
            }
            guard let upstream else { return }
            scheduler.schedule(options: options) { withExtendedLifetime(self) { upstream.cancel() } }
        }
    }
}
