import Foundation
import PullStreams
import PullStreamsTest
import Testing

/// The marble assertions under Swift Testing: a failure is an issue at the caller's line and column.
extension PullSwiftTestingSuites {
    @Suite struct PullMarbleSwiftTestingTests {
        @Test func assertMarblesRecordsAnIssueAtTheCallersLocation() throws {
            do {
                let scheduler = TestScheduler()
                let cold = try scheduler.createColdProducer(marbles: "-a|", values: ["a": 1], error: Never?.none)
                let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
                cold.producer.start(recorder.observer)
                scheduler.run()
                let line = #line + 3
                let columns = 21...34  // the call, from its name to its parenthesis (where #column points)
                withKnownIssue {
                    assertMarbles(recorder, "--a|", values: ["a": 1])
                } matching: { issue in
                    issue.sourceLocation?.line == line && columns.contains(issue.sourceLocation?.column ?? 0)
                        && issue.comments.contains { $0.rawValue.contains("expected: --a|\nactual:   -a|") }
                }
                assertMarbles(recorder, "-a|", values: ["a": 1])
            }
        }

        @Test func assertSubscriptionsRecordsAnIssue() throws {
            do {
                let scheduler = TestScheduler()
                let cold = try scheduler.createColdProducer(marbles: "-a|", values: ["a": 1], error: Never?.none)
                cold.producer.start()
                scheduler.run()
                withKnownIssue {
                    assertSubscriptions(cold.subscriptions, ["^---!"])
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("subscription 1: expected unsubscribe at t=4ms, got t=2ms") }
                }
                assertSubscriptions(cold.subscriptions, ["^-!"])
            }
        }
    }
}
