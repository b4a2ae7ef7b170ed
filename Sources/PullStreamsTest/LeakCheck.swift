import PullStreams
import TestReporting

/// Runs `body` and fails the test if `Resources.total` does not return to its value before it.
///
/// Our addition (ReactiveSwift has no leak counter): wrap every test body in it. Locals created
/// inside `body` are released when it returns, so only observations that outlive it count.
///
/// ```swift
/// withLeakCheck {
///     let (output, input) = Signal<Int, Never>.pipe()
///     output.observeValues { _ in }
///     input.sendCompleted()
/// }
/// ```
@discardableResult
public func withLeakCheck<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Result
) rethrows -> Result {
    installTestFailureReporting()
    let start = Resources.total
    let result = try body()
    if let message = leakMessage(start: start, end: Resources.total) {
        reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}

/// The failure message `withLeakCheck` reports, or `nil` when the count came back.
public func leakMessage(start: Int, end: Int) -> String? {
    guard start != end else { return nil }
    let difference = end - start
    return "Expected Resources.total to return to \(start) after the test, but it is \(end): "
        + "\(abs(difference)) observation(s) \(difference > 0 ? "are still alive" : "were released twice"). "
        + "A signal was neither terminated nor released, or a start/observe disposable was kept but never disposed: "
        + "dispose it, complete the pipe, or let the scheduler finish the producer."
}
