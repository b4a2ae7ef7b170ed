import Foundation

/// A scheduler that runs everything at once, on the calling thread, ignoring delays.
///
/// Not in RxSwift (whose `CurrentThreadScheduler` is only an `ImmediateSchedulerType`); ours backs
/// `SchedulerProvider.immediate`, for tests that do not care about time: `schedule` and
/// `scheduleRelative` run the action before returning (a delay collapses to zero), and
/// `schedulePeriodic` runs nothing and reports the misuse, because a periodic action that runs
/// immediately would never return. Use a `TestScheduler` for anything timed.
///
/// ```swift
/// _ = ImmediateScheduler.instance.scheduleRelative((), dueTime: .seconds(5)) { _ in print("now"); return Disposables.create() }
/// // Prints: now
/// ```
public final class ImmediateScheduler: SchedulerType, Sendable {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    private init() {}

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` now.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    /// Runs `action` now, ignoring `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        action(state)
    }

    /// Runs nothing and reports the misuse: a periodic action cannot run immediately.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        IssueReportingBridge.report(
            "ImmediateScheduler cannot run a periodic action (interval/timer with a period): it would never return. "
                + "Use a TestScheduler and advance it, or a dispatch-queue scheduler."
        )
        return Disposables.create()
    }
}
