import TestReporting

/// Checks that `Resources.total` returns to where it was: no subscription or subscriber outlived a test.
///
/// RxSwift's tests do this with `Resources.total` in `tearDown`; ours works in XCTest and Swift
/// Testing alike. Create it at the start of a test, call ``verify(file:line:)`` at the end (or use
/// ``withLeakCheck(file:line:_:)``).
///
/// ```swift
/// let check = LeakCheck()
/// Just(1).sink { _ in }.cancel()
/// check.verify()   // passes: nothing is left alive
/// ```
public struct LeakCheck: Sendable {
    /// `Resources.total` when the check started.
    public let start: Int

    /// Starts a check at the current `Resources.total`.
    public init() {
        start = Resources.total
    }

    /// The failure message for a count of `end` against `start`, or nil when they match.
    public static func message(start: Int, end: Int) -> String? {
        guard start != end else { return nil }
        let difference = end - start
        let what = difference > 0 ? "\(difference) more" : "\(-difference) fewer"
        return "Expected Resources.total to return to \(start), but it is \(end) (\(what)). "
            + "A subscription or subscriber is still alive: keep AnyCancellables in scope only as long as "
            + "needed, cancel them, or complete the publishers (subjects keep subscribers until then)."
    }

    /// Reports a test failure if `Resources.total` differs from ``start``.
    public func verify(file: StaticString = #filePath, line: UInt = #line) {
        if let message = Self.message(start: start, end: Resources.total) {
            reportTestFailure(message, filePath: file, line: line)
        }
    }
}

/// Runs `body` and reports a failure if it left subscriptions or subscribers alive.
@discardableResult
public func withLeakCheck<Result>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Result
) rethrows -> Result {
    let check = LeakCheck()
    let result = try body()
    check.verify(file: file, line: line)
    return result
}
