import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

final class TestSchedulerTests: PushTestCase {
    func testDefaults() {
        XCTAssertEqual(
            [TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed], [100, 200, 1000])
    }

    func testClockMapsOntoVirtualClockNanoseconds() {
        let clock = VirtualClock()
        let seconds = TestScheduler(clock: clock)
        let tenths = TestScheduler(clock: clock, resolution: 0.1)
        clock.sleep(2_500_000_000)
        XCTAssertEqual(seconds.clock, 2)
        XCTAssertEqual(tenths.clock, 25)
        XCTAssertEqual(tenths.nanosecondsPerTick, 100_000_000)
        XCTAssertEqual(TestScheduler(initialClock: 7).virtualClock.now, 7_000_000_000)
    }

    func testSharedClock_TwoSchedulersOneTimeline() {
        let clock = VirtualClock()
        let seconds = TestScheduler(clock: clock)
        let millis = TestScheduler(clock: clock, resolution: 0.001)
        var log: [String] = []
        seconds.scheduleAt(2) { log.append("seconds@2") }
        millis.scheduleAt(1500) { log.append("millis@1500") }
        seconds.start()
        XCTAssertEqual(log, ["millis@1500", "seconds@2"])
        XCTAssertEqual(millis.clock, 2000)
    }

    func testScheduleRelative_ProcessingDelayAndRounding() {
        let scheduler = TestScheduler(initialClock: 100, resolution: 0.1)
        var times: [TestTime] = []
        for interval in [DispatchTimeInterval.seconds(0), .milliseconds(140), .milliseconds(160), .seconds(-1)] {
            _ = scheduler.scheduleRelative((), dueTime: interval) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        // 0 and -1 s are due now or earlier: one tick later. 140 ms rounds to 1 tick, 160 ms to 2.
        XCTAssertEqual(times, [101, 101, 101, 102])
    }

    func testScheduleAbsoluteVirtual_Dispose_Cancels() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let disposable = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testSleep_MovesClockWithoutRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: TestTime?
        scheduler.scheduleAt(5) { ranAt = scheduler.clock }
        scheduler.sleep(10)
        XCTAssertEqual(scheduler.clock, 10)
        scheduler.start()
        XCTAssertEqual(ranAt, 10)
    }

    func testAdvanceToThePast_IsReported() {
        let scheduler = TestScheduler(initialClock: 50)
        let messages = capturingIssues { scheduler.advanceTo(10) }
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("time cannot go back"))
    }

    func testRunaway_IsReportedNotHung() {
        let scheduler = TestScheduler(clock: VirtualClock(runawayLimit: 50))
        let messages = capturingIssues {
            let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe()
            scheduler.start()
            subscription.dispose()
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("never ends"))
    }

    func testBadResolution_IsReported() {
        let messages = capturingIssues { _ = TestScheduler(initialClock: 0, resolution: 0) }
        XCTAssertEqual(messages.count, 1)
    }

    func testColdObservable_DisposedSubscriptionGetsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.subscribe(observer, to: xs.asObservable(), from: 100, until: 115)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(110, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 115)])
        XCTAssertEqual(scheduler.clock, 120)
    }

    func testRecordedAndSubscriptionValues() {
        let events = Recorded.events(.next(10, "a"), .completed(20))
        XCTAssertEqual(events, [Recorded(time: 10, value: .next("a")), Recorded(time: 20, value: .completed)])
        XCTAssertEqual(Subscription(5).unsubscribe, Int.max)
        XCTAssertEqual("\(Subscription(5))", "(5, Infinity)")
        XCTAssertEqual("\(Recorded<Event<Int>>.error(3, TestError.boom))", "error(boom) @ 3")
    }

    func testAssertEqualOverloads_Pass() {
        XCTAssertEqual([Recorded.next(1, 1), .completed(2)], [Recorded.next(1, 1), .completed(2)])
        XCTAssertEqual([Event.next(1), .error(TestError.boom)], [Event.next(1), .error(TestError.boom)])
        XCTAssertRecordedElements([.next(1, 1), .next(2, 2), .completed(3)], [1, 2])
    }

    func testFailureMessage_NamesFirstDifference() {
        let message = RecordedDiff.events(
            expected: [Recorded.next(210, 1), .next(220, 2), .completed(300)],
            actual: [Recorded.next(210, 1), .completed(300)] as [Recorded<Event<Int>>]
        )
        XCTAssertEqual(message?.contains("t=220: expected next(2), got nothing (completed came at t=300)"), true, message ?? "nil")
        let shorter = RecordedDiff.events(expected: [Event<Int>.next(1), .completed], actual: [.next(1)])
        XCTAssertEqual(shorter?.contains("event 2: expected completed"), true, shorter ?? "nil")
    }

    func testTutorialPattern_BindColdTapsIntoAViewModel() {
        // Given: a view model whose tap input maps to a text output (as in the tutorial).
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        let tap = PublishSubject<Void>()
        let text = tap.flatMapLatest { Single.just("RxSwift").asObservable() }.map { "Library name: \($0)" }
        let observer = scheduler.createObserver(String.self)
        text.bind(to: observer).disposed(by: bag)
        // When: two taps at 10 and 20.
        scheduler.createColdObservable([.next(10, ()), .next(20, ())]).bind(to: tap).disposed(by: bag)
        scheduler.start()
        // Then
        XCTAssertEqual(observer.events, [.next(10, "Library name: RxSwift"), .next(20, "Library name: RxSwift")])
    }
}
