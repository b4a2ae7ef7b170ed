import Marbles
import PubSubStreamsTest
import Scheduling
import XCTest

/// Marble entry points of the pub-sub test module: cold and hot test publishers, rendering back, demand logs.
final class PubSubMarbleEntryPointTests: PubSubTestCase {
    private let values = ["a": 1, "b": 2, "c": 3]

    /// The values and completion a subscriber saw, as `time value` lines (times in ms since time 0).
    private func timeline<F>(_ subscriber: TestSubscriber<Int, F>) -> [String] {
        subscriber.records.compactMap { record in
            let ms = Int((record.time * 1000).rounded())
            switch record.event {
            case let .input(value): return "\(ms) \(value)"
            case .completion(.finished): return "\(ms) finished"
            case let .completion(.failure(error)): return "\(ms) failure(\(error))"
            default: return nil
            }
        }
    }

    /// Subscribes a fresh subscriber asking for `demand` to a cold publisher of `marbles` (with `values`, or
    /// this suite's a/b/c) and runs the scheduler to the end; returns both.
    private func runCold(
        _ marbles: String, values: [String: Int]? = nil, frame: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(1),
        demand: Subscribers.Demand = .unlimited
    ) throws -> (TestablePublisher<Int, Never>, TestSubscriber<Int, Never>) {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: marbles, values: values ?? self.values, frame: frame)
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: demand)
        publisher.subscribe(subscriber)
        scheduler.run()
        return (publisher, subscriber)
    }

    /// Subscribes to the hot `marbles` (on a fresh scheduler, 1 ms a frame) asking for `demand`, runs
    /// `atFrame2` on the subscriber two frames in, then runs the scheduler to the end.
    private func runHot(
        _ marbles: String, demand: Subscribers.Demand = .unlimited, atFrame2: (TestSubscriber<Int, Never>) -> Void
    ) throws -> (TestablePublisher<Int, Never>, TestSubscriber<Int, Never>) {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createHotPublisher(marbles: marbles, values: values)
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: demand)
        publisher.subscribe(subscriber)
        scheduler.advance(by: .milliseconds(2))
        atFrame2(subscriber)
        scheduler.run()
        return (publisher, subscriber)
    }

    // MARK: RxJS's documentation examples

    func testColdPublisher_RxJSExample_ValuesAt2And5_CompleteAt8() throws {
        let (publisher, subscriber) = try runCold("--a--b--|")
        XCTAssertEqual(timeline(subscriber), ["2 1", "5 2", "8 finished"])
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(*)"])
    }

    func testHotPublisher_RxJSExample_CaretIsNowAtCreation() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createHotPublisher(marbles: "-a-^-b--|", values: values)
        XCTAssertEqual(publisher.events.map(\.frame), [-2, 2, 5])
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler)
        publisher.subscribe(subscriber)
        scheduler.run()
        XCTAssertEqual(timeline(subscriber), ["2 2", "5 finished"])
        // Drawn from the first event: the empty frame before `a` is not drawn; parsing it gives the same events.
        XCTAssertEqual(publisher.marbles(values: values), "a-^-b--|")
    }

    func testColdPublisher_RxJSExample_TimeProgression() throws {
        let (_, subscriber) = try runCold("a 9ms b 9s c|")
        XCTAssertEqual(timeline(subscriber), ["0 1", "10 2", "9011 3", "9012 finished"])
    }

    func testColdPublisher_RxJSExample_GroupTakesItsWidth() throws {
        let (_, subscriber) = try runCold("--(abc)-|")
        XCTAssertEqual(timeline(subscriber), ["2 1", "2 2", "2 3", "8 finished"])
        XCTAssertEqual(subscriber.marbles(values: values), "--(abc)-|")
    }

    // MARK: Cold: a timeline per subscription

    func testColdPublisher_EachSubscriptionStartsItsOwnTimeline() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "-a-|", values: values)
        let first = TestSubscriber<Int, Never>(scheduler: scheduler)
        let second = TestSubscriber<Int, Never>(scheduler: scheduler)
        publisher.subscribe(first)
        scheduler.advance(by: .milliseconds(2))
        publisher.subscribe(second)
        scheduler.run()
        XCTAssertEqual(timeline(first), ["1 1", "3 finished"])
        XCTAssertEqual(timeline(second), ["3 1", "5 finished"])
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(*)", "--^(*)"])
    }

    func testColdPublisher_FrameZeroArrivesOnTheNextAdvance_NotInsideSubscribe() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "a|", values: values)
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler)
        publisher.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [])
        scheduler.advance()
        XCTAssertEqual(timeline(subscriber), ["0 1"])
        scheduler.run()
        XCTAssertEqual(timeline(subscriber), ["0 1", "1 finished"])
    }

    func testColdPublisher_ValueWithoutDemand_IsQueuedUntilRequested_CompletionWaitsBehind() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "-a-b-c|", values: values)
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: .max(1))
        publisher.subscribe(subscriber)
        scheduler.advance(by: .milliseconds(10))
        XCTAssertEqual(timeline(subscriber), ["1 1"])
        subscriber.request(.max(1))
        scheduler.advance(by: .milliseconds(2))
        subscriber.request(.max(5))
        XCTAssertEqual(timeline(subscriber), ["1 1", "10 2", "12 3", "12 finished"])
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(1)----------(1)--(5)"])
        XCTAssertEqual(
            publisher.subscriptions,
            [
                SubscriptionRecord(
                    subscribed: 0,
                    requests: [
                        .init(time: 0, demand: .max(1)), .init(time: 0.01, demand: .max(1)),
                        .init(time: 0.012, demand: .max(5)),
                    ],
                    completed: 0.012)
            ])
    }

    func testColdPublisher_DemandReturnedFromReceive_DeliversTheNextQueuedValueAtOnce() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "(ab)-c|", values: values)
        let subscriber = TestSubscriber<Int, Never>(
            scheduler: scheduler, initialDemand: .max(1), demandPerValue: { $0 < 3 ? .max(1) : .none })
        publisher.subscribe(subscriber)
        scheduler.run()
        XCTAssertEqual(timeline(subscriber), ["0 1", "0 2", "5 3", "6 finished"])
    }

    /// Plays `^(2)--(1)---!` against `publisher`: a subscriber asking for 2 on subscribe, 1 more at frame 2,
    /// and cancelling at frame 6.
    private func demandNotationScript(
        _ publisher: TestablePublisher<Int, Never>, _ scheduler: TestSchedulerOf<DispatchQueue>
    ) -> TestSubscriber<Int, Never> {
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: .max(2))
        publisher.subscribe(subscriber)
        scheduler.advance(by: .milliseconds(2))
        subscriber.request(.max(1))
        scheduler.advance(by: .milliseconds(4))
        subscriber.cancel()
        return subscriber
    }

    func testColdPublisher_Cancel_StopsTheTimelineAndIsLoggedAsBang() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "--a--b--|", values: values)
        let subscriber = demandNotationScript(publisher, scheduler)
        subscriber.request(.max(3))
        scheduler.run()
        XCTAssertEqual(timeline(subscriber), ["2 1", "5 2"])
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(2)--(1)---!"])
    }

    func testColdPublisher_DemandNotationExample() throws {
        // `^(2)--(1)---!`: request 2 on subscribe, 1 more at frame 2, cancel at frame 6.
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "-a-b-c-d-|", values: ["a": 1, "b": 2, "c": 3, "d": 4])
        let subscriber = demandNotationScript(publisher, scheduler)
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(2)--(1)---!"])
        assertSubscriptions(publisher, ["^(2)--(1)---!"])
        XCTAssertEqual(subscriber.demandMarbles(), "^(2)--(1)---!")
        XCTAssertEqual(subscriber.values, [1, 2, 3])
    }

    func testColdPublisher_Failure() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "-a-#", values: values, error: TestError.boom)
        let subscriber = TestSubscriber<Int, TestError>(scheduler: scheduler)
        publisher.subscribe(subscriber)
        scheduler.run()
        XCTAssertEqual(timeline(subscriber), ["1 1", "3 failure(TestError.boom)"])
        XCTAssertEqual(subscriber.marbles(values: values), "-a-#")
        assertMarbles(subscriber, "-a-#", values: values, error: .boom)
    }

    func testColdPublisher_Never_KeepsTheSubscriptionUntilCancelled() throws {
        let (publisher, subscriber) = try runCold("---", values: [:])
        XCTAssertEqual(subscriber.marbles(values: [:]), "")
        subscriber.cancel()
        XCTAssertEqual(publisher.subscriptionMarbles(), ["(^!)(*)"])
        XCTAssertEqual(publisher.subscriptions.first?.cancelled, 0)
    }

    func testColdPublisher_Empty() throws {
        let (publisher, subscriber) = try runCold("|", values: [:], demand: .none)
        XCTAssertEqual(timeline(subscriber), ["0 finished"])
        XCTAssertEqual(publisher.subscriptions, [SubscriptionRecord(subscribed: 0, completed: 0)])
    }

    func testColdPublisher_FrameOfOneSecond() throws {
        let (_, subscriber) = try runCold("-a 2s b|", frame: .seconds(1))
        XCTAssertEqual(timeline(subscriber), ["1000 1", "4000 2", "5000 finished"])
        XCTAssertEqual(subscriber.marbles(values: values, frame: .seconds(1)), "-a--b|")
    }

    func testColdPublisher_ZeroDemandRequest_IsReportedAndIgnored() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "-a|", values: values)
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: .none)
        publisher.subscribe(subscriber)
        let messages = captureReportedIssues { subscriber.request(.none) }
        XCTAssertEqual(
            messages,
            [
                "API Violation: TestablePublisher (cold) was asked for Subscribers.Demand.none (.max(0)). Combine traps "
                    + "here; ours ignores the request. Request .max(n) with n >= 1, or .unlimited."
            ])
        scheduler.run()
        XCTAssertEqual(subscriber.values, [])
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^"])
        subscriber.cancel()
    }

    // MARK: Hot: one shared timeline, subject-like demand

    func testHotPublisher_ValueWithoutDemand_IsDropped_CompletionStillArrives() throws {
        let (publisher, subscriber) = try runHot("^-a-b-c-|", demand: .none) { $0.request(.max(1)) }
        // `^` takes frame 0: a@2 (no demand: dropped), b@4 (requested at 2), c@6 (dropped), |@8.
        XCTAssertEqual(timeline(subscriber), ["4 2", "8 finished"])
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^--(1)"])
    }

    func testHotPublisher_LateSubscriberSeesOnlyLaterValues_AfterCompletionGetsItAtOnce() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createHotPublisher(marbles: "-a-b-|", values: values)
        let early = TestSubscriber<Int, Never>(scheduler: scheduler)
        let late = TestSubscriber<Int, Never>(scheduler: scheduler)
        let afterwards = TestSubscriber<Int, Never>(scheduler: scheduler)
        publisher.subscribe(early)
        scheduler.advance(by: .milliseconds(2))
        publisher.subscribe(late)
        scheduler.advance(by: .milliseconds(8))
        publisher.subscribe(afterwards)
        XCTAssertEqual(timeline(early), ["1 1", "3 2", "5 finished"])
        XCTAssertEqual(timeline(late), ["3 2", "5 finished"])
        XCTAssertEqual(timeline(afterwards), ["10 finished"])
        XCTAssertEqual(late.marbles(values: values), "-b-|")
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(*)", "--^(*)", "----------^(*)"])
    }

    func testHotPublisher_Cancel_RemovesTheSubscriber() throws {
        let (publisher, subscriber) = try runHot("-a-b-|") { $0.cancel() }
        XCTAssertEqual(timeline(subscriber), ["1 1"])
        assertSubscriptions(publisher, ["^(*)-!"])
    }

    func testHotPublisher_OnASharedClock_CaretIsTheClocksNow() throws {
        let clock = VirtualClock(now: 5_000_000)
        let scheduler = DispatchQueue.test(clock: clock)
        let publisher = try scheduler.createHotPublisher(marbles: "-a-^-b|", values: values)
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler)
        publisher.subscribe(subscriber)
        scheduler.run()
        XCTAssertEqual(timeline(subscriber), ["7 2", "8 finished"])
        XCTAssertEqual(subscriber.marbles(values: values), "--b|")
        XCTAssertEqual(publisher.subscriptionMarbles(), ["^(*)"])
    }
}
