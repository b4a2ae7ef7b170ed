import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// `PullStreamsTest`: the timed recorder, hot and cold test streams, the assertion and leak messages.
final class PullTestSupportTests: CookbookTestCase {
    func testRecorder_StampsVirtualTime_ForSignalAndProducer() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            SignalProducer<Int, TestError>(value: 1).delay(0.1, on: scheduler).start(recorder.observer)
            let (signal, input) = Signal<Int, TestError>.pipe()
            signal.observe(recorder.observer)
            scheduler.advance(by: 0.1)
            scheduler.advance(by: 0.1)
            scheduler.advance(by: 0.1)
            input.send(value: 2)
            input.send(error: .boom)
            XCTAssertEqual(recorder.events, [.value(0.1, 1), .completed(0.1), .value(0.3, 2), .failed(0.3, .boom)])
            XCTAssertEqual(recorder.values, [1, 2])
            XCTAssertTrue(recorder.isTerminated)
            XCTAssertEqual(
                recorder.events.map(\.description),
                [
                    "t=0.1 value(1)", "t=0.1 completed", "t=0.3 value(2)", "t=0.3 failed(TestError.boom)",
                ])
        }
    }

    func testHotSignal_EventsAtAbsoluteTimes_ProducerLogsSubscriptions() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let hot = scheduler.createHotSignal([
                TimedEvent<Int, TestError>.value(1, 1), .value(2, 2), .value(3, 3), .completed(4),
            ])
            let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
            scheduler.advance(by: 1.5)
            let disposable = hot.producer.start(recorder.observer)
            scheduler.advance(by: 1)
            disposable.dispose()
            scheduler.run()
            XCTAssertEqual(recorder.events, [.value(2, 2), .interrupted(2.5)])
            XCTAssertEqual(hot.subscriptions, [TestSubscription(1.5, 2.5)])
        }
    }

    func testColdProducer_ReplaysPerStart_RelativeTimes() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let cold = scheduler.createColdProducer([TimedEvent<String, TestError>.value(1, "a"), .completed(2)])
            let recorder = TestRecorder<String, TestError>(scheduler: scheduler)
            cold.producer.start(recorder.observer)
            scheduler.advance(by: 5)
            cold.producer.start(recorder.observer)
            scheduler.run()
            XCTAssertEqual(recorder.events, [.value(1, "a"), .completed(2), .value(6, "a"), .completed(7)])
            XCTAssertEqual(cold.subscriptions, [TestSubscription(0, 2), TestSubscription(5, 7)])
            XCTAssertEqual(cold.subscriptions.map(\.description), ["(0.0, 2.0)", "(5.0, 7.0)"])
        }
    }

    func testEventsMismatchMessage() {
        let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .completed(2)]
        XCTAssertNil(eventsMismatchMessage(expected, expected))
        let message = eventsMismatchMessage([.value(1, 1)], expected)
        XCTAssertEqual(
            message?.components(separatedBy: "\n").prefix(7).joined(separator: "\n"),
            """
            expected: -a|
            actual:   -a-
                        ^
            t=2.0: expected completed, got nothing
            Recorded 1 of 2 expected events. If the stream waits on virtual time, advance the test scheduler past t=2.0; otherwise check that the source sends it.
            (1 frame = 1s; a = 1)

            """)
        XCTAssertTrue(message?.contains("Expected 2 events, but recorded 1. Missing from index 1: t=2.0 completed.") == true)
        XCTAssertTrue(message?.contains("advance(by:) or run()") == true)
        let wrong = eventsMismatchMessage([.value(1, 1), .value(2, 5)], expected)
        XCTAssertTrue(wrong?.contains("First difference at index 1: expected t=2.0 completed, recorded t=2.0 value(5).") == true)
    }

    func testAssertEvents_PassesWhenEqual() {
        assertEvents([TimedEvent<Int, TestError>.completed(1)], [.completed(1)])
    }

    func testLeakMessage() {
        XCTAssertNil(leakMessage(start: 3, end: 3))
        XCTAssertTrue(
            leakMessage(start: 3, end: 5)?.hasPrefix(
                "Expected Resources.total to return to 3 after the test, but it is 5: 2 observation(s) are still alive.") == true)
    }

    func testResourcesTotal_CountsLiveObservations() {
        let start = Resources.total
        let (signal, input) = Signal<Int, Never>.pipe()
        let first = signal.observe { _ in }
        signal.observe { _ in }
        XCTAssertEqual(Resources.total, start + 2)
        first?.dispose()
        XCTAssertEqual(Resources.total, start + 1)
        input.sendCompleted()
        XCTAssertEqual(Resources.total, start)
    }

    func testFormatSeconds() {
        XCTAssertEqual(formatSeconds(1.5), "1.5")
        XCTAssertEqual(formatSeconds(2), "2.0")
        XCTAssertEqual(formatSeconds(0.000000001), "0.000000001")
        XCTAssertEqual(formatSeconds(Date.distantFuture.timeIntervalSinceReferenceDate), "63113904000.0")
    }
}
