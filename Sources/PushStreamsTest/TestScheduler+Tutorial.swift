import Marbles
import PushStreams
import TestReporting

extension TestScheduler {
    /// Parses a tutorial-style timeline (`---e1----e2--|`) into one list of recorded events per attempt.
    ///
    /// The RxSwift tutorials' test helper (RxExample's `TestScheduler+MarbleTests`), with its tick
    /// arithmetic (see ``TutorialTimeline``): pieces between dashes, an empty piece costs 1 tick and a piece of
    /// k characters happens at the current tick and costs k + 1, so `---e1----e2-----` gives e1@3 and e2@9;
    /// `|` ends an attempt (for retries); `#` fails with `errors["#"]`, or `RxError.unknown` when absent.
    /// Times are ticks from 0, not shifted to the subscription.
    ///
    /// Where ours differs: the original stops the program on an unknown piece; ours reports a test failure at
    /// the caller's line (the syntax error's text, with a caret under the piece) and returns `[]`.
    ///
    /// ```swift
    /// let attempts = scheduler.parseEventsAndTimes(timeline: "---e1----e2-----", values: ["e1": 1, "e2": 2])
    /// // attempts == [[.next(3, 1), .next(9, 2)]]
    /// ```
    /// - Parameters:
    ///   - timeline: the tutorial timeline.
    ///   - values: the value of each piece.
    ///   - errors: pieces that stand for an error (and `#`'s error under the key `"#"`).
    /// - Returns: the events of each attempt, or `[]` after reporting a malformed timeline.
    public func parseEventsAndTimes<T>(
        timeline: String,
        values: [String: T],
        errors: [String: Swift.Error] = [:],
        fileID: StaticString = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [[Recorded<Event<T>>]] {
        do {
            let attempts = try TutorialTimeline.parseEventsAndTimes(
                timeline: timeline, values: values, errors: errors.filter { $0.key != "#" },
                defaultError: errors["#"] ?? RxError.unknown)
            return attempts.map { attempt in
                attempt.map { Recorded(time: $0.time, value: RecordedMarbles.event($0.event)) }
            }
        } catch {
            reportTestFailure("\(error)", fileID: fileID, filePath: file, line: line, column: column)
            return []
        }
    }
}
