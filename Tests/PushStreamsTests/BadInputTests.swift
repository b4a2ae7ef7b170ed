import Dispatch
import Foundation
import Marbles
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import Scheduling
import XCTest

// The bad-input catalogue of the push style: each bad input, and the clear error (thrown or reported) it
// meets. No crash, no hang, and a message that says what to do.

final class BadInputTests: PushTestCase {
    // MARK: Marbles

    func testBadInput_MalformedMarbles_ThrowWithCaretAndExpectation() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createColdObservable(marbles: "--(a-|", values: ["a": 1])) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("--(a-|"), message)
            XCTAssertTrue(message.contains("^"), "a caret under the column: \(message)")
            XCTAssertEqual((error as? MarbleSyntaxError)?.column, 3)
        }
    }

    func testBadInput_UnknownMarbleKey_NamesTheKey() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createColdObservable(marbles: "--x--|", values: ["a": 1])) { error in
            let syntax = error as? MarbleSyntaxError
            XCTAssertEqual(syntax?.column, 3)
            XCTAssertTrue("\(error)".contains("x"), "\(error)")
        }
    }

    func testBadInput_SubscriptionMarksInAnEventDiagram_AreRejected() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createColdObservable(marbles: "-^-a", values: ["a": 1])) { error in
            XCTAssertNotNil(error as? MarbleSyntaxError, "\(error)")
        }
        XCTAssertThrowsError(try scheduler.createHotObservable(marbles: "-a-!", values: ["a": 1])) { error in
            XCTAssertNotNil(error as? MarbleSyntaxError, "\(error)")
        }
    }

    // MARK: Blocking

    /// How long the blocking tests below wait on a stream that never delivers.
    private static let neverTimeout: TimeInterval = 0.005

    func testBadInput_BlockingOnANeverEndingStream_TimesOutWithinTimeoutPlus100ms() {
        let start = Date()
        XCTAssertThrowsError(try PublishSubject<Int>().toBlocking(timeout: Self.neverTimeout).toArray()) { error in
            XCTAssertEqual(errorName(error), "RxError.timeout")
            XCTAssertTrue("\(error)".contains("Add take(n), complete it, or raise the timeout"), "\(error)")
        }
        let waited = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(waited, Self.neverTimeout - 0.001, "gave up before the timeout (1 ms for clock granularity)")
        XCTAssertLessThan(waited, Self.neverTimeout + 0.1, "the timeout plus at most 100 ms")
    }

    func testBadInput_BlockingOnANeverEndingStream_FromABackgroundThread() {
        let elapsed = Locked<TimeInterval?>(nil)
        let thrown = Locked<String?>(nil)
        let done = expectation(description: "blocked on a background thread")
        DispatchQueue.global().async {
            let start = Date()
            do { _ = try Observable<Int>.never().toBlocking(timeout: Self.neverTimeout).first() } catch {
                thrown.withLock { $0 = errorName(error) }
            }
            elapsed.withLock { $0 = Date().timeIntervalSince(start) }
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(thrown.withLock { $0 }, "RxError.timeout")
        let waited = elapsed.withLock { $0 } ?? 99
        XCTAssertGreaterThanOrEqual(waited, Self.neverTimeout - 0.001, "gave up before the timeout (1 ms for clock granularity)")
        XCTAssertLessThan(waited, Self.neverTimeout + 0.1, "the timeout plus at most 100 ms")
    }

    func testBadInput_BlockingOnAStreamDeliveringOnTheBlockedMainQueue_DoesNotDeadlock() throws {
        XCTAssertTrue(Thread.isMainThread)
        let values = try Observable.of(1, 2, 3)
            .observe(on: MainScheduler.asyncInstance)
            .toBlocking(timeout: 1)
            .toArray()
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testBadInput_SingleOnTwoValues_SaysUseFirst() {
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            XCTAssertEqual(errorName(error), "RxError.moreThanOneElement")
            XCTAssertTrue("\(error)".contains("use first() or take(1)"), "\(error)")
        }
        var events: [String] = []
        _ = Observable.of(1, 2).asSingle().subscribe { events.append("\($0)") }
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.first?.contains("more than one element") == true, "\(events)")
    }

    func testBadInput_FirstOnEmpty_IsNilButSingleThrowsNoElements() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            XCTAssertEqual(errorName(error), "RxError.noElements")
            XCTAssertTrue("\(error)".contains("use first() (nil when empty) or toArray()"), "\(error)")
        }
    }

    // MARK: Test scheduler

    func testBadInput_StartOnARepeatingTimer_ReportsTheRunaway() {
        let scheduler = TestScheduler(clock: VirtualClock(runawayLimit: 100))
        let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe()
        let messages = capturingIssues { scheduler.start() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("TestScheduler.start()") == true, "\(messages)")
        XCTAssertTrue(messages.first?.contains("Advance to a finite time instead") == true, "\(messages)")
        subscription.dispose()
    }

    func testBadInput_AdvancingIntoThePast_IsReportedAndIgnored() {
        assertAdvancingBackTo50IsReportedAndIgnored(TestScheduler(initialClock: 100), named: "TestScheduler")
    }

    func testBadInput_SchedulingInThePast_RunsAtTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(100)
        var ranAt: [Int] = []
        scheduler.scheduleAt(10) { ranAt.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(ranAt, [100], "RxTest runs a past action at the current tick; it never goes back")
    }

    func testBadInput_SleepingANegativeInterval_IsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = capturingIssues { scheduler.sleep(-5) }
        XCTAssertEqual(messages, ["TestScheduler.sleep(-5): cannot sleep a negative interval."])
        XCTAssertEqual(scheduler.clock, 0)
    }

    func testBadInput_ZeroOrNegativeResolution_IsReportedAndReplacedByOneSecond() {
        for resolution in [0.0, -1.0, .nan] {
            var scheduler: TestScheduler?
            let messages = capturingIssues { scheduler = TestScheduler(initialClock: 0, resolution: resolution) }
            XCTAssertEqual(messages.count, 1, "resolution \(resolution)")
            XCTAssertTrue(messages.first?.contains("using 1.0 instead") == true, "\(messages)")
            XCTAssertEqual(scheduler?.resolution, 1.0)
        }
    }

    // MARK: Operators

    func testBadInput_NegativeTake_FailsWithArgumentOutOfRange() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).take(-1).subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first.flatMap(\.error).map(errorName), "RxError.argumentOutOfRange")
        XCTAssertTrue("\(events.first?.error.map { "\($0)" } ?? "")".contains("must be zero or positive"))
    }

    func testBadInput_ZeroTake_CompletesWithoutSubscribing() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.take(0).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testBadInput_NegativeDebounceThrottleTakeFor_AreReportedAndTreatedAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        var messages: [String] = []
        messages += capturingIssues { _ = Observable<Int>.never().debounce(.seconds(-1), scheduler: scheduler) }
        messages += capturingIssues { _ = Observable<Int>.never().throttle(.seconds(-1), scheduler: scheduler) }
        messages += capturingIssues { _ = Observable<Int>.never().take(for: .seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(messages.count, 3)
        XCTAssertTrue(messages[0].hasPrefix("debounce: the due time"), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("throttle: the due time"), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("take(for:): the due time"), messages[2])
        XCTAssertTrue(messages.allSatisfy { $0.contains("pass .milliseconds(0) or more") })
    }

    func testBadInput_ZeroDebounce_ForwardsEachElementOneTickLater() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    }
}
