import Foundation
import Scheduling
import Synchronization

/// The base class of virtual-time schedulers: time moves only when the test says so.
///
/// Same as RxSwift's `VirtualTimeScheduler`: the converter says what the virtual time units are,
/// `start()` runs everything pending, `advanceTo(_:)` runs what is due up to a time, `sleep(_:)` moves
/// time without running anything, and `adjustScheduledTime(_:)` lets a subclass move relative due
/// times (RxTest's `TestScheduler` adds its one-tick processing delay there). Where ours differs:
/// - The pending actions live in the shared `VirtualClock` (Scheduling), not in a queue of this
///   class. A virtual time `t` sits at `converter.virtualClockNanoseconds(from: t)` nanoseconds of
///   the clock, and ``clock`` is `converter.virtualTime(fromVirtualClockNanoseconds: virtualClock.now)`.
///   Order is the clock's: by nanoseconds, then first-in first-out; `compareVirtualTime` is used only
///   to check `advanceTo`/`sleep` targets. Several schedulers may share one clock (``init(clock:converter:)``).
/// - An action scheduled in the past runs at the current time (the clock never moves back), before what
///   is already due then, past actions in order of their due times: RxSwift's one queue ordered by
///   (due time, id) does the same. (Ours keeps them in a lane of this scheduler, ``PastDueLane``.)
/// - `advanceTo` a time in the past, a negative `sleep` and a run that never ends (a repeating timer,
///   after the clock's runaway limit) are reported through `IssueReporting` (a test failure) and
///   leave the clock as it is; RxSwift stops the program on the first two and spins on the third.
/// - A relative due time that is not finite (`.never`) schedules nothing.
/// - Thread-safe: the clock is locked; actions run on the thread that calls `start`/`advanceTo`. The
///   class is not `Sendable` (so that a subclass, as in RxSwift, needs no conformance of its own);
///   a final subclass whose own state is immutable may declare `@unchecked Sendable`, as `TestScheduler` does.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MillisecondConverter())
/// _ = scheduler.scheduleRelativeVirtual((), dueTime: 250) { _ in print(scheduler.clock); return Disposables.create() }
/// scheduler.start()
/// // Prints: 250
/// ```
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    /// The scheduler's absolute time unit (RxSwift's alias of the converter's `VirtualTimeUnit`).
    public typealias VirtualTime = Converter.VirtualTimeUnit

    /// The scheduler's relative time unit (RxSwift's alias of the converter's `VirtualTimeIntervalUnit`).
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// The shared virtual-time engine this scheduler is a view over. Not in RxSwift.
    public let virtualClock: VirtualClock

    /// The converter between virtual time, dates and the clock's nanoseconds (private in RxSwift).
    public let converter: Converter

    /// What was scheduled at a time already past, run before anything else this scheduler has pending.
    package let pastDue = PastDueLane()

    /// Set by ``stop()``: the running `start()`/`advanceTo` returns after the current action.
    private let stopRequested = StopFlag()

    /// Creates a scheduler with its own clock, at `initialClock`.
    ///
    /// Same as RxSwift's initializer. The new `VirtualClock` starts at
    /// `converter.virtualClockNanoseconds(from: initialClock)`.
    /// - Parameters:
    ///   - initialClock: the starting virtual time.
    ///   - converter: the virtual time units and conversions.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        virtualClock = VirtualClock(now: converter.virtualClockNanoseconds(from: initialClock))
    }

    /// Creates a scheduler over an existing clock, so several schedulers (of any style) share one time line.
    ///
    /// Not in RxSwift. The scheduler's ``clock`` is whatever the clock's nanoseconds read as through
    /// `converter.virtualTime(fromVirtualClockNanoseconds:)`.
    /// - Parameters:
    ///   - clock: the shared clock.
    ///   - converter: the virtual time units and conversions.
    public init(clock: VirtualClock, converter: Converter) {
        self.converter = converter
        virtualClock = clock
    }

    /// The scheduler's current virtual time: the shared clock's nanoseconds read through the converter.
    public var clock: VirtualTime {
        converter.virtualTime(fromVirtualClockNanoseconds: virtualClock.now)
    }

    /// The current virtual time as a date: `converter.convertFromVirtualTime(clock)`.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The scheduler's type, current time and pending count, for debugging (RxSwift lists its queue).
    public var debugDescription: String {
        "\(Self.self)(clock: \(clock), pending: \(virtualClock.pendingCount))"
    }

    // MARK: Scheduling

    /// Schedules `action` now, as a relative schedule with a zero due time (so `adjustScheduledTime` applies).
    /// - Parameters:
    ///   - state: passed to `action`.
    ///   - action: what to run; the disposable it returns is disposed with the schedule's.
    /// - Returns: a disposable that cancels the action if it has not run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after ``now``.
    ///
    /// Same as RxSwift: the date `now + dueTime` goes through `convertToVirtualTime`, then
    /// `adjustScheduledTime`, then ``scheduleAbsoluteVirtual(_:time:action:)``. A due time that is not
    /// finite (`.never`) schedules nothing and returns an empty disposable. Ours is `open` (RxSwift's is
    /// `public`), so that `TestScheduler` can run the same steps specialized for its ticks.
    /// - Parameters:
    ///   - state: passed to `action`.
    ///   - dueTime: how long after now.
    ///   - action: what to run.
    /// - Returns: a disposable that cancels the action if it has not run.
    open func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let seconds = dueTime.secondsValue
        guard seconds.isFinite else { return Disposables.create() }
        let time = converter.convertToVirtualTime(now.addingTimeInterval(seconds))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` `dueTime` virtual units after ``clock``, with no adjustment.
    /// - Parameters:
    ///   - state: passed to `action`.
    ///   - dueTime: the virtual interval from now.
    ///   - action: what to run.
    /// - Returns: a disposable that cancels the action if it has not run.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the absolute virtual time `time`; a time in the past runs at the current time.
    /// - Parameters:
    ///   - state: passed to `action`.
    ///   - time: when to run it.
    ///   - action: what to run.
    /// - Returns: a disposable that cancels the action if it has not run, or disposes what it returned.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualScheduledItem(clock: virtualClock) { action(state) }
        let due = converter.virtualClockNanoseconds(from: time)
        if !item.schedule(on: virtualClock, at: due) {
            // Cancelled through the item's phase: its `run` does nothing once it is disposed.
            schedulePastDue(at: due) { item.run() }
        }
        return item
    }

    /// Queues `action` at the past time `due` (nanoseconds) in ``pastDue``, which `start()` and `advanceTo` run
    /// before each next action, and one action now that runs it when another scheduler drives the shared clock.
    /// Package access, for `TestScheduler.scheduleAt`.
    package func schedulePastDue(at due: Int64, _ action: @escaping () -> Void) {
        if pastDue.insert(at: due, action) {
            let pastDue = self.pastDue
            virtualClock.schedule(at: virtualClock.now) { pastDue.runWaiting() }
        }
        // A running `start()`/`advanceTo` returns from the clock after the current action and runs it next.
        virtualClock.stop()
    }

    /// Moves the due time of a relative schedule before it is queued; the base class leaves it as is.
    ///
    /// Same as RxSwift's hook: RxTest's `TestScheduler` overrides it to add its processing delay.
    /// - Parameter time: the due time `scheduleRelative` computed.
    /// - Returns: the due time to use.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    // MARK: Running

    /// Runs every pending action in order until none is left or ``stop()`` is called.
    ///
    /// A run that never ends is reported (a test failure) after the clock's runaway limit.
    public func start() {
        runActions(until: nil)
    }

    /// Makes the running ``start()`` or ``advanceTo(_:)`` return after the current action.
    public func stop() {
        stopRequested.set()
        virtualClock.stop()
    }

    /// Runs every action due at or before `virtualTime`, then sets the clock there.
    ///
    /// RxSwift moves its clock back for a time in the past; ours reports it and does nothing. Ours is `open`
    /// (RxSwift's is `public`), so that `TestScheduler` can run the same steps specialized for its ticks.
    /// - Parameter virtualTime: the absolute virtual time to advance to.
    open func advanceTo(_ virtualTime: VirtualTime) {
        let current = clock
        guard !converter.compareVirtualTime(virtualTime, current).lessThen else {
            IssueReporting.report(
                "\(Self.schedulerName).advanceTo(\(virtualTime)): the clock is already at \(current); time cannot go back."
            )
            return
        }
        runActions(until: converter.virtualClockNanoseconds(from: virtualTime))
    }

    /// Runs the clock's actions (up to `target` nanoseconds, if given), first what waits in ``pastDue``; an action
    /// that schedules in the past interrupts the clock after it, so that the past one runs next (RxSwift's queue
    /// runs a past time first). Returns `false` when stopped or runaway. Package access, for `TestScheduler.advanceTo`.
    @discardableResult
    package func runActions(until target: Int64?) -> Bool {
        // Locals, not properties: this generic class's method runs unspecialized.
        let clock = virtualClock
        let lane = pastDue
        let stop = stopRequested
        stop.clear()
        while true {
            lane.runWaiting()
            if stop.isSet { return false }
            do {
                if let target { try clock.advance(to: target) } else { try clock.run() }
            } catch {
                let call = target.map { "advanceTo(\(converter.virtualTime(fromVirtualClockNanoseconds: $0)))" } ?? "start()"
                IssueReporting.report("\(Self.schedulerName).\(call): \(error)")
                return false
            }
            // The clock returned: done, stopped by `stop()`, or interrupted for a past action.
            if lane.hasWaiting { continue }
            return !stop.isSet
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// The clock moves by the nanoseconds between ``clock`` and `clock + virtualInterval`. RxSwift stops
    /// the program for an interval that goes back; ours reports it and does nothing.
    /// - Parameter virtualInterval: how far to move.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let current = clock
        let target = converter.offsetVirtualTime(current, offset: virtualInterval)
        guard !converter.compareVirtualTime(target, current).lessThen else {
            IssueReporting.report("\(Self.schedulerName).sleep(\(virtualInterval)): cannot sleep a negative interval.")
            return
        }
        let (distance, overflow) = converter.virtualClockNanoseconds(from: target)
            .subtractingReportingOverflow(converter.virtualClockNanoseconds(from: current))
        virtualClock.sleep(overflow ? .max : distance)
    }

    /// The scheduler's type name without generic arguments, for messages (`TestScheduler`).
    private static var schedulerName: String {
        let name = String(describing: self)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}

/// A flag `stop()` sets from any thread and the running `start()`/`advanceTo` reads after each action.
final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Whether `set()` was called since the last `clear()`.
    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }

    func clear() { value.store(false, ordering: .releasing) }
}
