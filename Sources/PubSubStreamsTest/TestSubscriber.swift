import Dispatch
import Scheduling
import TestReporting

/// A subscriber that records everything it receives, with the virtual time, and lets the test control demand.
///
/// Not in Combine or combine-schedulers; in the spirit of EntwineTest's `TestableSubscriber`.
/// It asks for `initialDemand` when subscribed (default unlimited, `.none` to ask for nothing),
/// then for more only when the test calls ``request(_:)`` or ``demandPerValue`` returns some.
/// Each record carries the time, in seconds, of the clock of the scheduler it was created with
/// (0 without one). Records are `Equatable` when the input and failure are. A value that arrives
/// without outstanding demand is recorded and reported as a failure (the publisher broke the contract).
///
/// ```swift
/// let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(1))
/// [1, 2].publisher.subscribe(subscriber)
/// subscriber.request(.max(1))
/// print(subscriber.values)
/// // Prints: [1, 2]
/// ```
public final class TestSubscriber<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// One thing the subscriber saw or did.
    public enum Event {
        /// The subscription arrived.
        case subscription
        /// Demand was granted to the publisher (initially, by `request(_:)`, or returned from a value).
        case request(Subscribers.Demand)
        /// A value arrived.
        case input(Input)
        /// The completion arrived.
        case completion(Subscribers.Completion<Failure>)
        /// The test cancelled the subscription.
        case cancel
    }

    /// An event and when it happened, in seconds of virtual time.
    public struct Record {
        /// The virtual time in seconds (the scheduler's clock nanoseconds / 1e9).
        public let time: Double
        /// What happened.
        public let event: Event

        /// Creates a record.
        public init(time: Double, _ event: Event) {
            self.time = time
            self.event = event
        }
    }

    private struct State {
        var subscription: Subscription?
        var records: [Record] = []
        var outstanding: Subscribers.Demand = .none
    }

    private let state = Locked(State())
    private let initialDemand: Subscribers.Demand
    private let clock: VirtualClock?

    /// The demand returned from each `receive(_:)`; `.none` by default.
    public let demandPerValue: (Input) -> Subscribers.Demand

    /// Creates a recorder timed by `scheduler`'s clock.
    /// - Parameters:
    ///   - scheduler: the test scheduler whose clock times the records (none: every time is 0).
    ///   - initialDemand: what to request when subscribed (`.none` requests nothing).
    ///   - demandPerValue: extra demand to return for each value.
    public init<Time, Options>(
        scheduler: TestScheduler<Time, Options>?,
        initialDemand: Subscribers.Demand = .unlimited,
        demandPerValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }
    ) {
        installTestFailureReporting()
        clock = scheduler?.clock
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
        Resources.increment()
    }

    /// Creates a recorder without a scheduler (every time is 0).
    public convenience init(
        initialDemand: Subscribers.Demand = .unlimited,
        demandPerValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }
    ) {
        self.init(scheduler: TestSchedulerOf<DispatchQueue>?.none, initialDemand: initialDemand, demandPerValue: demandPerValue)
    }

    deinit { Resources.decrement() }

    /// `TestSubscriber`.
    public var description: String { "TestSubscriber" }

    private var time: Double { clock.map { Double($0.now) / 1e9 } ?? 0 }

    private func record(_ event: Event) {
        let now = time
        state.withLock { $0.records.append(Record(time: now, event)) }
    }

    /// Everything recorded so far, in order.
    public var records: [Record] { state.withLock { $0.records } }

    /// The recorded events without their times.
    public var events: [Event] { records.map { $0.event } }

    /// The values received, in order.
    public var values: [Input] {
        records.compactMap { if case let .input(value) = $0.event { return value } else { return nil } }
    }

    /// The completion, if one arrived.
    public var completion: Subscribers.Completion<Failure>? {
        records.lazy.compactMap { if case let .completion(c) = $0.event { return c } else { return nil } }.first
    }

    /// Records the subscription and requests the initial demand.
    public func receive(subscription: Subscription) {
        let accepted = state.withLock { state -> Bool in
            guard state.subscription == nil else { return false }
            state.subscription = subscription
            return true
        }
        guard accepted else {
            subscription.cancel()
            return
        }
        record(.subscription)
        if initialDemand > 0 {
            record(.request(initialDemand))
            state.withLock { $0.outstanding += initialDemand }
            subscription.request(initialDemand)
        }
    }

    /// Records the value; returns (and records) `demandPerValue(input)`.
    public func receive(_ input: Input) -> Subscribers.Demand {
        let requested = state.withLock { state -> Bool in
            guard state.outstanding > 0 else { return false }
            state.outstanding -= 1
            return true
        }
        record(.input(input))
        if !requested {
            IssueReporting.report(Violations.unrequestedValueMessage(input, to: "TestSubscriber<\(Input.self), \(Failure.self)>"))
        }
        let more = demandPerValue(input)
        if more > 0 {
            record(.request(more))
            state.withLock { $0.outstanding += more }
        }
        return more
    }

    /// Records the completion and releases the subscription.
    public func receive(completion: Subscribers.Completion<Failure>) {
        let subscription = state.withLock { state -> Subscription? in
            defer { state.subscription = nil }
            return state.subscription
        }
        record(.completion(completion))
        _ = subscription
    }

    /// Grants `demand` more values to the publisher (recorded).
    public func request(_ demand: Subscribers.Demand) {
        guard
            let subscription = state.withLock({ state -> Subscription? in
                guard let subscription = state.subscription else { return nil }
                state.outstanding += demand
                return subscription
            })
        else { return }
        record(.request(demand))
        subscription.request(demand)
    }

    /// Cancels the subscription (recorded) and releases it.
    public func cancel() {
        let subscription = state.withLock { state -> Subscription? in
            defer { state.subscription = nil }
            return state.subscription
        }
        guard let subscription else { return }
        record(.cancel)
        subscription.cancel()
    }
}

extension TestSubscriber.Event: Equatable where Input: Equatable, Failure: Equatable {}
extension TestSubscriber.Record: Equatable where Input: Equatable, Failure: Equatable {}

extension TestSubscriber.Record: CustomStringConvertible {
    /// `t=1.5 input(3)`.
    public var description: String {
        let event: String
        switch self.event {
        case .subscription: event = "subscription"
        case let .request(demand): event = "request(\(demand))"
        case let .input(value): event = "input(\(value))"
        case .completion(.finished): event = "finished"
        case let .completion(.failure(error)): event = "failure(\(error))"
        case .cancel: event = "cancel"
        }
        return "t=\(time) \(event)"
    }
}
