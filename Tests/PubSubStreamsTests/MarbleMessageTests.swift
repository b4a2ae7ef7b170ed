import Dispatch
import Marbles
import PubSubStreamsTest
import Scheduling
import TestReporting
import Testing

// The failure messages of the pub-sub marble assertions, and where they are reported. Under Swift Testing
// the assertions record an issue whose comment is the aligned diff, at the caller's line and column;
// `withKnownIssue` captures it (XCTest has no `XCTExpectFailure` on Linux: the XCTest side is the same
// `reportTestFailure` call, and the strings are checked through `SubscriberDiff`).

// These tests share the pub-sub lane and do not read the process-wide `Resources.total`; the suites
// that do own the lane, and the XCTest suites check it after every test.
@Suite(.serialized, .sharesLanes(.pubSub)) struct PubSubMarbleMessageTests {
    private let values = ["a": 1, "b": 2, "c": 3]

    /// Runs `body` expecting one issue; returns its comment, line and column.
    private func captureIssue(_ body: () -> Void) -> (text: String, line: Int?, column: Int?) {
        let captured = Locked<(String, Int?, Int?)>(("", nil, nil))
        withKnownIssue {
            body()
        } matching: { issue in
            captured.withLock {
                $0 = (issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation?.line, issue.sourceLocation?.column)
            }
            return true
        }
        return captured.withLock { $0 }
    }

    private func played(_ diagram: String, demand: Subscribers.Demand = .unlimited)
        throws -> (TestablePublisher<Int, TestError>, TestSubscriber<Int, TestError>)
    {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: diagram, values: values, error: TestError.boom)
        let subscriber = TestSubscriber<Int, TestError>(scheduler: scheduler, initialDemand: demand)
        publisher.subscribe(subscriber)
        scheduler.run()
        return (publisher, subscriber)
    }

    /// The message `SubscriberDiff.marbles` gives for a subscriber that saw the `played` diagram where `expected`
    /// was expected (nil when they agree).
    private func marblesMessage(played diagram: String, expected: String) throws -> String? {
        let (_, subscriber) = try played(diagram)
        return SubscriberDiff.marbles(subscriber, expected, values: values, error: nil)
    }

    @Test func marblesMessage_DifferentValue() throws {
        do {
            let message = try marblesMessage(played: "--a--b--|", expected: "--a--c--|")
            #expect(
                message == """
                    expected: --a--c--|
                    actual:   --a--b--|
                                   ^
                    t=5ms: expected value(c), got value(b)
                    Event 2 of 3 differs: same time, different event.
                    One marble frame = 1ms; frame 0 (`^` when drawn) is the subscription, at 0s on the clock.
                    """)
        }
    }

    @Test func marblesMessage_MissingCompletion_AndFailure() throws {
        do {
            let message = try marblesMessage(played: "-a-#", expected: "-a-|")
            #expect(
                message == """
                    expected: -a-|
                    actual:   -a-#
                                 ^
                    t=3ms: expected finished, got failure(TestError.boom)
                    Event 2 of 2 differs: same time, different event.
                    One marble frame = 1ms; frame 0 (`^` when drawn) is the subscription, at 0s on the clock.
                    """)
        }
    }

    @Test func assertMarbles_Failure_IsRecordedAtTheCallersLineAndColumn() throws {
        do {
            let (publisher, subscriber) = try played("--a--b--|")
            var line = 0
            let issue = captureIssue {
                line = #line + 1
                assertMarbles(subscriber, "--a-----|", values: values)
            }
            #expect(issue.line == line)
            #expect(issue.column == 30)  // #column of the call: its opening parenthesis
            #expect(
                issue.text == """
                    expected: --a-----|
                    actual:   --a--b--|
                                   ^
                    t=5ms: expected nothing, got value(b) (finished was expected at t=8ms)
                    Event 2 of 2 differs in time and in kind.
                    One marble frame = 1ms; frame 0 (`^` when drawn) is the subscription, at 0s on the clock.
                    """)
            #expect(publisher.subscriptionMarbles() == ["^(*)"])
        }
    }

    @Test func assertSubscriptions_Failure_ShowsDemandMarbles() throws {
        do {
            let (publisher, subscriber) = try played("-a-b-c-|", demand: .max(2))
            subscriber.cancel()
            let message = SubscriberDiff.subscriptions(publisher, ["^(2)--(1)---!"])
            #expect(
                message == """
                    expected: ^(2)--(1)---!
                    actual:   ^(2)------!
                                   ^
                    subscription 1: expected request max(1) at t=2ms, got no further request
                    Expected and recorded 1 subscription; subscription 1 differs.
                    One marble frame = 1ms; frame 0 (`^` when drawn) is the publisher's creation, at 0s on the clock.
                    """)
            var line = 0
            let issue = captureIssue {
                line = #line + 1
                assertSubscriptions(publisher, ["^(1)"])
            }
            #expect(issue.line == line)
            #expect(issue.text.contains("subscription 1: expected request max(1) at t=0, got request max(2) at t=0"))
            #expect(SubscriberDiff.subscriptions(publisher, ["^(2)------!"]) == nil)
        }
    }

    @Test func assertEvents_Failure_UsesSecondsRecords() throws {
        do {
            let (_, subscriber) = try played("--a--b--|")
            typealias Record = TestSubscriber<Int, TestError>.Record
            let message = SubscriberDiff.events(
                subscriber, [Record(time: 0.002, .input(1)), Record(time: 0.005, .input(2)), Record(time: 0.007, .completion(.finished))],
                values: values)
            #expect(
                message == """
                    expected: --a--b-|-
                    actual:   --a--b--|
                                     ^
                    t=7ms: expected finished, got nothing (finished came at t=8ms)
                    Event 3 of 3 is right but late: check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses.
                    One marble frame = 1ms; frame 0 (`^` when drawn) is the subscription, at 0s on the clock.
                    """)
            let issue = captureIssue { assertEvents(subscriber, [Record(time: 0.002, .input(1))]) }
            #expect(issue.text.contains("Recorded 3 events, expected 1: the stream went on after the last expected event."))
            let pass = SubscriberDiff.events(
                subscriber, [Record(time: 0.002, .input(1)), Record(time: 0.005, .input(2)), Record(time: 0.008, .completion(.finished))])
            #expect(pass == nil)
        }
    }

    @Test func malformedExpectation_IsReportedNotCrashed() throws {
        do {
            let (_, subscriber) = try played("-a|")
            let issue = captureIssue { assertMarbles(subscriber, "-a(|", values: values) }
            #expect(
                issue.text == """
                    invalid marble diagram at column 3: unclosed `(`
                      -a(|
                        ^
                    expected `)` to close the group
                    """)
        }
    }

    @Test func eventBetweenFrames_IsNamedInTheMessage() {
        do {
            let scheduler = DispatchQueue.test
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler)
            subject.subscribe(subscriber)
            scheduler.advance(by: .microseconds(2500))
            subject.send(1)
            let message = SubscriberDiff.marbles(subscriber, "--a", values: ["a": 1], error: nil)
            #expect(
                message == """
                    Event 1 is due at t=2ms but came at t=2.5ms: both fall in frame 2. Use a shorter frame to see the difference.
                    One marble frame = 1ms; frame 0 (`^` when drawn) is the subscription, at 0s on the clock.
                    """)
            #expect(SubscriberDiff.marbles(subscriber, "-----a", values: ["a": 1], error: nil, frame: .microseconds(500)) == nil)
            subscriber.cancel()
        }
    }
}
