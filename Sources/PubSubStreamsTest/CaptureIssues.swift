import Scheduling
import TestReporting

/// Runs `body` and returns the messages it reported through `IssueReporting`, instead of failing the test.
///
/// None of the originals has this; it is how our tests check the wording of the failures that
/// non-throwing APIs report (a negative demand, a runaway `run()`, an unimplemented scheduler's
/// messages go through `reportTestFailure` directly and are tested through `failureMessage(_:)`).
/// It swaps the process-wide reporter while `body` runs: do not use it from tests running in parallel.
///
/// ```swift
/// let messages = captureReportedIssues { _ = Subscribers.Demand.max(-1) }
/// print(messages.count)
/// // Prints: 1
/// ```
public func captureReportedIssues(_ body: () throws -> Void) rethrows -> [String] {
    let captured = Locked<[String]>([])
    IssueReporting.install { message, _, _ in captured.withLock { $0.append(message) } }
    defer {
        IssueReporting.install { message, file, line in
            reportTestFailure(message, fileID: file, filePath: file, line: line, column: 1)
        }
    }
    try body()
    return captured.withLock { $0 }
}
