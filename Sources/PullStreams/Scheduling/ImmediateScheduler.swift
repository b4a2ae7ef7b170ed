/// Runs every action inline, at once, on the calling thread.
///
/// Same as ReactiveSwift's `ImmediateScheduler`, which is not a `DateScheduler`; see
/// `ImmediateDateScheduler` for the date-based variant that `SchedulerProvider.immediate` uses.
///
/// ```swift
/// ImmediateScheduler().schedule { print("now") }
/// // Prints: now
/// ```
public final class ImmediateScheduler: Scheduler, Sendable {
    /// Creates an immediate scheduler.
    public init() {}

    /// Runs `action` now; returns `nil` (there is nothing left to cancel).
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }
}
