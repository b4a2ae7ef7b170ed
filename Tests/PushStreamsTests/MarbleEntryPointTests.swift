import Marbles
import PushStreams
import PushStreamsTest
import XCTest

// Issue 6 for the push style: marble diagrams in and out of RxTest's types. One frame = one tick;
// cold frames are relative to each subscription, hot `^` (or the first column) is tick 200.

final class MarbleEntryPointTests: PushTestCase {
    func testCreateColdObservable_Marbles_RxJSExample() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable(marbles: "--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(2, 1), .next(5, 2), .completed(8)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(202, 1), .next(205, 2), .completed(208)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 208)])
    }

    func testCreateHotObservable_Marbles_CaretIsTheSubscriptionTick() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a-^-b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(198, 1), .next(202, 2), .completed(205)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(202, 2), .completed(205)])
    }

    func testCreateHotObservable_WithoutCaret_FirstColumnIsTick200() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a|", values: ["a": 1])
        XCTAssertEqual(xs.recordedEvents, [.next(201, 1), .completed(202)])
    }

    func testCreateColdObservable_TimeProgression_OneTickPerMillisecond() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = try scheduler.createColdObservable(marbles: "a 9ms b 9s c|", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(xs.recordedEvents, [.next(0, 1), .next(10, 2), .next(9011, 3), .completed(9012)])
    }

    func testCreateColdObservable_GroupTakesItsWidth() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable(marbles: "--(abc)-|")
        XCTAssertEqual(xs.recordedEvents, [.next(2, "a"), .next(2, "b"), .next(2, "c"), .completed(8)])
    }

    func testCreateColdObservable_ErrorMarble() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable(marbles: "-a-#", values: ["a": 1], error: TestError.boom)
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(201, 1), .error(203, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 203)])
    }

    func testCreateObservable_MalformedDiagrams_ThrowWithCaretColumn() {
        let scheduler = TestScheduler(initialClock: 0)
        let cases: [(String, Bool, Int)] = [
            ("--(a-|", false, 3),  // unbalanced (
            ("-^-^-|", true, 4),  // two ^
            ("--|-a", false, 5),  // value after |
            ("--x--|", false, 3),  // unknown key
            ("-a 5parsecs b|", false, 5),  // bad time progression
            ("-^-a", false, 2),  // ^ in a cold diagram
            ("-a-!", true, 4),  // ! in an event diagram
        ]
        for (diagram, hot, column) in cases {
            XCTAssertThrowsError(
                try hot
                    ? scheduler.createHotObservable(marbles: diagram, values: ["a": 1])
                    : scheduler.createColdObservable(marbles: diagram, values: ["a": 1]),
                diagram
            ) { error in
                let syntax = error as? MarbleSyntaxError
                XCTAssertEqual(syntax?.column, column, "\(diagram): \(error)")
                XCTAssertEqual(syntax?.description.contains(diagram), true)
            }
        }
    }

    func testMarbles_RoundTrip_HotAndCold() throws {
        let values = ["a": 1, "b": 2, "c": 3]
        for diagram in ["--a--b--|", "a-^-b--|", "--(ab)-c-#", "a|", "(ab|)", "----a"] {
            let scheduler = TestScheduler(initialClock: 0)
            let hot = try scheduler.createHotObservable(marbles: diagram, values: values, error: TestError.boom)
            XCTAssertEqual(hot.marbles(values: values), diagram)
            let reparsed = try scheduler.createHotObservable(
                marbles: hot.marbles(values: values), values: values, error: TestError.boom)
            XCTAssertEqual(reparsed.recordedEvents, hot.recordedEvents)
            guard !diagram.contains("^") else { continue }
            let cold = try scheduler.createColdObservable(marbles: diagram, values: values, error: TestError.boom)
            XCTAssertEqual(cold.marbles(values: values), diagram)
        }
    }

    func testObserverEvents_Marbles_RendersFromTheSubscriptionTick() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events.marbles(values: ["x": 20, "y": 30]), "--x--y--|")
        // A multi-character value takes as many frames as characters; later events shift (the renderer's rule).
        XCTAssertEqual(res.events.marbles(values: [:]), "--20-30-|")
        // Empty frames before the earliest event are not drawn: the line starts at `a`.
        XCTAssertEqual(xs.recordedEvents.marbles(values: ["a": 1, "b": 2, "c": 3]), "a-^-b--c--|")
        let strings: [Recorded<Event<String>>] = [.next(201, "x"), .completed(203)]
        XCTAssertEqual(strings.marbles(), "-x-|")
        XCTAssertEqual(strings.marbles(subscribed: 0), String(repeating: "-", count: 201) + "x-|")
    }

    func testSubscriptions_Marbles() {
        XCTAssertEqual([Subscription(200, 203), Subscription(201)].marbles(), ["^--!", "-^"])
        XCTAssertEqual([Subscription(200, 200)].marbles(), ["(^!)"])
        XCTAssertEqual([Subscription(3, 5)].marbles(subscribed: 0), ["---^-!"])
    }

    func testParseEventsAndTimes_TutorialArithmetic() {
        let scheduler = TestScheduler(initialClock: 0)
        let attempts = scheduler.parseEventsAndTimes(timeline: "---e1----e2-----", values: ["e1": 1, "e2": 2])
        XCTAssertEqual(attempts.count, 1)
        XCTAssertEqual(attempts.first ?? [], [.next(3, 1), .next(9, 2)])
    }

    func testParseEventsAndTimes_RetryAttemptsAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let attempts = scheduler.parseEventsAndTimes(
            timeline: "-a-#|--a--b--|", values: ["a": 1, "b": 2], errors: ["#": TestError.boom])
        XCTAssertEqual(attempts.count, 2)
        XCTAssertEqual(attempts.first ?? [], [.next(1, 1), .error(3, TestError.boom)])
        XCTAssertEqual(attempts.last ?? [], [.next(2, 1), .next(5, 2), .completed(8)])
        let named = scheduler.parseEventsAndTimes(timeline: "--x--", values: [String: Int](), errors: ["x": TestError.other])
        XCTAssertEqual(named, [[.error(2, TestError.other)]])
        let generic = scheduler.parseEventsAndTimes(timeline: "#", values: [String: Int]())
        XCTAssertEqual(generic, [[.error(0, RxError.unknown)]])
    }

    func testAssertions_PassOnEqualTimelines() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "-a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        assertMarbles(res.events, "--x--y--|", values: ["x": 20, "y": 30])
        assertMarbles(res.events, "^-x--y--|", values: ["x": 20, "y": 30])
        assertEvents(res.events, [.next(202, 20), .next(205, 30), .completed(208)])
        assertSubscriptions(xs.subscriptions, marbles: ["^-------!"])
        assertSubscriptions(xs.subscriptions, [Subscription(200, 208)])
        let strings = scheduler.createObserver(String.self)
        scheduler.scheduleAt(1203) { strings.onNext("q") }
        scheduler.start()
        assertMarbles(strings.events, "3s q", subscribed: 1200)
    }
}
