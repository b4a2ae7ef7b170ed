// Copy kit (RxSwift): where a view model gets its schedulers, so tests can swap them.
// Uses only RxSwift's public API; it belongs in the app target (SchedulerProvider+Test.swift in the tests).
import Foundation
import PushStreams

/// Hands a view model the scheduler for each dispatch queue it would otherwise use directly.
///
/// ```swift
/// let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
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

extension SchedulerProvider where Scheduler == any SchedulerType {
    /// The app's schedulers: `MainScheduler.instance` for the main queue, a serial scheduler otherwise.
    ///
    /// The main queue is recognised by its label too: on Linux each `DispatchQueue.main` is a new
    /// wrapper, so `===` alone would hand out an always-asynchronous scheduler instead.
    public static var live: SchedulerProvider<any SchedulerType> {
        SchedulerProvider { queue in
            if queue === DispatchQueue.main || queue.label == DispatchQueue.main.label { return MainScheduler.instance }
            return SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "live.\(queue.label)")
        }
    }

    /// Runs everything at once on the calling thread, delays included: for tests that ignore time.
    public static var immediate: SchedulerProvider<any SchedulerType> {
        .always(ImmediateTestScheduler())
    }
}

/// Runs each action at once on the calling thread, ignoring due times (RxSwift has no public one).
///
/// A periodic action (`interval`, `timer` with a period) would never return, so it fails the test.
public final class ImmediateTestScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: no stored state.

    /// Makes the scheduler.
    public init() {}

    /// The wall clock.
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

    /// Refuses: a periodic action on an immediate scheduler would never return.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        assertionFailure("ImmediateTestScheduler cannot run a periodic action; inject a TestScheduler instead")
        return Disposables.create()
    }
}
