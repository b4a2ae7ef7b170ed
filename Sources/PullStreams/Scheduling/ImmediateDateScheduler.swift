import Dispatch
import Foundation
import Scheduling

/// A `DateScheduler` that runs every action inline, at once, whatever date it is scheduled for.
///
/// ReactiveSwift has no such type (its `ImmediateScheduler` is not a `DateScheduler`); we add it for
/// `SchedulerProvider.immediate`. Date-based operators therefore collapse their delays:
/// `debounce` and `delay` forward every value at once, a `timer` fires once. A repeating action
/// runs its first occurrence inline and then stops, reporting through `IssueReporting` that
/// repeating work needs a `TestScheduler`: it could never finish otherwise.
/// `currentDate` is the real clock.
///
/// ```swift
/// ImmediateDateScheduler().schedule(after: Date.distantFuture) { print("now") }
/// // Prints: now
/// ```
public final class ImmediateDateScheduler: DateScheduler, Sendable {
    /// Creates an immediate date scheduler.
    public init() {}

    /// The real current date.
    public var currentDate: Date { Date() }

    /// Runs `action` now.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }

    /// Runs `action` now, ignoring `date`.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }

    /// Runs `action` once, now, and reports that repeating work cannot run on an immediate scheduler.
    @discardableResult
    public func schedule(
        after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
        action()
        IssueReporting.report(
            "Expected a repeating action to run every \(interval), but ImmediateDateScheduler runs it only once: "
                + "repeating work scheduled immediately could never finish. Use a TestScheduler "
                + "(SchedulerProvider.test(_:)) and advance it instead."
        )
        return nil
    }
}
