import Foundation
import PushStreams
import Scheduling
import TestReporting

/// A virtual-time scheduler for tests: a view over one ``VirtualClock`` in integer ticks.
///
/// Same as RxTest's `TestScheduler`, a ``VirtualTimeScheduler`` over ``TestSchedulerVirtualTimeConverter``:
/// - One tick is `resolution` seconds; on the underlying clock one tick is
///   `resolution × 1_000_000_000` nanoseconds (1 s with the default resolution of 1.0).
/// - Relative due times convert to ticks as `Int(seconds / resolution + 0.5)` from the current time;
///   a due time at or before now lands one tick later (`simulateProcessingDelay`, on by default).
///   `scheduleAt` and test observables use absolute ticks with no such delay.
/// - Equal ticks run first-in first-out; an action scheduled in the past runs at the current tick,
///   before what is due then (RxTest orders its one queue by due tick; the clock never moves back).
/// - `start()` runs until nothing is pending or `stop()` is called. A run that never ends (a
///   repeating timer) is reported as a test failure after the clock's runaway limit instead of hanging.
///
/// Ours is `final` (RxTest's is open) and adds ``init(clock:resolution:simulateProcessingDelay:)``.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// let observer = scheduler.start { xs.map { $0 * 10 } }
/// // observer.events == [.next(210, 10), .completed(300)]
/// ```
// @unchecked: every stored property (here and in the base class) is a `let` of a Sendable value or of the
// lock-guarded `VirtualClock`, where all mutable time lives.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The default times of `start(_:)`: created at 100, subscribed at 200, disposed at 1000.
    public enum Defaults {
        /// When the observable is created.
        public static let created = 100
        /// When it is subscribed.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    /// Whether a relative due time at or before now lands one tick later.
    public let simulateProcessingDelay: Bool

    /// How many seconds one tick is.
    public var resolution: Double { converter.resolution }

    /// How many nanoseconds of the virtual clock one tick is.
    public var nanosecondsPerTick: Int64 { converter.nanosecondsPerTick }

    /// Creates a scheduler with its own clock at `initialClock` ticks.
    /// - Parameters:
    ///   - initialClock: the starting tick.
    ///   - resolution: seconds per tick (must be at least one nanosecond; a smaller or invalid value is
    ///     reported and replaced by 1.0).
    ///   - simulateProcessingDelay: whether relative due times at or before now land one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        installTestFailureReporting()
        let converter = TestSchedulerVirtualTimeConverter(resolution: resolution)
        let (start, overflow) = Int64(initialClock).multipliedReportingOverflow(by: converter.nanosecondsPerTick)
        if overflow { IssueReporting.report("TestScheduler: initialClock \(initialClock) overflows the virtual clock.") }
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(clock: VirtualClock(now: overflow ? 0 : start), converter: converter)
    }

    /// Creates a scheduler over an existing clock, so several styles' test schedulers share one time line.
    ///
    /// Not in RxTest. The scheduler's `clock` is the clock's nanoseconds divided by
    /// `resolution × 1_000_000_000`, rounded down.
    /// - Parameters:
    ///   - clock: the shared clock.
    ///   - resolution: seconds per tick (see ``init(initialClock:resolution:simulateProcessingDelay:)``).
    ///   - simulateProcessingDelay: whether relative due times at or before now land one tick later.
    public init(clock: VirtualClock, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        installTestFailureReporting()
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(clock: clock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A due time at or before now moves to now, plus one tick with `simulateProcessingDelay` (as RxTest does).
    /// - Parameter time: the due tick `scheduleRelative` computed.
    /// - Returns: the tick to schedule at.
    override public func adjustScheduledTime(_ time: TestTime) -> TestTime {
        adjusted(time, now: clock)
    }

    /// ``adjustScheduledTime(_:)`` with the current tick read already.
    private func adjusted(_ time: TestTime, now current: TestTime) -> TestTime {
        time <= current ? current + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs `action` `dueTime` after now: the base class's steps (the date `now + dueTime` converted to ticks,
    /// then ``adjustScheduledTime(_:)``, as RxTest's inherited `scheduleRelative`), with the clock read once
    /// instead of twice and the tick arithmetic specialized (B7 push schedules per keystroke through
    /// `SchedulerType`: about 1,030 instructions a schedule in the generic base class).
    /// - Parameters:
    ///   - state: passed to `action`.
    ///   - dueTime: how long after now.
    ///   - action: what to run.
    /// - Returns: a disposable that cancels the action if it has not run.
    override public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let seconds = dueTime.secondsValue
        guard seconds.isFinite else { return Disposables.create() }
        let current = clock
        let time = converter.convertToVirtualTime(converter.convertFromVirtualTime(current).addingTimeInterval(seconds))
        return scheduleAbsoluteVirtual(state, time: adjusted(time, now: current), action: action)
    }

    /// Runs every action due at or before tick `virtualTime`, then sets the clock there: the base class's steps, with the
    /// tick comparison specialized (B7 push advances twice per query; through the generic converter the checks cost
    /// about 100 instructions a call). A tick in the past goes to the base class, which reports it.
    /// - Parameter virtualTime: the tick to advance to.
    override public func advanceTo(_ virtualTime: TestTime) {
        let target = converter.virtualClockNanoseconds(from: virtualTime)
        // B7 push: a target at or after the clock's nanoseconds is not in the past (`virtualTime * tick >= now` gives
        // `virtualTime >= now / tick`, at least ``clock``), so the tick check below, a division, is skipped.
        if target >= virtualClock.now {
            runActions(until: target)
            return
        }
        guard virtualTime >= clock else { return super.advanceTo(virtualTime) }
        runActions(until: target)
    }

    /// Runs `action` at tick `time`; a past tick runs at the current tick, before what is due then (as RxTest's,
    /// whose queue orders by due tick: the clock never moves back).
    ///
    /// Same as RxTest's, which schedules through `scheduleAbsoluteVirtual` and drops the disposable: as
    /// nothing can cancel it, ours hands `action` straight to the clock (no cancellation item to allocate).
    /// - Parameters:
    ///   - time: the absolute tick.
    ///   - action: what to run.
    public func scheduleAt(_ time: TestTime, action: consuming @escaping () -> Void) {
        let due = converter.virtualClockNanoseconds(from: time)
        // Moved into the clock, not copied (B4 push: one retain and release fewer per action); left here when past.
        var action: (() -> Void)? = consume action
        if virtualClock.schedule(atUnlessPast: due, taking: &action) == nil, let action { schedulePastDue(at: due, action) }
    }
}
