import Dispatch
import Foundation
import Scheduling

/// A time interval for schedulers: `.seconds(1)`, `.milliseconds(500)`, …
///
/// Same as RxSwift's `RxTimeInterval` (an alias of `DispatchTimeInterval`).
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
///
/// Same as RxSwift's `RxTime` (an alias of `Date`).
public typealias RxTime = Date

/// Runs units of work "now", in the scheduler's sense of now.
///
/// Same as RxSwift's `ImmediateSchedulerType`.
public protocol ImmediateSchedulerType {
    /// Schedules `action` with `state`; the returned disposable cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also knows time: relative and periodic scheduling.
///
/// Same as RxSwift's `SchedulerType`; `schedulePeriodic` has a default built on `scheduleRelative`.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, threading the state through.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling by re-scheduling relatively on each tick (RxSwift's default): the next
    /// tick is scheduled first, then `action` runs with the state the previous tick returned.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let serial = SerialDisposable()
        let step = RecursiveStep<Void>()
        var current = state
        step.set { _ in
            guard !serial.isDisposed else { return }
            serial.disposable = self.scheduleRelative((), dueTime: period) { _ in
                step.invoke(())
                return Disposables.create()
            }
            current = action(current)
        }
        serial.disposable = scheduleRelative((), dueTime: startAfter) { _ in
            step.invoke(())
            return Disposables.create()
        }
        return Disposables.create(serial, Disposables.create { step.clear() })
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which may call `recurse` to schedule itself again with a new state.
    ///
    /// Same as RxSwift's `scheduleRecursive(_:action:)`.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let steps = RecursiveSteps()
        let step = RecursiveStep<State>()
        let scheduleStep = { (state: State) in
            guard let key = steps.reserve() else { return }
            let scheduled = self.schedule(state) { state in
                steps.started(key)
                step.invoke(state)
                return Disposables.create()
            }
            steps.store(scheduled, for: key)
        }
        step.set { state in action(state, scheduleStep) }
        scheduleStep(state)
        return Disposables.create(steps, Disposables.create { step.clear() })
    }
}

/// The closure a recursive schedule runs each time; cleared on dispose to break the reference cycle.
// @unchecked: `body` is read and written only under `lock`, and the closure is called outside it.
final class RecursiveStep<State>: @unchecked Sendable {
    /// The closure, boxed: a function type stored directly in a generic `Locked` is re-abstracted on every
    /// `inout` access, which wraps it in two more thunks per `invoke` (a call chain that grows without
    /// bound and overflows the stack after some 65,000 steps). A class reference is never re-abstracted.
    private final class Body {
        let run: (State) -> Void
        init(_ run: @escaping (State) -> Void) { self.run = run }
    }

    /// Guards `body`, which lives in this object (not in a `Locked<Body?>`) and leaves the lock only through
    /// captured locals: a debug build, which specializes nothing, then needs no generic metadata per step.
    /// (Its own one-byte value is unused: a zero-sized one trips ThreadSanitizer, see ``PublishSubject``.)
    private let lock = Locked<UInt8>(0)
    private var body: Body?

    func set(_ run: @escaping (State) -> Void) {
        var boxed: Body? = Body(run)
        // Swaps, so the previous closure (if any) is released after unlocking.
        lock.withLock { _ in swap(&boxed, &body) }
    }

    func invoke(_ state: State) {
        var current: Body?
        lock.withLock { _ in current = body }
        current?.run(state)
    }

    func clear() {
        var released: Body?
        lock.withLock { _ in swap(&released, &body) }
    }
}
