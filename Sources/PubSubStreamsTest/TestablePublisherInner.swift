import Scheduling

/// One subscriber's subscription to a ``TestablePublisher``: its demand, its buffer and its log entry.
///
/// Values are offered by the publisher's schedule (cold: this subscription's own; hot: the shared one).
/// With `buffers` (cold) a value without demand waits in a queue until a request, and a completion
/// waits behind the queued values; without it (hot) such a value is dropped, as `PassthroughSubject` does.
/// Deliveries happen outside the lock; a request made from inside `receive(_:)` is served by the loop
/// already running, so values are never delivered concurrently or out of order.
final class TestablePublisherInner<Output, Failure: Error>: Subscription, CustomStringConvertible {
    private struct State {
        var downstream: AnySubscriber<Output, Failure>?
        var demand: Subscribers.Demand = .none
        var queue: [Output] = []
        var queueHead = 0
        var completion: Subscribers.Completion<Failure>?
        var delivering = false
        var scheduled: [VirtualClock.ScheduledAction] = []
    }

    private enum Step {
        case value(Output, AnySubscriber<Output, Failure>)
        case complete(Subscribers.Completion<Failure>, AnySubscriber<Output, Failure>, [VirtualClock.ScheduledAction])
    }

    private let state: Locked<State>
    private let buffers: Bool
    private let clock: VirtualClock
    private let log: SubscriptionLog
    private let logIndex: Int
    private let onEnd: (TestablePublisherInner) -> Void
    let description: String

    init(
        downstream: AnySubscriber<Output, Failure>, buffers: Bool, clock: VirtualClock, log: SubscriptionLog,
        description: String, onEnd: @escaping (TestablePublisherInner) -> Void
    ) {
        state = Locked(State(downstream: downstream))
        self.buffers = buffers
        self.clock = clock
        self.log = log
        self.description = description
        self.onEnd = onEnd
        logIndex = log.append(SubscriptionRecord(subscribed: Double(clock.now) / 1e9))
        Resources.increment()
    }

    deinit { Resources.decrement() }

    private var seconds: Double { Double(clock.now) / 1e9 }

    /// Keeps `action` so that cancelling stops it.
    func keep(_ action: VirtualClock.ScheduledAction) {
        let stale = state.withLock { state -> Bool in
            guard state.downstream != nil else { return true }
            state.scheduled.append(action)
            return false
        }
        if stale { clock.cancel(action) }
    }

    /// A value is due: deliver it, queue it (cold) or drop it (hot) when there is no demand.
    func offer(_ value: Output) {
        let accepted = state.withLock { state -> Bool in
            guard state.downstream != nil, state.completion == nil else { return false }
            guard buffers || state.demand > .max(state.queue.count - state.queueHead) else { return false }
            state.queue.append(value)
            return true
        }
        if accepted { drain() }
    }

    /// The terminal event is due: it follows any queued values.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let accepted = state.withLock { state -> Bool in
            guard state.downstream != nil, state.completion == nil else { return false }
            state.completion = completion
            return true
        }
        if accepted { drain() }
    }

    /// Adds demand (logged); `.none` is a contract violation, reported and ignored; after cancel, ignored.
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else {
            Violations.zeroDemand(description)
            return
        }
        let live = state.withLock { state -> Bool in
            guard state.downstream != nil else { return false }
            state.demand += demand
            return true
        }
        guard live else { return }
        let now = seconds
        log.update(logIndex) { $0.requests.append(.init(time: now, demand: demand)) }
        drain()
    }

    /// Stops everything (logged as `!`); later calls do nothing.
    func cancel() {
        let scheduled = state.withLock { state -> [VirtualClock.ScheduledAction]? in
            guard state.downstream != nil else { return nil }
            defer { state = State(downstream: nil) }
            return state.scheduled
        }
        guard let scheduled else { return }
        let now = seconds
        log.update(logIndex) { $0.cancelled = now }
        scheduled.forEach(clock.cancel)
        onEnd(self)
    }

    private func drain() {
        while let step = nextStep() {
            switch step {
            case let .value(value, downstream):
                let more = downstream.receive(value)
                state.withLock { state in
                    state.delivering = false
                    if state.downstream != nil { state.demand += more }
                }
            case let .complete(completion, downstream, scheduled):
                let now = seconds
                log.update(logIndex) { $0.completed = now }
                scheduled.forEach(clock.cancel)
                onEnd(self)
                downstream.receive(completion: completion)
                return
            }
        }
    }

    private func nextStep() -> Step? {
        state.withLock { state -> Step? in
            guard !state.delivering, let downstream = state.downstream else { return nil }
            if state.queueHead < state.queue.count {
                guard state.demand > .none else { return nil }
                let value = state.queue[state.queueHead]
                state.queueHead += 1
                if state.queueHead == state.queue.count {
                    state.queue.removeAll(keepingCapacity: true)
                    state.queueHead = 0
                }
                state.demand -= .max(1)
                state.delivering = true
                return .value(value, downstream)
            }
            guard let completion = state.completion else { return nil }
            let scheduled = state.scheduled
            state = State(downstream: nil)
            return .complete(completion, downstream, scheduled)
        }
    }
}

/// The subscription log a ``TestablePublisher`` shares with its subscriptions.
final class SubscriptionLog: Sendable {
    private let records = Locked<[SubscriptionRecord]>([])

    /// Appends a record, returning its index.
    func append(_ record: SubscriptionRecord) -> Int {
        records.withLock { records in
            records.append(record)
            return records.count - 1
        }
    }

    /// Changes the record at `index`.
    func update(_ index: Int, _ change: (inout SubscriptionRecord) -> Void) {
        records.withLock { change(&$0[index]) }
    }

    /// Every record, in subscription order.
    var all: [SubscriptionRecord] { records.withLock { $0 } }
}
