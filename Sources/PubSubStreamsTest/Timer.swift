import PubSubStreams
import Scheduling

extension PubSubStreams.Scheduler {
    /// A connectable publisher of this scheduler's `now`, every `interval` after `connect()`.
    ///
    /// Mirrors combine-schedulers' `Scheduler.timerPublisher(every:tolerance:options:)`, which works on
    /// any scheduler, a test scheduler included.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let c = scheduler.timerPublisher(every: .seconds(1)).autoconnect().sink { _ in print("tick") }
    /// scheduler.advance(by: .seconds(2))
    /// // Prints: tick
    /// //         tick
    /// ```
    public func timerPublisher(
        every interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride? = nil, options: SchedulerOptions? = nil
    ) -> Publishers.Timer<Self> {
        Publishers.Timer(every: interval, tolerance: tolerance, scheduler: self, options: options)
    }
}

extension Publishers {
    /// combine-schedulers' `Publishers.Timer`: publishes the scheduler's `now` every `interval` once connected.
    ///
    /// As in combine-schedulers, every subscriber shares one subscription: requests add to one demand,
    /// each tick with demand goes to every subscriber (a tick without demand is dropped), and a cancel
    /// from any subscriber stops the timer for all.
    // @unchecked: all mutable state lives in `Locked`; the configuration is immutable.
    public final class Timer<Scheduler: PubSubStreams.Scheduler>: ConnectablePublisher, @unchecked Sendable {
        /// The scheduler's time at each tick.
        public typealias Output = Scheduler.SchedulerTimeType
        /// It never fails.
        public typealias Failure = Never

        /// The time between ticks.
        public let interval: Scheduler.SchedulerTimeType.Stride
        /// The scheduler's options.
        public let options: Scheduler.SchedulerOptions?
        /// The scheduler that ticks.
        public let scheduler: Scheduler
        /// The tolerance passed to the scheduler (zero when nil).
        public let tolerance: Scheduler.SchedulerTimeType.Stride?

        private let routing: TimerRouting<Scheduler>

        /// Creates the timer; nothing is scheduled until `connect()`.
        public init(
            every interval: Scheduler.SchedulerTimeType.Stride, tolerance: Scheduler.SchedulerTimeType.Stride? = nil,
            scheduler: Scheduler, options: Scheduler.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.options = options
            self.scheduler = scheduler
            self.tolerance = tolerance
            routing = TimerRouting(scheduler: scheduler, interval: interval, tolerance: tolerance, options: options)
        }

        /// Adds `subscriber` to the shared subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            routing.add(AnySubscriber(subscriber))
            subscriber.receive(subscription: routing)
        }

        /// Starts ticking (once); cancel the result to stop.
        public func connect() -> Cancellable {
            routing.connect()
            return routing
        }
    }
}

/// The one subscription every subscriber of a `Publishers.Timer` shares.
// @unchecked: all mutable state lives in `Locked`.
private final class TimerRouting<Scheduler: PubSubStreams.Scheduler>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private struct State {
        var subscribers: [AnySubscriber<Scheduler.SchedulerTimeType, Never>] = []
        var demand = Subscribers.Demand.none
        var connected = false
        var ticking: Cancellable?
    }

    private let state = Locked(State())
    private let scheduler: Scheduler
    private let interval: Scheduler.SchedulerTimeType.Stride
    private let tolerance: Scheduler.SchedulerTimeType.Stride?
    private let options: Scheduler.SchedulerOptions?

    init(
        scheduler: Scheduler, interval: Scheduler.SchedulerTimeType.Stride, tolerance: Scheduler.SchedulerTimeType.Stride?,
        options: Scheduler.SchedulerOptions?
    ) {
        self.scheduler = scheduler
        self.interval = interval
        self.tolerance = tolerance
        self.options = options
    }

    var description: String { "Timer" }

    func add(_ subscriber: AnySubscriber<Scheduler.SchedulerTimeType, Never>) {
        state.withLock { $0.subscribers.append(subscriber) }
    }

    func connect() {
        let start = state.withLock { state -> Bool in
            guard !state.connected else { return false }
            state.connected = true
            return true
        }
        guard start else { return }
        let ticking = scheduler.schedule(
            after: scheduler.now.advanced(by: interval), interval: interval, tolerance: tolerance ?? .zero, options: options
        ) { [weak self] in self?.tick() }
        let stale = state.withLock { state -> Cancellable? in
            guard state.connected else { return ticking }
            state.ticking = ticking
            return nil
        }
        stale?.cancel()
    }

    private func tick() {
        let subscribers = state.withLock { state -> [AnySubscriber<Scheduler.SchedulerTimeType, Never>]? in
            guard state.connected, state.demand > 0 else { return nil }
            state.demand -= 1
            return state.subscribers
        }
        guard let subscribers else { return }
        let now = scheduler.now
        var more = Subscribers.Demand.none
        for subscriber in subscribers { more += subscriber.receive(now) }
        if more > 0 { state.withLock { $0.demand += more } }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.demand += demand }
    }

    func cancel() {
        let (ticking, subscribers) = state.withLock { state in
            defer {
                state.connected = false
                state.ticking = nil
                state.subscribers = []
            }
            return (state.ticking, state.subscribers)
        }
        ticking?.cancel()
        _ = subscribers
    }
}
