import PushStreams
import PushStreamsTest
import Scheduling
import TestReporting
import Testing

// Under Swift Testing our assertions record an issue (RxTest's would pass silently), with the aligned
// diff as its comment and the caller's line as its location. `withKnownIssue` captures the issue.

@Suite(.sharesLanes(.push)) struct MarbleAssertionIssueTests {
    /// Runs `body` expecting exactly one issue, and returns its comment text and line.
    private func captureIssue(_ body: () -> Void) -> (text: String, line: Int?) {
        let captured = Locked<(String, Int?)>(("", nil))
        withKnownIssue {
            body()
        } matching: { issue in
            captured.withLock { $0 = (issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation?.line) }
            return true
        }
        return captured.withLock { $0 }
    }

    @Test func assertMarbles_Failure_RecordsAlignedDiffAtCallerLine() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable(marbles: "^-a--b--|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs }
        var expectedLine = 0
        let issue = captureIssue {
            expectedLine = #line + 1
            assertMarbles(res.events, "--a--c--|", values: ["a": 1, "b": 2, "c": 3])
        }
        #expect(
            issue.text == """
                expected: --a--c--|
                actual:   --a--b--|
                               ^
                t=205: expected next(c), got next(b)
                Event 2 of 3 differs: same time, different event.
                One marble frame = 1 tick; frame 0 (`^` when drawn) is tick 200.
                """)
        #expect(issue.line == expectedLine)
    }

    @Test func assertEventsAndSubscriptions_Failures_AreRecorded() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs }
        let events = captureIssue { assertEvents(res.events, [.next(210, 1), .completed(220)]) }
        #expect(events.text.contains("t=220: expected completed, got nothing (completed came at t=230)"))
        let subscriptions = captureIssue { assertSubscriptions(xs.subscriptions, marbles: ["^-!"]) }
        #expect(subscriptions.text.hasPrefix("expected: ^-!\n"))
        #expect(subscriptions.text.contains("subscription 1: expected unsubscribe at t=202, got t=230"))
    }

    @Test func xctAssertEqualOverload_FailsUnderSwiftTesting_WithTheSameDiff() {
        let recorded: [Recorded<Event<Int>>] = [.next(210, 1)]
        let line = #line + 1
        let issue = captureIssue { XCTAssertEqual(recorded, [.next(210, 2)]) }
        #expect(issue.line == line)
        #expect(issue.text.hasPrefix("expected: -2\nactual:   -1\n"))
        #expect(issue.text.contains("t=210: expected next(2), got next(1)"))
        #expect(issue.text.contains("expected (1): [next(2) @ 210]"))
    }

    @Test func malformedExpectedDiagram_IsReportedNotCrashed() {
        let issue = captureIssue { assertMarbles([Recorded<Event<String>>](), "--(a-|") }
        #expect(issue.text.hasPrefix("invalid marble diagram at column 3: unclosed `(`"))
    }

    @Test func parseEventsAndTimes_UnknownKey_ReportsAtCallerLineAndReturnsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts: [[Recorded<Event<Int>>]] = [[.completed(0)]]
        var expectedLine = 0
        let issue = captureIssue {
            expectedLine = #line + 1
            attempts = scheduler.parseEventsAndTimes(timeline: "--a--zz--", values: ["a": 1])
        }
        #expect(attempts.isEmpty)
        #expect(issue.line == expectedLine)
        #expect(issue.text.contains("unknown key `zz`"))
        #expect(issue.text.contains("      ^"))
    }
}
