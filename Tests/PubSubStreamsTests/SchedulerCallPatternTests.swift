import PubSubStreamsTest
import XCTest

/// A scheduler that writes each call an operator makes on it (`now`, `minimumTolerance`, the three
/// `schedule`s) to a log, then forwards it to a test scheduler: the calls Combine's operators make,
/// in their order, are part of what OpenCombine's tests check.
private final class CallLogScheduler: Scheduler {
    typealias SchedulerTimeType = DispatchQueueSchedulerTimeType
    typealias SchedulerOptions = DispatchQueueSchedulerOptions

    let base = DispatchQueue.test
    let log: Log
    private let start: DispatchQueueSchedulerTimeType

    init() {
        log = Log(scheduler: base)
        start = base.now
    }

    private func at(_ date: SchedulerTimeType) -> String { Log.seconds(UInt64(start.distance(to: date).magnitude)) }
    private func opts(_ options: SchedulerOptions?) -> String { options == nil ? "" : ", options" }

    var now: SchedulerTimeType {
        log("now")
        return base.now
    }

    var minimumTolerance: SchedulerTimeType.Stride {
        log("minimumTolerance")
        return base.minimumTolerance
    }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        log("schedule\(options == nil ? "" : "(options)")")
        base.schedule(options: options, action)
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        log("schedule(after: \(at(date))\(opts(options)))")
        base.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        log("schedule(after: \(at(date)), every: \(Log.seconds(UInt64(interval.magnitude)))\(opts(options)))")
        return base.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}

/// A publisher whose subscription logs the requests and cancel it gets, and which hands over that
/// subscription and events only when told to (`attach`, `send`, `finish`).
private final class ManualPublisher: Publisher {
    typealias Output = Int
    typealias Failure = TestError

    private final class Recording: Subscription {
        let log: Log
        init(_ log: Log) { self.log = log }
        func request(_ demand: Subscribers.Demand) { log("up request(\(fmt(demand)))") }
        func cancel() { log("up cancel") }
    }

    let log: Log
    private var subscriber: AnySubscriber<Int, TestError>?
    /// The operator's subscription, before it has one from upstream (Combine's operators are both).
    private(set) var operatorSubscription: Subscription?
    init(_ log: Log) { self.log = log }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = AnySubscriber(subscriber)
        operatorSubscription = subscriber as? Subscription
    }

    func attach() { subscriber?.receive(subscription: Recording(log)) }
    func send(_ value: Int) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }
    func finish() { subscriber?.receive(completion: .finished) }
    func release() {
        subscriber = nil
        operatorSubscription = nil
    }
}

/// The calls the scheduler-taking operators make, and the demand and cancel patterns they send
/// upstream, checked against OpenCombine 0.14.0's sources and tests (which pass on Combine).
final class SchedulerCallPatternTests: PubSubTestCase {
    func testTimeout_ClockRepeatsFromSubscriptionFirstRequestAndEachValue_ValuesHopToTheScheduler() {
        let scheduler = CallLogScheduler()
        let log = scheduler.log
        let upstream = ManualPublisher(log)
        let out = ScriptedSubscriber<Int, TestError>(log, "out", initial: .max(1), onValue: { _, _ in .max(1) })
        upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(out)
        upstream.attach()
        scheduler.base.advance(by: .milliseconds(500))
        XCTAssertEqual(upstream.send(7), .none, "the demand comes later, as a request")
        XCTAssertEqual(log.lines.last, "t=0.5 schedule", "the value waits for the scheduler")
        scheduler.base.advance(by: .seconds(1))
        XCTAssertEqual(
            log.lines,
            [
                "t=0 now", "t=0 minimumTolerance", "t=0 schedule(after: 1, every: 1)",
                "t=0 out subscribed",
                "t=0 now", "t=0 minimumTolerance", "t=0 schedule(after: 1, every: 1)", "t=0 up request(max(1))",
                "t=0.5 now", "t=0.5 minimumTolerance", "t=0.5 schedule(after: 1.5, every: 1)", "t=0.5 schedule",
                "t=0.5 out value(7) -> max(1)", "t=0.5 up request(max(1))",
                "t=1.5 up cancel", "t=1.5 out finished",
            ], "the clocks due at 1 were replaced; the one from the value times out")
        upstream.release()
    }

    func testReceiveOnAndDelay_ACompletionOnItsWayOutlivesCancel_AndValuesStillRequestDemand() {
        for (name, delayed) in [("receive(on:)", false), ("delay", true)] {
            let scheduler = CallLogScheduler()
            let log = scheduler.log
            let upstream = ManualPublisher(log)
            let out = ScriptedSubscriber<Int, TestError>(log, "out", initial: .none, onValue: { _, _ in .max(2) })
            if delayed {
                upstream.delay(for: .seconds(1), tolerance: .zero, scheduler: scheduler).subscribe(out)
            } else {
                upstream.receive(on: scheduler).subscribe(out)
            }
            upstream.operatorSubscription?.cancel()  // before the upstream subscription: ignored
            upstream.attach()
            XCTAssertEqual(upstream.send(1), .none, name)
            upstream.finish()
            out.cancel()  // the completion is on its way: ignored
            scheduler.base.run()
            let hop = delayed ? "schedule(after: 1)" : "schedule"
            let now = delayed ? ["t=0 now"] : []
            let at = delayed ? "t=1" : "t=0"
            XCTAssertEqual(
                log.lines,
                ["t=0 out subscribed"] + now + ["t=0 \(hop)"] + now + [
                    "t=0 \(hop)",
                    "t=0 out cancel()",
                    "\(at) out value(1) -> max(2)", "\(at) up request(max(2))", "\(at) out finished",
                ], name)
            upstream.release()
        }
    }

    func testDebounce_RepeatingTimerPerValue_CompletionScheduledWithoutOptions() {
        let scheduler = CallLogScheduler()
        let log = scheduler.log
        let upstream = ManualPublisher(log)
        let out = ScriptedSubscriber<Int, TestError>(log, "out", initial: .unlimited)
        upstream.debounce(for: .seconds(1), scheduler: scheduler, options: .init(qos: .utility)).subscribe(out)
        upstream.attach()
        _ = upstream.send(1)
        scheduler.base.advance(by: .milliseconds(500))
        _ = upstream.send(2)
        scheduler.base.advance(by: .seconds(3))
        upstream.finish()
        scheduler.base.run()
        XCTAssertEqual(
            log.lines,
            [
                "t=0 out subscribed", "t=0 up request(unlimited)",
                "t=0 now", "t=0 minimumTolerance", "t=0 schedule(after: 1, every: 1, options)",
                "t=0.5 now", "t=0.5 minimumTolerance", "t=0.5 schedule(after: 1.5, every: 1, options)",
                "t=1.5 out value(2) -> max(0)",
                "t=3.5 schedule", "t=3.5 out finished",
            ], "one value per quiet period; the timer stops once it fired")
        upstream.release()
    }

    func testThrottle_ReadsNowAtCreationSubscriptionAndEachEvent_PendingValueBeforeFailure() {
        let scheduler = CallLogScheduler()
        let log = scheduler.log
        let subject = PassthroughSubject<Int, TestError>()
        let out = ScriptedSubscriber<Int, TestError>(log, "out", initial: .unlimited)
        subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(out)
        subject.send(1)
        scheduler.base.advance(by: .milliseconds(200))
        subject.send(2)
        subject.send(3)
        subject.send(completion: .failure(.boom))
        scheduler.base.run()
        XCTAssertEqual(
            log.lines,
            [
                "t=0 now", "t=0 now", "t=0 out subscribed",
                "t=0 now", "t=0 schedule", "t=0 now", "t=0 out value(1) -> max(0)",
                "t=0.2 now", "t=0.2 minimumTolerance", "t=0.2 schedule(after: 1)", "t=0.2 now", "t=0.2 now",
                "t=1 out value(3) -> max(0)", "t=1 out failure(TestError.boom)",
            ], "latest keeps 3; the failure waits for it and follows it")
    }

    func testMeasureIntervalAndSubscribeOn_IgnoreCancelBeforeSubscription_AndAnswerValuesWithRequests() {
        let scheduler = CallLogScheduler()
        let log = scheduler.log
        let upstream = ManualPublisher(log)
        let out = ScriptedSubscriber<Int, TestError>(log, "out", initial: .max(1), onValue: { _, _ in .max(3) })
        upstream.subscribe(on: scheduler).map { $0 * 10 }.subscribe(out)
        scheduler.base.run()  // the subscription to upstream is scheduled
        upstream.attach()
        scheduler.base.run()
        XCTAssertEqual(upstream.send(4), .max(3), "values and their demand pass straight through")
        upstream.release()

        let measured = ManualPublisher(log)
        let times = ScriptedSubscriber<Int, TestError>(log, "interval", initial: .max(1), onValue: { _, _ in .max(2) })
        measured.measureInterval(using: scheduler).map { Int($0.magnitude) }.subscribe(times)
        XCTAssertNotNil(measured.operatorSubscription)
        measured.operatorSubscription?.cancel()  // before the upstream subscription: ignored
        measured.attach()
        scheduler.base.advance(by: .milliseconds(250))
        XCTAssertEqual(measured.send(1), .none, "the demand goes upstream as a request")
        XCTAssertEqual(
            log.lines,
            [
                "t=0 schedule", "t=0 out subscribed", "t=0 schedule", "t=0 up request(max(1))",
                "t=0 out value(40) -> max(3)",
                "t=0 now", "t=0 interval subscribed", "t=0 up request(max(1))",
                "t=0.25 now", "t=0.25 interval value(250000000) -> max(2)", "t=0.25 up request(max(2))",
            ])
        out.cancel()
        times.cancel()
        scheduler.base.run()
        XCTAssertEqual(
            log.lines.suffix(5),
            [
                "t=0.25 out cancel()", "t=0.25 schedule", "t=0.25 interval cancel()", "t=0.25 up cancel",
                "t=0.25 up cancel",
            ], "subscribe(on:) cancels on the scheduler")
        measured.release()
    }
}
