import Scheduling

/// Checks the due time given to a timed operator; a negative one is reported and replaced by zero.
///
/// RxSwift accepts a negative due time silently (the timer fires at once). Ours reports it through
/// `IssueReporting` (a failing test when a test module is loaded) with what to do, then behaves as RxSwift.
@usableFromInline
func validatedDueTime(_ dueTime: RxTimeInterval, operator name: String) -> RxTimeInterval {
    guard dueTime.secondsValue < 0 else { return dueTime }
    IssueReporting.report(
        "\(name): the due time \(dueTime) is negative. A due time is how long to wait, so it must be zero or "
            + "positive: pass .milliseconds(0) or more. It is treated as 0 here."
    )
    return .nanoseconds(0)
}
