// Copy kit (RxSwift): the app's schedulers and the immediate ones, for SchedulerProvider.swift.
// Uses only RxSwift's public API; it belongs in the app target.
import Foundation
import PushStreams

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
