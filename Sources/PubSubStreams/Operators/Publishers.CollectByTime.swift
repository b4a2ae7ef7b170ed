import Scheduling

extension Publisher {
    /// Collects values into arrays published every stride of `strategy`'s scheduler (and, for `.byTimeOrCount`,
    /// whenever an array fills up).
    ///
    /// Mirrors Combine's `collect(_:options:)`: a repeating timer starts when upstream's subscription comes;
    /// each tick sends what was collected since the last array (nothing for an empty window). `.byTime` asks
    /// upstream for everything; `.byTimeOrCount` asks it for `count` values per array downstream requests and sends
    /// a full array at once. Finishing sends what is left first; a failure drops it. Ours keeps the values of a
    /// tick that finds no downstream demand for the next one (a full array waits for demand too).
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
        var demand = Subscribers.Demand.none
        /// Set while an array is being delivered, so arrays go out one at a time and in order.
        var delivering = false
    }

    /// The collecting subscription: `Inner` holds the buffer and the downstream demand under its lock, and sends
    /// an array (never holding the lock) when the timer ticks or, for `.byTimeOrCount`, when the buffer fills.
    private final class Inner<Downstream: Subscriber>: LockedLink<State<Downstream>>, Subscriber
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Upstream.Output

        private let context: Context
        private let stride: Context.SchedulerTimeType.Stride
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
                on: context, every: stride, options: options, isCurrent: { $0.isSubscribed },
                fire: { [weak self] in self?.flush(onlyIfFull: false) })
            downstream?.receive(subscription: self)
            if count == nil { subscription.request(.unlimited) }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let full = state.withLock { state -> Bool in
                guard state.isSubscribed else { return false }
                state.buffer.append(input)
                return count.map { state.buffer.count >= $0 } ?? false
            }
            if full { flush(onlyIfFull: true) }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let ending = withLockStoppingClock { state, stopped -> (Downstream, [Input])? in
                guard state.isSubscribed, let downstream = state.downstream else { return nil }
                stopped = state.takeClock()
                state.phase = .terminal
                state.downstream = nil
                defer { state.buffer = [] }
                return (downstream, state.buffer)
            }
            guard let (downstream, rest) = ending else { return }
            if case .finished = completion, !rest.isEmpty { _ = downstream.receive(rest) }
            downstream.receive(completion: completion)
        }

        /// Sends the collected values as one array if there are any and downstream wants one (with `onlyIfFull`,
        /// only a full array: the timer may have sent part of it meanwhile); asks upstream for `count` values for
        /// each array downstream asks for in return.
        private func flush(onlyIfFull: Bool) {
            let taken = state.withLock { state -> (Downstream, [Input])? in
                guard state.isSubscribed, !state.delivering, state.demand > 0, !state.buffer.isEmpty,
                    let downstream = state.downstream
                else { return nil }
                let size = count.map { Swift.min($0, state.buffer.count) } ?? state.buffer.count
                if onlyIfFull, let count, size < count { return nil }
                state.demand -= 1
                state.delivering = true
                defer { state.buffer.removeFirst(size) }
                return (downstream, Array(state.buffer.prefix(size)))
            }
            guard let (downstream, array) = taken else { return }
            let more = downstream.receive(array)
            let refill = state.withLock { state -> Bool in
                state.delivering = false
                state.demand += more
                guard let count, state.isSubscribed else { return false }
                return state.demand > 0 && state.buffer.count >= count
            }
            if more > 0, let count { state.withLock { $0.upstream }?.request(more * count) }
            if refill { flush(onlyIfFull: true) }
        }

        override func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("CollectByTime") }
            let upstream = state.withLock { state -> Subscription? in
                guard state.isSubscribed else { return nil }
                state.demand += demand
                return state.upstream
            }
            guard let upstream else { return }
            if let count {
                upstream.request(demand * count)
                flush(onlyIfFull: true)
            }
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
