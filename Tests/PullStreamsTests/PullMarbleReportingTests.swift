import Marbles
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// Captures XCTest failures instead of recording them, to check where and what the assertions report.
final class PullMarbleReportingTests: CookbookTestCase {
    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    #if os(Linux)
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            guard capturing else {
                return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured.append((description, lineNumber))
        }
    #else
        override func record(_ issue: XCTIssue) {
            guard capturing else { return super.record(issue) }
            captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
        }
    #endif

    func testAssertMarbles_FailsAtCallersLine_UnderXCTest() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "-a|", values: ["a": 1], error: TestError.boom)
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            cold.producer.start(recorder.observer)
            scheduler.run()
            capturing = true
            let line = #line + 1
            assertMarbles(recorder, "-b|", values: ["a": 1, "b": 2])
            assertSubscriptions(cold.subscriptions, ["^-!"])
            let subscriptionLine = #line + 1
            assertSubscriptions(cold.subscriptions, ["^!"])
            capturing = false
            XCTAssertEqual(captured.count, 2)
            XCTAssertEqual(captured.first?.line, line)
            XCTAssertEqual(captured.first?.description.contains("t=1ms: expected value(b), got value(a)"), true)
            XCTAssertEqual(captured.last?.line, subscriptionLine)
            XCTAssertEqual(captured.last?.description.contains("expected: ^!\nactual:   ^-!"), true)
        }
    }
}

/// `assertEvents` shows aligned marble lines above its event lists.
final class PullAssertEventsMarbleTests: CookbookTestCase {
    func testEventsMismatchMessage_MarbleLinesUseTheGreatestCommonFrame_AndNameInterruption() {
        withLeakCheck {
            let expected: [TimedEvent<String, TestError>] = [.value(0.3, "x"), .value(0.5, "y"), .completed(0.6)]
            let recorded: [TimedEvent<String, TestError>] = [.value(0.3, "x"), .interrupted(0.4)]
            let message = eventsMismatchMessage(recorded, expected) ?? ""
            XCTAssertEqual(
                message.components(separatedBy: "\n").prefix(6).joined(separator: "\n"),
                """
                expected: ---a-b|
                actual:   ---a!--
                              ^
                t=0.4: expected nothing, got interrupted (value(b) was expected at t=0.5)
                Event 2 of 3 differs in time and in kind.
                (1 frame = 100ms; a = x, b = y)
                """)
            XCTAssertTrue(message.contains("First difference at index 1: expected t=0.5 value(y), recorded t=0.4 interrupted."))
        }
    }

    func testEventsMismatchMessage_TooLongForALine_ListsOnly() {
        let message = eventsMismatchMessage([TimedEvent<Int, TestError>.completed(100)], [.completed(1)]) ?? ""
        XCTAssertTrue(message.hasPrefix("Expected 1 events, but recorded 1."))
    }

    func testHotMarbles_CreatedAfterAdvancing_PastEventsAreGoneAtOnce() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            scheduler.advance(by: .milliseconds(3))
            let hot = try scheduler.createHotSignal(marbles: "-a---b|", values: ["a": 1, "b": 2], error: TestError.boom)
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            hot.signal.observe(recorder.observer)
            scheduler.run()
            assertMarbles(recorder, "-----b|", values: ["a": 1, "b": 2])
        }
    }
}

/// Diagrams without a values dictionary: each key is its own value (RxJS's behaviour).
final class PullMarbleKeysAsValuesTests: CookbookTestCase {
    func testKeysAreTheirOwnValues_TimeProgressionUnitsAreNotValues() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "x 1ms y|", error: TestError.boom)
            let hot = try scheduler.createHotSignal(marbles: "^-z|", error: Never?.none)
            let recorder = TestRecorder<String, TestError>(scheduler: scheduler)
            let hotRecorder = TestRecorder<String, Never>(scheduler: scheduler)
            cold.producer.start(recorder.observer)
            hot.signal.observe(hotRecorder.observer)
            scheduler.run()
            XCTAssertEqual(recorder.events, [.value(0, "x"), .value(0.002, "y"), .completed(0.003)])
            assertMarbles(hotRecorder, "^-z|", values: ["z": "z"])  // `^` marks frame 0, aligned under the input line
            XCTAssertEqual(hotRecorder.marbles(values: ["z": "z"]), "--z|")
        }
    }
}
