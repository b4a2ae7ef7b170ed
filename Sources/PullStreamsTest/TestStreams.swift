import Foundation
import PullStreams
import Scheduling
import TestReporting

/// When one run of a test stream started and when its lifetime ended (seconds since the start date).
///
/// Our addition, like RxTest's `Subscription`; `unsubscribed` is `nil` while the run is alive.
public struct TestSubscription: Equatable, Sendable, CustomStringConvertible {
    /// When the producer was started.
    public let subscribed: TimeInterval
    /// When its lifetime ended (terminated or disposed), if it has.
    public let unsubscribed: TimeInterval?

    /// Creates a record.
    public init(_ subscribed: TimeInterval, _ unsubscribed: TimeInterval? = nil) {
        self.subscribed = subscribed
        self.unsubscribed = unsubscribed
    }

    /// `(1.0, 2.5)` or `(1.0, -)`.
    public var description: String {
        "(\(formatSeconds(subscribed)), \(unsubscribed.map(formatSeconds) ?? "-"))"
    }
}

/// Logs starts and ends of runs; shared by the hot and cold test streams.
// @unchecked: all mutable state is inside `log`.
final class SubscriptionLog: @unchecked Sendable {
    private let log = Locked<[TestSubscription]>([])

    var subscriptions: [TestSubscription] { log.withLock { $0 } }

    func attach(to lifetime: Lifetime, scheduler: TestScheduler) {
        let index = log.withLock { log in
            log.append(TestSubscription(scheduler.elapsed))
            return log.count - 1
        }
        lifetime.observeEnded { [self] in
            let end = scheduler.elapsed
            log.withLock { log in log[index] = TestSubscription(log[index].subscribed, end) }
        }
    }
}

/// A hot test stream: its events happen at fixed virtual times whoever listens.
///
/// Built by `TestScheduler.createHotSignal(_:)` or `createHotSignal(marbles:values:error:frame:)`.
/// Observe `signal` directly, or start `producer`
/// (which observes `signal` and logs each run in `subscriptions`).
// @unchecked: immutable after init; `log` is lock-guarded.
public final class HotTestSignal<Value, Error: Swift.Error>: @unchecked Sendable {
    /// The hot signal.
    public let signal: Signal<Value, Error>
    private let input: Signal<Value, Error>.Observer
    private let scheduler: TestScheduler
    private let log = SubscriptionLog()

    init(scheduler: TestScheduler, events: [TimedEvent<Value, Error>]) {
        (signal, input) = Signal<Value, Error>.pipe()
        self.scheduler = scheduler
        for recorded in events {
            scheduler.schedule(after: scheduler.startDate.addingTimeInterval(recorded.time)) { [input] in
                input.send(recorded.event)
            }
        }
    }

    /// Events at nanoseconds since `startDate`; those already in the past are sent before this returns
    /// (nobody can be observing yet), the others are scheduled on the clock.
    init(scheduler: TestScheduler, nanosecondEvents: [(time: Int64, event: Signal<Value, Error>.Event)]) {
        (signal, input) = Signal<Value, Error>.pipe()
        self.scheduler = scheduler
        let origin = scheduler.nanoseconds(for: scheduler.startDate)
        let now = scheduler.clock.now
        for (offset, event) in nanosecondEvents {
            let due = origin.addingReportingOverflow(offset).partialValue
            if due < now {
                input.send(event)
            } else {
                _ = scheduler.clock.schedule(at: due) { [input] in input.send(event) }
            }
        }
    }

    /// A producer that observes the hot signal; each start is logged.
    public var producer: SignalProducer<Value, Error> {
        SignalProducer { [signal, scheduler, log] observer, lifetime in
            log.attach(to: lifetime, scheduler: scheduler)
            lifetime += signal.observe(observer)
        }
    }

    /// Each run of `producer`: start and end times.
    public var subscriptions: [TestSubscription] { log.subscriptions }
}

/// A cold test producer: each start replays the events, times taken relative to that start.
///
/// Built by `TestScheduler.createColdProducer(_:)` or `createColdProducer(marbles:values:error:frame:)`;
/// each run is logged in `subscriptions`. Event times are offsets (exact nanoseconds) from each start.
// @unchecked: immutable after init; `log` is lock-guarded.
public final class ColdTestProducer<Value, Error: Swift.Error>: @unchecked Sendable {
    private let events: [(offset: Int64, event: Signal<Value, Error>.Event)]
    private let scheduler: TestScheduler
    private let log = SubscriptionLog()

    convenience init(scheduler: TestScheduler, events: [TimedEvent<Value, Error>]) {
        self.init(scheduler: scheduler, nanosecondEvents: events.map { (PullMarbles.nanoseconds(ofSeconds: $0.time), $0.event) })
    }

    /// Events at nanosecond offsets from each start.
    init(scheduler: TestScheduler, nanosecondEvents: [(offset: Int64, event: Signal<Value, Error>.Event)]) {
        self.scheduler = scheduler
        self.events = nanosecondEvents
    }

    /// The cold producer.
    public var producer: SignalProducer<Value, Error> {
        SignalProducer { [events, scheduler, log] observer, lifetime in
            log.attach(to: lifetime, scheduler: scheduler)
            for (offset, event) in events {
                lifetime += scheduler.schedule(after: .nanoseconds(Int(clamping: max(offset, 0)))) {
                    observer.send(event)
                }
            }
        }
    }

    /// Each run: start and end (termination or disposal) times.
    public var subscriptions: [TestSubscription] { log.subscriptions }
}

extension TestScheduler {
    /// A hot signal whose events happen at the given times (seconds since `startDate`).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let hot = scheduler.createHotSignal([TimedEvent<Int, Never>.value(1, 7)])
    /// hot.signal.observeValues { print($0) }
    /// scheduler.advance(by: 1)
    /// // Prints: 7
    /// ```
    public func createHotSignal<Value, Error>(_ events: [TimedEvent<Value, Error>]) -> HotTestSignal<Value, Error> {
        installTestFailureReporting()
        return HotTestSignal(scheduler: self, events: events)
    }

    /// A cold producer that sends the given events at those times after each start.
    public func createColdProducer<Value, Error>(_ events: [TimedEvent<Value, Error>]) -> ColdTestProducer<Value, Error> {
        installTestFailureReporting()
        return ColdTestProducer(scheduler: self, events: events)
    }
}

extension SchedulerProvider where Scheduler == any DateScheduler {
    /// Every queue answered with `scheduler`: the virtual-time family.
    public static func test(_ scheduler: TestScheduler) -> SchedulerProvider<any DateScheduler> {
        installTestFailureReporting()
        return .always(scheduler)
    }
}
