// Copy kit (ReactiveSwift): the app's schedulers and the immediate ones, for SchedulerProvider.swift.
// Uses only ReactiveSwift's public API; it belongs in the app target.
import Foundation
import PullStreams

extension SchedulerProvider where Scheduler == any DateScheduler {
    /// The app's schedulers: `QueueScheduler.main` for the main queue, a queue scheduler otherwise.
    ///
    /// The main queue is recognised by its label too: on Linux each `DispatchQueue.main` is a new wrapper.
    public static var live: SchedulerProvider<any DateScheduler> {
        SchedulerProvider { queue in
            let isMain = queue === DispatchQueue.main || queue.label == DispatchQueue.main.label
            return isMain ? QueueScheduler.main : QueueScheduler(name: "live.\(queue.label)", targeting: queue)
        }
    }

    /// Runs everything at once on the calling thread, delays included: for tests that ignore time.
    public static var immediate: SchedulerProvider<any DateScheduler> {
        .always(ImmediateDateScheduler())
    }
}

/// ReactiveSwift's `ImmediateScheduler` made a `DateScheduler` (which it is not, so time operators
/// cannot use it): each action runs at once on the calling thread, whatever its date.
///
/// A repeating action would never return, so it runs once and fails the test in debug builds.
public final class ImmediateDateScheduler: DateScheduler, @unchecked Sendable {
    // @unchecked: no stored state.

    /// Makes the scheduler.
    public init() {}

    /// The wall clock.
    public var currentDate: Date { Date() }

    /// Runs `action` now, on ReactiveSwift's `ImmediateScheduler`.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        ImmediateScheduler().schedule(action)
    }

    /// Runs `action` now, ignoring `date`.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        schedule(action)
    }

    /// Runs `action` once and refuses to repeat it.
    @discardableResult
    public func schedule(
        after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
        defer { assertionFailure("ImmediateDateScheduler cannot repeat an action; inject a TestScheduler instead") }
        return schedule(action)
    }
}
