import Dispatch
import Foundation
import Marbles
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The bad-input catalogue of the pull style: each bad input, and the clear error (thrown, returned
/// or reported as a test failure) that says what to do. No crash, no hang.
///
/// Reported problems go through `IssueReporting` to XCTest; this class captures them instead of
/// failing, to assert their wording. Not applicable to the pull style (ReactiveSwift has no demand):
/// demand `.max(0)` and a request after cancel.
final class PullBadInputTests: CookbookTestCase {
    private var captured: [String] = []
    private var capturing = false

    #if os(Linux)
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            guard capturing else {
                return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured.append(description)
        }
    #else
        override func record(_ issue: XCTIssue) {
            guard capturing else { return super.record(issue) }
            captured.append(issue.compactDescription)
        }
    #endif

    /// Runs `body` with reported failures captured; returns them (call inside `withLeakCheck`, which
    /// routes `IssueReporting` to XCTest).
    private func capturingReports(_ body: () -> Void) -> [String] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    // MARK: - Marbles

    func testBadInput_MalformedMarbles_ThrowWithColumnAndExpectation() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cases: [(diagram: String, column: Int, problem: String)] = [
                ("-a-(b", 4, "unclosed `(`"),
                ("-a)-", 3, "`)` without a matching `(`"),
                ("--a--!", 6, "`!` in a test stream's diagram"),
                ("-x-|", 2, "unknown value key `x`"),
                ("-a-#", 4, "`#` but no error was given"),
            ]
            for (diagram, column, problem) in cases {
                XCTAssertThrowsError(try scheduler.createColdProducer(marbles: diagram, values: ["a": 1, "b": 2], error: Never?.none)) {
                    guard let error = $0 as? MarbleSyntaxError else { return XCTFail("\($0)") }
                    XCTAssertEqual(error.column, column, diagram)
                    XCTAssertTrue(error.problem.contains(problem), "\(diagram): \(error.problem)")
                    XCTAssertTrue(error.description.hasPrefix("invalid marble diagram at column \(column):"), error.description)
                    XCTAssertTrue(error.description.contains("expected "), error.description)
                }
            }
            XCTAssertThrowsError(try scheduler.createHotSignal(marbles: "^-^", values: ["a": 1], error: Never?.none)) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.column, 3)
            }
            XCTAssertThrowsError(
                try scheduler.createColdProducer(marbles: "-a|", values: ["a": 1], error: Never?.none, frame: .milliseconds(-1))
            ) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.problem, "frame milliseconds(-1) is not a positive duration")
            }
        }
    }

    // MARK: - Blocking

    func testBadInput_BlockingOnANeverEndingProducer_TimesOutWithinTimeoutPlus100ms() {
        withLeakCheck {
            let timeout: TimeInterval = 0.005
            let started = Date()
            let result = SignalProducer<Int, Never>.never.first(timeout: timeout)
            let elapsed = Date().timeIntervalSince(started)
            XCTAssertLessThan(elapsed, timeout + 0.1)
            XCTAssertGreaterThanOrEqual(elapsed, timeout)
            guard case let .failure(error)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertTrue(error.isTimeout)
            XCTAssertTrue(error.description.hasPrefix("Timed out after 0.005s"), error.description)
            XCTAssertTrue(error.description.contains("advance that scheduler from another thread, or test it in virtual time"))
        }
    }

    /// The main thread blocks on a producer that delivers on the main queue: the run loop keeps
    /// turning while it waits, so the value arrives (ReactiveSwift would deadlock).
    func testBadInput_BlockingOnAProducerDeliveringOnTheBlockedThreadsMainQueue_StillDelivers() throws {
        guard Thread.isMainThread else { return XCTFail("this test blocks the main thread: XCTest must run it there") }
        try withLeakCheck {
            let started = Date()
            let result = SignalProducer<Int, Never>(value: 7).observe(on: QueueScheduler.main).first(timeout: 1)
            XCTAssertEqual(try result?.get(), 7)
            XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        }
    }

    /// Blocking on a producer that waits on a `TestScheduler` driven by this very thread fails at once.
    func testBadInput_BlockingOnAProducerWaitingForThisThreadsTestScheduler_FailsFast() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let started = Date()
            let result = SignalProducer<Int, Never>(value: 1).delay(1, on: scheduler).first(timeout: 5)
            XCTAssertLessThan(Date().timeIntervalSince(started), 1)
            guard case let .failure(error)? = result else { return XCTFail("\(String(describing: result))") }
            XCTAssertTrue(error.description.contains("would wait forever"), error.description)
            scheduler.run()
        }
    }

    /// ReactiveSwift's contract, mirrored: `single()` is `nil` for more than one value and
    /// `first()` is `nil` for an empty producer; no error is invented.
    func testBadInput_SingleOnTwoValues_FirstOnEmpty_AreNil() {
        withLeakCheck {
            XCTAssertNil(SignalProducer<Int, Never>(values: 1, 2).single())
            XCTAssertNil(SignalProducer<Int, Never>(values: 1, 2).single(timeout: 1))
            XCTAssertNil(SignalProducer<Int, Never>.empty.first())
            XCTAssertNil(SignalProducer<Int, Never>.empty.first(timeout: 1))
            XCTAssertNil(SignalProducer<Int, Never>.empty.last())
        }
    }

    // MARK: - Virtual time

    func testBadInput_RunOnARepeatingTimer_StopsAsARunawayAndSaysWhatToDo() {
        withLeakCheck {
            let scheduler = TestScheduler(clock: VirtualClock(runawayLimit: 1_000))
            var ticks = 0
            let disposable = SignalProducer.timer(interval: .seconds(1), on: scheduler).startWithValues { _ in ticks += 1 }
            let reports = capturingReports { scheduler.run() }
            XCTAssertEqual(ticks, 1_000)
            XCTAssertEqual(reports.count, 1)
            XCTAssertTrue(reports.first?.contains("TestScheduler.run():") == true, "\(reports)")
            XCTAssertTrue(reports.first?.contains("1000") == true, "\(reports)")
            disposable.dispose()
            XCTAssertEqual(scheduler.clock.pendingCount, 0)
        }
    }

    /// As in ReactiveSwift, an action dated in the past runs on the next advance with `currentDate`
    /// reading its own date while it runs; afterwards the date is the advance's target. Nothing is reported.
    func testBadInput_SchedulingInThePast_RunsWithItsOwnDateThenTheClockReturns() {
        withLeakCheck {
            let scheduler = TestScheduler()
            scheduler.advance(by: .seconds(10))
            var ranAt: Date?
            scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(-5)) { ranAt = scheduler.currentDate }
            let reports = capturingReports { scheduler.advance() }
            XCTAssertEqual(reports, [])
            XCTAssertEqual(ranAt?.timeIntervalSince(scheduler.startDate), 5)
            XCTAssertEqual(scheduler.currentDate.timeIntervalSince(scheduler.startDate), 10.000000001, accuracy: 1e-12)
        }
    }

    // MARK: - Counts and intervals

    func testBadInput_NegativeTake_ReportedAndTreatedAsZero_ZeroTakeInterrupts() {
        withLeakCheck {
            var events: [Signal<Int, Never>.Event] = []
            let reports = capturingReports {
                SignalProducer<Int, Never>(values: 1, 2).take(first: -1).start { events.append($0) }
            }
            XCTAssertEqual(events, [.interrupted])
            XCTAssertEqual(reports.count, 1)
            XCTAssertTrue(reports.first?.contains("take(first: -1): the count must not be negative; treated as 0.") == true, "\(reports)")

            var zero: [Signal<Int, Never>.Event] = []
            let none = capturingReports { SignalProducer<Int, Never>(values: 1, 2).take(first: 0).start { zero.append($0) } }
            XCTAssertEqual(none, [])
            XCTAssertEqual(zero, [.interrupted])
        }
    }

    func testBadInput_NegativeDebounceThrottleDelay_ReportedAndTreatedAsZero() {
        withLeakCheck {
            let scheduler = TestScheduler()
            var values: [Int] = []
            let reports = capturingReports {
                let source = SignalProducer<Int, Never>(value: 1)
                source.debounce(-1, on: scheduler).startWithValues { values.append($0) }
                source.throttle(-0.5, on: scheduler).startWithValues { values.append($0) }
                source.delay(-2, on: scheduler).startWithValues { values.append($0) }
                scheduler.advance()
            }
            XCTAssertEqual(reports.count, 3, "\(reports)")
            for (name, interval) in [("debounce", "-1.0"), ("throttle", "-0.5"), ("delay", "-2.0")] {
                XCTAssertTrue(
                    reports.contains {
                        $0.contains("\(name)(\(interval), on:): the interval must not be negative") && $0.contains("treated as 0")
                    },
                    "\(name): \(reports)"
                )
            }
            XCTAssertEqual(values.last, 1, "the operators still run, with 0")
            let zero = capturingReports { SignalProducer<Int, Never>(value: 1).debounce(0, on: scheduler).start() }
            XCTAssertEqual(zero, [], "a zero debounce is valid")
            scheduler.run()
        }
    }

    func testBadInput_ZeroOrNegativeTimerInterval_ReportedNotSpinningForever() {
        withLeakCheck {
            let scheduler = TestScheduler(clock: VirtualClock(runawayLimit: 100))
            let reports = capturingReports {
                let timer = SignalProducer.timer(interval: .seconds(0), on: scheduler).start()
                let interval = SignalProducer.interval([1, 2], interval: .milliseconds(-1), on: scheduler).start()
                timer.dispose()
                interval.dispose()
            }
            XCTAssertEqual(reports.count, 2, "\(reports)")
            XCTAssertTrue(
                reports.first?.contains("timer(interval: seconds(0)): a repeating interval must be positive") == true, "\(reports)")
            XCTAssertTrue(reports.last?.contains("interval(interval: milliseconds(-1))") == true, "\(reports)")
            XCTAssertEqual(scheduler.clock.pendingCount, 0)
        }
    }

    func testBadInput_ConcurrentLimitZero_TreatedAsOne() {
        withLeakCheck {
            var values: [Int] = []
            SignalProducer<Int, Never>(values: 1, 2, 3)
                .flatMap(.concurrent(limit: 0)) { SignalProducer<Int, Never>(value: $0) }
                .startWithValues { values.append($0) }
            XCTAssertEqual(values, [1, 2, 3])
            XCTAssertEqual(FlattenStrategy.concurrent(limit: 0), .concat)
        }
    }
}
