import Scheduling

extension Publisher {
    /// Publishes a value only after `dueTime` has passed without another value.
    ///
    /// Mirrors Combine's `debounce(for:scheduler:options:)`: each value restarts the quiet period on
    /// `scheduler`; the survivor is delivered on the scheduler if the downstream has demand (else it
    /// is dropped). The completion is delivered on the scheduler too, and a value still waiting when
    /// upstream completes is dropped (the transcripts show this).
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.debounce(for: .seconds(1), scheduler: scheduler).sink { print($0) }
    /// subject.send(1); subject.send(2)
    /// scheduler.advance(by: .seconds(1))
    /// // Prints: 2
    /// ```
    @inlinable
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        if dueTime < .zero { Violations.negativeInterval("\(dueTime)", in: "debounce") }
        return Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// The publisher `debounce(for:scheduler:options:)` returns.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Same output as upstream.
        public typealias Output = Upstream.Output
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher debounced.
        public let upstream: Upstream
        /// The quiet period.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where the timing and delivery happen.
        public let scheduler: Context
        /// Scheduler options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        @inlinable
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes through the debouncing subscription.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // `subscribe(_:)` spelled out (see `StackDepth`), so the chain specializes.
            let inner = Inner(self, downstream: subscriber)
            StackDepth.current.run { upstream.receive(subscriber: inner) }
        }
    }
}

extension Publishers.Debounce {
    @usableFromInline
    struct State<Downstream>: ClockState, HoldsDownstream {
        @usableFromInline var phase = LinkPhase.awaiting
        @usableFromInline var machine = DebounceStateMachine<Output>()
        /// Let go of at the end, marking the subscription over.
        @usableFromInline var downstream: Downstream?
        /// The newest value's timer.
        @usableFromInline var clock: Cancellable = NoSubscription()

        @inlinable init(downstream: Downstream) { self.downstream = downstream }
    }

    /// The storage: the lock, the references, and the actions `DebounceStateMachine` decides on.
    @usableFromInline
    final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber, IgnoresValuesAfterItsEnd
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// A `debounce` drops every value after its end (its state machine ignores values once cancelled or
        /// completing), so a `PassthroughSubject` hands it values without its conduit's lock (B7 pub-sub).
        @usableFromInline var ignoresValuesAfterItsEnd: Bool { true }

        @usableFromInline let configuration: Publishers.Debounce<Upstream, Context>
        /// Kept for the subscription's lifetime, as Combine's constant downstream is.
        @usableFromInline let keptDownstream: Downstream

        @inlinable
        init(_ configuration: Publishers.Debounce<Upstream, Context>, downstream: Downstream) {
            self.configuration = configuration
            keptDownstream = downstream
            super.init("Debounce", state: State(downstream: downstream))
        }

        @inlinable
        func receive(subscription: Subscription) {
            guard attach(subscription) else { return }
            keptDownstream.receive(subscription: self)
            subscription.request(.unlimited)
        }

        @inlinable
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard let generation = state.withLock({ $0.isAwaiting ? nil : $0.machine.value(input) }) else { return .none }
            startClock(
                on: configuration.scheduler, every: configuration.dueTime, options: configuration.options,
                isCurrent: { $0.machine.isPending(generation) }, fire: { self.flush(generation) })
            return .none
        }

        @inlinable
        func flush(_ generation: Int) {
            let delivery = withLockStoppingClock { state, stopped -> (Downstream, Output)? in
                guard state.machine.isPending(generation) else { return nil }
                stopped = state.takeClock()
                guard case let .emit(value) = state.machine.flush(generation: generation) else { return nil }
                return state.downstream.map { ($0, value) }
            }
            guard let (downstream, value) = delivery else { return }
            let more = downstream.receive(value)
            // Adding nothing changes nothing: no lock taken for it (a downstream with unlimited demand, B7 pub-sub).
            if more != .none { state.withLock { $0.machine.request(more) } }
        }

        @inlinable
        func receive(completion: Subscribers.Completion<Failure>) {
            let ended = withLockStoppingClock { state, stopped -> Bool in
                guard !state.isAwaiting, state.machine.end() else { return false }
                state.phase = .terminal
                stopped = state.takeClock()
                return true
            }
            guard ended else { return }
            // Without the options Combine gives the timers, as Combine's; a cancel before it lets go of the downstream.
            configuration.scheduler.schedule(options: nil) { [self] in
                state.withLock { $0.downstream.take() }?.receive(completion: completion)
            }
        }

        @usableFromInline
        override func request(_ demand: Subscribers.Demand) { state.withLock { $0.machine.request(demand) } }

        /// Ends the subscription, also before the upstream subscription has come (which is then cancelled).
        @usableFromInline
        override func cancel() {
            terminateStoppingClock { _ = $0.machine.end() }?.cancel()
        }
    }
}
