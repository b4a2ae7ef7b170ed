// Copy kit (ReactiveSwift): where a view model gets its schedulers, so tests can swap them.
// Uses only ReactiveSwift's public API; it belongs in the app target (SchedulerProvider+Test.swift in the tests).
import Foundation
import PullStreams

/// Hands a view model the scheduler for each dispatch queue it would otherwise use directly.
///
/// ```swift
/// let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
/// ```
public struct SchedulerProvider<Scheduler> {
    private let make: (DispatchQueue) -> Scheduler

    /// A provider that builds each queue's scheduler with `make`.
    public init(_ make: @escaping (DispatchQueue) -> Scheduler) {
        self.make = make
    }

    /// The scheduler to use instead of `queue`.
    public func scheduler(forQueue queue: DispatchQueue) -> Scheduler {
        make(queue)
    }

    /// A provider that answers `scheduler` for every queue.
    public static func always(_ scheduler: Scheduler) -> SchedulerProvider {
        SchedulerProvider { _ in scheduler }
    }
}

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

/// Runs each action at once on the calling thread, ignoring dates (ReactiveSwift's
/// `ImmediateScheduler` is not a `DateScheduler`, so time operators cannot use it).
///
/// A repeating action would never return, so it runs once and fails the test in debug builds.
public final class ImmediateDateScheduler: DateScheduler, @unchecked Sendable {
    // @unchecked: no stored state.

    /// Makes the scheduler.
    public init() {}

    /// The wall clock.
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

    /// Runs `action` once and refuses to repeat it.
    @discardableResult
    public func schedule(
        after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
        action()
        assertionFailure("ImmediateDateScheduler cannot repeat an action; inject a TestScheduler instead")
        return nil
    }
}
