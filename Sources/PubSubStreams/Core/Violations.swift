import Scheduling

/// Where the pub-sub style reports a broken contract instead of crashing.
///
/// Combine traps (`fatalError`/`precondition`) on a negative demand or a subscriber that returns
/// demand it never had; ours reports a clear message through `IssueReporting` (a failing test under
/// the test module, standard error otherwise) and carries on with a safe value.
@usableFromInline
package enum Violations {
    /// Reports `.max(value)` called with a negative value; the demand is treated as `.none`.
    @usableFromInline
    package static func negativeDemand(_ value: Int) {
        IssueReporting.report(
            "API Violation: Subscribers.Demand.max(\(value)) was asked for a negative demand. "
                + "Combine traps here; this demand is treated as .none. Request .max(n) with n >= 0."
        )
    }

    /// The message for a publisher that delivered a value its subscriber had not requested.
    @usableFromInline
    package static func unrequestedValueMessage(_ value: Any, to subscriber: String) -> String {
        "API Violation: \(subscriber) received \(value) without outstanding demand. A publisher may send only "
            + "as many values as were requested (through the subscription or returned from receive(_:)). "
            + "Check the publisher's demand accounting; buffer(size:prefetch:whenFull:) can absorb a publisher that ignores demand."
    }

    /// The text for a `request(.none)`: Combine traps on it ("demand must not be zero"); ours reports and ignores it.
    package static func zeroDemandMessage(_ subscription: String) -> String {
        "API Violation: \(subscription) was asked for Subscribers.Demand.none (.max(0)). Combine traps here; "
            + "ours ignores the request. Request .max(n) with n >= 1, or .unlimited."
    }

    /// Reports a `request(.none)` made to `subscription`.
    @usableFromInline
    package static func zeroDemand(_ subscription: String) {
        IssueReporting.report(zeroDemandMessage(subscription))
    }

    /// Reports a negative count given to `operation` (e.g. `prefix(-1)`); it is treated as 0.
    package static func negativeCount(_ value: Int, in operation: String, treatedAs meaning: String) {
        IssueReporting.report(
            "API Violation: \(operation)(\(value)) was given a negative count. Combine traps here; ours treats it as "
                + "\(operation)(0) (\(meaning)). Pass a count >= 0."
        )
    }

    /// Reports a negative interval given to a time operator; it is treated as zero (the next scheduler turn).
    package static func negativeInterval(_ interval: String, in operation: String) {
        IssueReporting.report(
            "API Violation: \(operation)(for: \(interval)) was given a negative interval. Ours treats it as zero: "
                + "the event goes out on the scheduler's next turn at the same virtual time. Pass an interval >= .zero."
        )
    }

    /// Reports a count below 1 given to `operation` (e.g. `collect(0)`); it is treated as 1.
    package static func nonPositiveCount(_ value: Int, in operation: String) {
        IssueReporting.report(
            "API Violation: \(operation)(\(value)) was given a count below 1. Combine traps here; ours treats it as "
                + "\(operation)(1). Pass a count >= 1."
        )
    }
}
