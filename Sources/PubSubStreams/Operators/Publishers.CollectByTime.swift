import Scheduling

extension Publisher {
    /// Collects values into arrays published every stride of `strategy`'s scheduler (and, for `.byTimeOrCount`,
    /// whenever an array fills up).
    ///
    /// Mirrors Combine's `collect(_:options:)` (as CombineX's specs, which run against Combine, record it): a
    /// repeating timer starts when upstream's subscription comes, on a grid a full array does not move.
    /// `.byTime` asks upstream for one value per request and one more per value; a tick sends what was collected
    /// (nothing for an empty window) if downstream has demand, else keeps it for a later tick. `.byTimeOrCount`
    /// asks upstream for `count` values per array requested; a full array is scheduled at once (the demand it
    /// returns asks upstream for `count` more each), and a tick sends what is there whatever the demand (its
    /// returned demand is ignored). The completion is scheduled too: finishing sends what is left first, a failure
    /// drops it. Ours drops what `.byTime` has left at the finish if downstream has no demand (a send would break it).
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.collect(.byTime(scheduler, .seconds(1))).sink { print($0) }
    /// subject.send(1); subject.send(2); scheduler.advance(by: .seconds(1))
    /// // Prints: [1, 2]
    /// ```
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

extension Publishers {
    /// When `collect(_:options:)` publishes (Combine's `TimeGroupingStrategy`).
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Every stride of the scheduler.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Every stride, or as soon as `count` values are collected.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// The publisher `collect(_:options:)` returns.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Arrays of upstream's values.
        public typealias Output = [Upstream.Output]
        /// Same failure as upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher collected.
        public let upstream: Upstream
        /// When arrays are published.
        public let strategy: TimeGroupingStrategy<Context>
        /// Options for the scheduler's timer.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher; a `.byTimeOrCount` count below 1 is reported and treated as 1, a negative stride
        /// is reported and treated as zero.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Subscribes through the collecting subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(self, downstream: subscriber))
        }

        /// The scheduler, the stride and the largest array (`nil` for `.byTime`), checked.
        fileprivate var rules: (context: Context, stride: Context.SchedulerTimeType.Stride, count: Int?) {
            switch strategy {
            case let .byTime(context, stride): (context, Swift.max(stride, .zero), nil)
            case let .byTimeOrCount(context, stride, count): (context, Swift.max(stride, .zero), Swift.max(count, 1))
            }
        }
    }
}

extension Publishers.CollectByTime {
    private struct State<Downstream>: HoldsDownstream, ClockState {
        var phase = LinkPhase.awaiting
        /// Released at the end.
        var downstream: Downstream?
        var clock: Cancellable = NoSubscription()
        var buffer: [Upstream.Output] = []
        /// Arrays downstream asked for (`.byTime` only: `.byTimeOrCount` leaves demand to upstream).
        var demand = Subscribers.Demand.none
        /// Upstream has completed; the completion waits on the scheduler.
        var completing = false

        var isOpen: Bool { isSubscribed && !completing }
    }

    /// The collecting subscription: `Inner` holds the buffer and the downstream demand under its lock; every array
    /// and the completion go out on the scheduler (never holding the lock), so they are serialized there.
    private final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private let context: Context
        private let stride: Context.SchedulerTimeType.Stride
        /// The largest array (`.byTimeOrCount`), or `nil` (`.byTime`).
        private let count: Int?
        private let options: Context.SchedulerOptions?

        init(_ configuration: Publishers.CollectByTime<Upstream, Context>, downstream: Downstream) {
            (context, stride, count) = configuration.rules
            options = configuration.options
            super.init("CollectByTime", state: State(downstream: downstream))
            switch configuration.strategy {
            case let .byTime(_, stride), let .byTimeOrCount(_, stride, _):
                if stride < .zero { Violations.negativeInterval("\(stride)", in: "collect(.byTime…)") }
            }
            if case let .byTimeOrCount(_, _, count) = configuration.strategy, count < 1 {
                Violations.nonPositiveCount(count, in: "collect(.byTimeOrCount…)")
            }
        }

        func receive(subscription: Subscription) {
            var downstream: Downstream?
            guard attach(subscription, update: { downstream = $0.downstream }) else { return }
            startClock(
                on: context, every: stride, options: options, isCurrent: { $0.isOpen },
                fire: { [weak self] in self?.tick() })
            downstream?.receive(subscription: self)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            var full: [Input]?
            let accepted = state.withLock { state -> Bool in
                guard state.isOpen else { return false }
                state.buffer.append(input)
                if let count, state.buffer.count >= count {
                    full = state.buffer
                    state.buffer = []
                }
                return true
            }
            if let full { context.schedule(options: options) { [weak self] in self?.sendFull(full) } }
            return accepted && count == nil ? .max(1) : .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let accepted = withLockStoppingClock { state, stopped -> Bool in
                guard state.isOpen else { return false }
                stopped = state.takeClock()
                state.completing = true
                return true
            }
            if accepted { context.schedule(options: options) { [weak self] in self?.complete(completion) } }
        }

        /// The timer: sends what was collected (`.byTime` only with demand, keeping it otherwise).
        private func tick() {
            let taken = state.withLock { state -> (Downstream, [Input])? in
                guard state.isOpen, !state.buffer.isEmpty, let downstream = state.downstream else { return nil }
                if count == nil {
                    guard state.demand > 0 else { return nil }
                    state.demand -= 1
                }
                defer { state.buffer = [] }
                return (downstream, state.buffer)
            }
            guard let (downstream, array) = taken else { return }
            let more = downstream.receive(array)
            if count == nil, more > 0 { state.withLock { $0.demand += more } }
        }

        /// A full array, scheduled when it filled; the demand it gets back asks upstream for `count` values each.
        private func sendFull(_ array: [Input]) {
            guard let downstream = state.withLock({ $0.isSubscribed ? $0.downstream : nil }) else { return }
            let more = downstream.receive(array)
            guard more > 0, let count, let upstream = state.withLock({ $0.isOpen ? $0.upstream : nil }) else { return }
            upstream.request(more * count)
        }

        /// The scheduled completion: what is left first when finished (a failure drops it; so does `.byTime` without demand).
        private func complete(_ completion: Subscribers.Completion<Failure>) {
            let taken = state.withLock { state -> (Downstream, [Input])? in
                guard state.isSubscribed, let downstream = state.downstream else { return nil }
                state.phase = .terminal
                state.downstream = nil
                defer { state.buffer = [] }
                // `.byTime` sends the rest only on demand (see Contracts.md); `.byTimeOrCount` as its ticks do.
                return (downstream, count == nil && state.demand == .none ? [] : state.buffer)
            }
            guard let (downstream, rest) = taken else { return }
            if case .finished = completion, !rest.isEmpty { _ = downstream.receive(rest) }
            downstream.receive(completion: completion)
        }

        /// `.byTime` counts the arrays and asks upstream for one value; `.byTimeOrCount` asks it for `count` per array.
        override func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("CollectByTime") }
            let upstream = state.withLock { state -> Subscription? in
                guard state.isOpen else { return nil }
                if count == nil { state.demand += demand }
                return state.upstream
            }
            upstream?.request(count.map { demand * $0 } ?? .max(1))
        }

        override func cancel() {
            let upstream = withLockStoppingClock { state, stopped -> Subscription? in
                stopped = state.takeClock()
                state.buffer = []
                state.downstream = nil
                return state.end()
            }
            upstream?.cancel()
        }
    }
}
