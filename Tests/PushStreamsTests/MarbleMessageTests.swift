import PushStreams
import PushStreamsTest
import XCTest

// The failure messages are a feature: their text is built by pure functions and pinned here.

final class MarbleMessageTests: PushTestCase {
    func testRecordedDiff_Events_AlignedLinesCaretWordsAndScale() {
        let message = RecordedDiff.events(
            expected: [.next(210, 1), .next(220, 2), .completed(300)],
            actual: [.next(210, 1), .next(220, 3), .completed(300)],
            values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(
            message,
            """
            expected: -ab-------|
            actual:   -ac-------|
                        ^
            t=220: expected next(b), got next(c)
            Event 2 of 3 differs: same time, different event.
            One marble frame = 10 ticks; frame 0 (`^` when drawn) is tick 200.
            """)
    }

    func testRecordedDiff_EqualLists_NoMessage() {
        XCTAssertNil(RecordedDiff.events(expected: [Recorded.next(210, 1)], actual: [.next(210, 1)]))
        XCTAssertNil(RecordedDiff.events(expected: [Event<Int>.completed], actual: [.completed]))
        XCTAssertNil(RecordedDiff.subscriptions(expected: [Subscription(200)], actual: [Subscription(200)]))
    }

    func testRecordedDiff_Subscriptions() {
        let message = RecordedDiff.subscriptions(expected: [Subscription(200, 300)], actual: [Subscription(200, 1000)])
        XCTAssertEqual(
            message,
            """
            expected: ^!
            actual:   ^-------!
                       ^
            subscription 1: expected unsubscribe at t=300, got t=1000
            Expected and recorded 1 subscription; subscription 1 differs.
            One marble frame = 100 ticks; frame 0 (`^` when drawn) is tick 200.
            """)
    }

    func testRecordedDiff_UntimedEvents_OneFramePerEvent() {
        let message = RecordedDiff.events(
            expected: [Event<Int>.next(1), .completed], actual: [.next(1), .error(TestError.boom)], values: ["a": 1])
        XCTAssertEqual(
            message,
            """
            expected: a|
            actual:   a#
                       ^
            event 2: expected completed, got error(boom)
            Event 2 of 2 differs: same time, different event.
            One marble frame per event.
            """)
    }

    func testRecordedDiff_EarlyEvents_FrameZeroIsTickZero() {
        let message = RecordedDiff.events(expected: [Recorded.next(3, 1)], actual: [.next(5, 1)], values: ["a": 1])
        XCTAssertEqual(message?.hasPrefix("expected: ---a--\nactual:   -----a\n"), true, message ?? "nil")
        XCTAssertEqual(message?.hasSuffix("One marble frame = 1 tick; frame 0 (`^` when drawn) is tick 0."), true)
    }

    func testXCTAssertEqual_SingleEventOverloads_Pass() {
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
        XCTAssertEqual([SingleEvent<Int>.failure(TestError.boom)], [.failure(TestError.boom)])
        XCTAssertEqual([Recorded(time: 210, value: SingleEvent<Int>.success(1))], [Recorded(time: 210, value: .success(1))])
    }
}
