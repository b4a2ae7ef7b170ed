import Foundation
import Marbles
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// Marble entry points of the pull style: RxJS's documented examples, round trips, assertion messages.
final class PullMarbleTests: CookbookTestCase {
    private let values = ["a": 1, "b": 2, "c": 3]

    /// Starts `producer` at t=0, runs the scheduler, returns the recorder.
    private func record(
        _ scheduler: TestScheduler, _ producer: SignalProducer<Int, TestError>
    ) -> TestRecorder<Int, TestError> {
        let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
        producer.start(recorder.observer)
        scheduler.run()
        return recorder
    }

    // MARK: - RxJS's documented examples

    func testCold_RxJSExample_TimesInFrames() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "--a--b--|", values: values, error: TestError.boom)
            let recorder = record(scheduler, cold.producer)
            XCTAssertEqual(recorder.events, [.value(0.002, 1), .value(0.005, 2), .completed(0.008)])
            XCTAssertEqual(cold.subscriptions, [TestSubscription(0, 0.008)])
        }
    }

    func testHot_RxJSExample_FramesCountFromCaret_EarlierEventsUnseen() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let hot = try scheduler.createHotSignal(marbles: "-a-^-b--|", values: values, error: TestError.boom)
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            hot.signal.observe(recorder.observer)
            scheduler.run()
            XCTAssertEqual(recorder.events, [.value(0.002, 2), .completed(0.005)])
        }
    }

    func testCold_TimeProgression_RxJSExample() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "a 9ms b 9s c|", values: values, error: TestError.boom)
            let recorder = record(scheduler, cold.producer)
            XCTAssertEqual(recorder.events, [.value(0, 1), .value(0.010, 2), .value(9.011, 3), .completed(9.012)])
        }
    }

    func testCold_Group_RxJSExample() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "--(abc)-|", values: values, error: TestError.boom)
            let recorder = record(scheduler, cold.producer)
            XCTAssertEqual(
                recorder.events, [.value(0.002, 1), .value(0.002, 2), .value(0.002, 3), .completed(0.008)])
            XCTAssertEqual(recorder.marbles(values: values), "--(abc)-|")
        }
    }

    func testCold_FrameParameter_OneSecondFrames_ReplaysPerStart() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "-a#", values: values, error: TestError.boom, frame: .seconds(1))
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            cold.producer.start(recorder.observer)
            scheduler.advance(by: 5)
            cold.producer.start(recorder.observer)
            scheduler.run()
            XCTAssertEqual(
                recorder.events,
                [.value(1, 1), .failed(2, .boom), .value(6, 1), .failed(7, .boom)])
            XCTAssertEqual(cold.subscriptions.map { $0.marbles(frame: .seconds(1)) }, ["^-!", "-----^-!"])
        }
    }

    func testHot_WithoutCaret_FirstCharacterIsFrameZero_TerminalBeforeCaretLeavesItTerminated() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let plain = try scheduler.createHotSignal(marbles: "a-b|", values: values, error: TestError.boom)
            let early = try scheduler.createHotSignal(marbles: "-a|-^--", values: values, error: TestError.boom)
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            let lateRecorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            plain.signal.observe(recorder.observer)
            early.signal.observe(lateRecorder.observer)
            scheduler.run()
            XCTAssertEqual(recorder.events, [.value(0, 1), .value(0.002, 2), .completed(0.003)])
            XCTAssertEqual(lateRecorder.events, [.interrupted(0)])
        }
    }

    func testHot_ProducerView_LogsSubscriptions() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let hot = try scheduler.createHotSignal(marbles: "^-a-b-c-|", values: values, error: TestError.boom)
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            scheduler.advance(by: .milliseconds(3))
            let disposable = hot.producer.start(recorder.observer)
            scheduler.advance(by: .milliseconds(2))
            disposable.dispose()
            scheduler.run()
            assertMarbles(recorder, "----b!", values: values)
            assertSubscriptions(hot.subscriptions, ["---^-!"])
            XCTAssertNil(subscriptionsMismatchMessage(hot.subscriptions, ["---^-!"]))
        }
    }

    // MARK: - Rendering back

    func testRecorderMarbles_RoundTrips() throws {
        for diagram in ["--a--b--|", "-a-#", "(ab)-c|", "---", "|", "--a--c-!"] {
            try withLeakCheck {
                let scheduler = TestScheduler()
                let input = diagram.replacingOccurrences(of: "!", with: "")
                let cold = try scheduler.createColdProducer(marbles: input, values: values, error: TestError.boom)
                let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
                let disposable = cold.producer.start(recorder.observer)
                if let bang = diagram.firstIndex(of: "!") {
                    scheduler.advance(by: .milliseconds(diagram.distance(from: diagram.startIndex, to: bang)))
                    disposable.dispose()
                }
                scheduler.run()
                let expected = diagram == "---" ? "" : diagram
                XCTAssertEqual(recorder.marbles(values: values), expected, diagram)
                assertMarbles(recorder, expected, values: values, error: .boom)
            }
        }
    }

    func testRecorderMarbles_UnknownValuesDrawnByDescription_ErrorAsHash() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            SignalProducer<Int, TestError> { observer, _ in
                observer.send(value: 1)
                observer.send(value: 7)
                observer.send(error: .boom)
            }.start(recorder.observer)
            XCTAssertEqual(recorder.marbles(values: values), "(a7#)")
        }
    }

    // MARK: - Assertion messages

    private func recordedACompleted() throws -> [TimedEvent<Int, TestError>] {
        let scheduler = TestScheduler()
        let cold = try scheduler.createColdProducer(marbles: "--a--c--|", values: values, error: TestError.boom)
        return record(scheduler, cold.producer).events
    }

    func testMarblesMismatchMessage_DifferentValue() throws {
        try withLeakCheck {
            XCTAssertEqual(
                marblesMismatchMessage(try recordedACompleted(), "--a--b--|", values: values),
                """
                expected: --a--b--|
                actual:   --a--c--|
                               ^
                t=5ms: expected value(b), got value(c)
                Event 2 of 3 differs: same time, different event.
                (1 frame = 1ms; t=0 is the TestScheduler's startDate.)
                """)
            XCTAssertNil(marblesMismatchMessage(try recordedACompleted(), "--a--c--|", values: values))
        }
    }

    func testMarblesMismatchMessage_LateEvent() throws {
        try withLeakCheck {
            XCTAssertEqual(
                marblesMismatchMessage(try recordedACompleted(), "--a--c-|", values: values),
                """
                expected: --a--c-|-
                actual:   --a--c--|
                                 ^
                t=7ms: expected completed, got nothing (completed came at t=8ms)
                Event 3 of 3 is right but late: check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses.
                (1 frame = 1ms; t=0 is the TestScheduler's startDate.)
                """)
        }
    }

    func testMarblesMismatchMessage_InterruptionInWords() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "-a---|", values: values, error: TestError.boom)
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            let disposable = cold.producer.start(recorder.observer)
            scheduler.advance(by: .milliseconds(3))
            disposable.dispose()
            XCTAssertEqual(
                marblesMismatchMessage(recorder.events, "-a---|", values: values),
                """
                expected: -a---|
                actual:   -a-!--
                             ^
                t=3ms: expected nothing, got interrupted (completed was expected at t=5ms)
                Event 2 of 2 differs in time and in kind.
                (1 frame = 1ms; t=0 is the TestScheduler's startDate.)
                """)
        }
    }

    func testMarblesMismatchMessage_MalformedExpected_OffFrame_BadFrame() throws {
        try withLeakCheck {
            let recorded = try recordedACompleted()
            XCTAssertEqual(
                marblesMismatchMessage(recorded, "--a--c--(|", values: values),
                """
                assertMarbles: the expected diagram is malformed: invalid marble diagram at column 9: unclosed `(`
                  --a--c--(|
                          ^
                expected `)` to close the group
                """)
            XCTAssertEqual(
                marblesMismatchMessage(recorded, "-a-c|", values: values, frame: .milliseconds(2)),
                "Recorded t=0.005 value(3) between two frames (a frame is 2ms): a marble line cannot show it. "
                    + "Pass a frame that divides every recorded time (for example frame: .nanoseconds(1) shows all), "
                    + "or compare with assertEvents.")
            XCTAssertEqual(
                marblesMismatchMessage(recorded, "-", values: values, frame: .never)?.hasPrefix(
                    "assertMarbles: invalid marble diagram at column 1: frame never is not a positive duration"),
                true)
        }
    }

    func testSubscriptionsMismatchMessage() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            let cold = try scheduler.createColdProducer(marbles: "--a--c--|", values: values, error: TestError.boom)
            _ = record(scheduler, cold.producer)
            XCTAssertNil(subscriptionsMismatchMessage(cold.subscriptions, ["^-------!"]))
            XCTAssertEqual(
                subscriptionsMismatchMessage(cold.subscriptions, ["^---!"]),
                """
                expected: ^---!
                actual:   ^-------!
                              ^
                subscription 1: expected unsubscribe at t=4ms, got t=8ms
                Expected and recorded 1 subscription; subscription 1 differs.
                (1 frame = 1ms; t=0 is the TestScheduler's startDate.)
                """)
            XCTAssertEqual(
                subscriptionsMismatchMessage(cold.subscriptions, ["^-------!", "--^--!"])?.contains(
                    "subscription 2: expected subscribe at t=2ms, got none"), true)
            XCTAssertEqual(
                subscriptionsMismatchMessage(cold.subscriptions, ["-"])?.hasPrefix(
                    "assertSubscriptions: an expected line is malformed: invalid marble diagram"), true)
        }
    }

    // MARK: - Syntax errors are thrown, never crashes

    func testCreate_SyntaxErrorsThrowWithColumn() throws {
        try withLeakCheck {
            let scheduler = TestScheduler()
            XCTAssertThrowsError(try scheduler.createColdProducer(marbles: "--^-a|", values: values, error: TestError.boom)) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.column, 3)
            }
            XCTAssertThrowsError(try scheduler.createColdProducer(marbles: "--a--!", values: values, error: TestError.boom)) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.column, 6)
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.problem, "`!` in a test stream's diagram")
            }
            XCTAssertThrowsError(try scheduler.createHotSignal(marbles: "^-^", values: values, error: TestError.boom)) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.column, 3)
            }
            XCTAssertThrowsError(try scheduler.createHotSignal(marbles: "-x-", values: values, error: TestError.boom)) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.column, 2)
            }
            XCTAssertThrowsError(
                try scheduler.createColdProducer(marbles: "-a-", values: values, error: TestError.boom, frame: .nanoseconds(0))
            ) {
                XCTAssertEqual(($0 as? MarbleSyntaxError)?.problem, "frame nanoseconds(0) is not a positive duration")
            }
        }
    }
}
