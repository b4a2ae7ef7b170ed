import Scheduling
import Testing
import XCTest

/// Fails the running test at the caller's line, in whichever framework runs it.
///
/// RxTest's assertions call `XCTFail` only, so under Swift Testing they never fail; ours ask
/// Swift Testing first (`Test.current` is set while a `@Test` runs) and fall back to XCTest.
/// This is the one file of the package's test support that imports the test frameworks; the
/// recorders, marbles and diffs that build the messages do not.
///
/// ```swift
/// reportTestFailure("Expected 2 events, got 1")   // fails the current XCTest or @Test here
/// ```
/// - Parameters:
///   - message: what was expected, what happened, why, what to do.
///   - fileID: the caller's `#fileID` (Swift Testing shows it).
///   - filePath: the caller's `#filePath` (XCTest shows it).
///   - line: the caller's line.
///   - column: the caller's column (Swift Testing shows it).
public func reportTestFailure(
    _ message: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if Test.current != nil {
        let location = SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)
        )
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Routes ``IssueReporting`` (problems the non-throwing mirrored APIs meet, such as a runaway
/// `run()`) to ``reportTestFailure(_:fileID:filePath:line:column:)``. Each style's test module
/// calls this when its test scheduler or recorder is created; calling it again does nothing new.
public func installTestFailureReporting() {
    guard !IssueReporting.hasReporter else { return }
    IssueReporting.install { message, file, line in
        reportTestFailure(message, fileID: file, filePath: file, line: line, column: 1)
    }
}
