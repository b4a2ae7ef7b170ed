import Foundation

/// Where the package's test-support code sends a failure it cannot throw.
///
/// Some mirrored APIs cannot throw without breaking code copied from the originals (RxTest's
/// `start()`, combine-schedulers' `run()`), yet they can meet a problem (a runaway timer). They
/// report it here instead of crashing. By default the message goes to standard error; each style's
/// test module installs a reporter that fails the running XCTest or Swift Testing test at the
/// caller's line.
public enum IssueReporting {
    /// Receives a failure message and the source location it should be attributed to.
    public typealias Reporter = @Sendable (_ message: String, _ file: StaticString, _ line: UInt) -> Void

    private static let installed = Locked<Reporter?>(nil)

    /// Installs the reporter used from now on (the test modules call this).
    public static func install(_ reporter: @escaping Reporter) {
        installed.withLock { $0 = reporter }
    }

    /// Whether a reporter other than the standard-error default is installed.
    public static var hasReporter: Bool { installed.withLock { $0 != nil } }

    /// Reports `message`, attributed to `file`/`line`.
    public static func report(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        if let reporter = installed.withLock({ $0 }) {
            reporter(message, file, line)
        } else {
            writeToStandardError("error: \(file):\(line): \(message)\n")
        }
    }
}

/// Writes `text` to the process's standard error.
package func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
