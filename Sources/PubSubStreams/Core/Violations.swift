import Scheduling

/// Where the pub-sub style meets a broken contract that Combine traps on.
///
/// Combine traps (`fatalError`/`precondition`) on a zero or negative demand, a value nobody asked for, a
/// negative count and the like. Ours does the same in a process without a test reporter (an app, or a test
/// run that does not use the test module), so code behaves as under Combine; under the test module (an
/// `IssueReporting` reporter is installed) it reports a clear message as a test failure instead and carries
/// on with a safe value, so one misuse fails its test rather than the whole run.
@usableFromInline
package enum Violations {
    /// Reports `message` as a test failure when a reporter is installed; otherwise stops the process with
    /// it, as Combine does at the same place.
    @usableFromInline
    package static func trap(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard IssueReporting.hasReporter else { preconditionFailure(message, file: (file), line: line) }
        IssueReporting.report(message, file: file, line: line)
    }

    /// Reports `.max(value)` called with a negative value; the demand is treated as `.none`.
    @usableFromInline
    package static func negativeDemand(_ value: Int) {
        trap(
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
    package static func zeroDemandMessage(_ subscription: String, combineTraps: Bool = true) -> String {
        "API Violation: \(subscription) was asked for Subscribers.Demand.none (.max(0)). "
            + (combineTraps ? "Combine traps here; ours ignores the request." : "Combine and ours ignore the request.")
            + " Request .max(n) with n >= 1, or .unlimited."
    }

    /// Reports a `request(.none)` made to `subscription` (under the test module; traps otherwise, as Combine).
    /// `combineTraps: false` for the publishers whose Combine version accepts it silently (`Publishers.Sequence`,
    /// `ObservableObjectPublisher`): reported under the test module, ignored otherwise.
    @usableFromInline
    package static func zeroDemand(_ subscription: String, combineTraps: Bool = true) {
        let message = zeroDemandMessage(subscription, combineTraps: combineTraps)
        if combineTraps { trap(message) } else { IssueReporting.report(message) }
    }

    /// Reports a negative count given to `operation` (e.g. `prefix(-1)`); it is treated as 0.
    package static func negativeCount(_ value: Int, in operation: String, treatedAs meaning: String) {
        trap(
            "API Violation: \(operation)(\(value)) was given a negative count. Combine traps here; ours treats it as "
                + "\(operation)(0) (\(meaning)). Pass a count >= 0."
        )
    }

    /// Reports a negative interval given to a time operator; it is treated as zero (the next scheduler turn).
    @usableFromInline
    package static func negativeInterval(_ interval: String, in operation: String) {
        IssueReporting.report(
            "API Violation: \(operation)(for: \(interval)) was given a negative interval. Ours treats it as zero: "
                + "the event goes out on the scheduler's next turn at the same virtual time. Pass an interval >= .zero."
        )
    }

    /// Reports a count below 1 given to `operation` (e.g. `collect(0)`); it is treated as 1. Never traps:
    /// Combine has no check there.
    package static func nonPositiveCount(_ value: Int, in operation: String) {
        IssueReporting.report(
            "API Violation: \(operation)(\(value)) was given a count below 1 (Combine would ask upstream for .max(0)); ours treats it as "
                + "\(operation)(1). Pass a count >= 1."
        )
    }
}
