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
            upstream.subscribe(Inner(scheduler: scheduler, options: options, downstream: subscriber))
        }
    }
}

extension Publishers.ReceiveOn {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private struct State {
            var downstream: Downstream?
            var upstream: Subscription?
            var subscribed = false
            var completed = false  // upstream completed; the completion is on its way
        }

        private let state: Locked<State>
        private let scheduler: Context
        private let options: Context.SchedulerOptions?

        init(scheduler: Context, options: Context.SchedulerOptions?, downstream: Downstream) {
            self.scheduler = scheduler
            self.options = options
            state = Locked(State(downstream: downstream))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "ReceiveOn" }

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
            scheduler.schedule(options: options) { [self] in
                guard let (downstream, upstream) = state.withLock({ state -> (Downstream, Subscription?)? in
                    guard let downstream = state.downstream else { return nil }
                    return (downstream, state.upstream)
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
            scheduler.schedule(options: options) { [self] in
                let downstream = state.withLock { state -> Downstream? in
                    defer { state.downstream = nil }
                    return state.downstream
                }
                downstream?.receive(completion: completion)
            }
        }

        func request(_ demand: Subscribers.Demand) {
            let upstream = state.withLock { $0.upstream }
            upstream?.request(demand)
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
