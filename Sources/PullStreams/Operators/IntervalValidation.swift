import Foundation
import Scheduling

/// Reports a negative time interval given to a time operator (`debounce`, `throttle`, `delay`).
///
/// ReactiveSwift stops the process with a precondition; ours reports the mistake through
/// `IssueReporting` (a test failure at the caller when a test module is loaded) and goes on with 0.
@usableFromInline
func reportNegative(_ interval: TimeInterval, in operatorName: String) {
    guard interval < 0 else { return }
    IssueReporting.report(
        "\(operatorName)(\(interval), on:): the interval must not be negative (ReactiveSwift traps); treated as 0. "
            + "Pass the number of seconds to wait, 0 or more."
    )
}

/// Reports a repeating interval that is not positive (`timer`, `interval`): it would fire forever
/// at one instant. ReactiveSwift stops with a precondition; ours reports and repeats every nanosecond.
func reportNonPositiveRepeat(_ interval: DispatchTimeInterval, in operatorName: String) {
    guard interval.nanoseconds <= 0 else { return }
    IssueReporting.report(
        "\(operatorName)(interval: \(interval)): a repeating interval must be positive; it repeats every nanosecond instead, "
            + "so a TestScheduler's run() would stop as a runaway. Pass a positive interval such as .seconds(1)."
    )
}
