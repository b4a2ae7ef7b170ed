import Foundation
import PushStreams
import Scheduling
import TestReporting

/// A virtual-time scheduler for tests: a view over one ``VirtualClock`` in integer ticks.
///
/// Same as RxTest's `TestScheduler` (without the `VirtualTimeScheduler` base class):
/// - One tick is `resolution` seconds; on the underlying clock one tick is
///   `resolution × 1_000_000_000` nanoseconds (1 s with the default resolution of 1.0).
/// - Relative due times convert to ticks as `Int(seconds / resolution + 0.5)` from the current time;
///   a due time at or before now lands one tick later (`simulateProcessingDelay`, on by default).
///   `scheduleAt` and test observables use absolute ticks with no such delay.
/// - Equal ticks run first-in first-out; an action scheduled in the past runs at the current tick.
/// - `start()` runs until nothing is pending or `stop()` is called. A run that never ends (a
///   repeating timer) is reported as a test failure after the clock's runaway limit instead of hanging.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// let observer = scheduler.start { xs.map { $0 * 10 } }
/// // observer.events == [.next(210, 10), .completed(300)]
/// ```
public final class TestScheduler: SchedulerType, Sendable {
    /// The default times of `start(_:)`: created at 100, subscribed at 200, disposed at 1000.
    public enum Defaults {
        /// When the observable is created.
        public static let created = 100
        /// When it is subscribed.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    /// The shared virtual-time engine this scheduler is a view over.
    public let virtualClock: VirtualClock
    /// How many seconds one tick is.
    public let resolution: Double
    /// Whether a relative due time at or before now lands one tick later.
    public let simulateProcessingDelay: Bool
    /// How many nanoseconds of the virtual clock one tick is.
    public let nanosecondsPerTick: Int64

    /// Creates a scheduler with its own clock at `initialClock` ticks.
    /// - Parameters:
    ///   - initialClock: the starting tick.
    ///   - resolution: seconds per tick (must be at least one nanosecond; a smaller or invalid value is
    ///     reported and replaced by 1.0).
    ///   - simulateProcessingDelay: whether relative due times at or before now land one tick later.
    public convenience init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        installTestFailureReporting()
        let perTick = Self.nanoseconds(forResolution: resolution)
        let (start, overflow) = Int64(initialClock).multipliedReportingOverflow(by: perTick)
        if overflow { IssueReporting.report("TestScheduler: initialClock \(initialClock) overflows the virtual clock.") }
        self.init(
            clock: VirtualClock(now: overflow ? 0 : start),
            nanosecondsPerTick: perTick,
            simulateProcessingDelay: simulateProcessingDelay
        )
    }

    /// Creates a scheduler over an existing clock, so several styles' test schedulers share one time line.
    ///
    /// Not in RxTest. The scheduler's `clock` is the clock's nanoseconds divided by
    /// `resolution × 1_000_000_000`, rounded down.
    public convenience init(clock: VirtualClock, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        installTestFailureReporting()
        self.init(
            clock: clock,
            nanosecondsPerTick: Self.nanoseconds(forResolution: resolution),
            simulateProcessingDelay: simulateProcessingDelay
        )
    }

    private init(clock: VirtualClock, nanosecondsPerTick: Int64, simulateProcessingDelay: Bool) {
        virtualClock = clock
        self.nanosecondsPerTick = nanosecondsPerTick
        resolution = Double(nanosecondsPerTick) / 1_000_000_000
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    private static func nanoseconds(forResolution resolution: Double) -> Int64 {
        let value = (resolution * 1_000_000_000).rounded()
        guard value.isFinite, value >= 1, value < Double(Int64.max) else {
            IssueReporting.report(
                "TestScheduler: resolution \(resolution) is not a positive number of seconds of at least one "
                    + "nanosecond; using 1.0 instead."
            )
            return 1_000_000_000
        }
        return Int64(value)
    }

    /// The current virtual time in ticks.
    public var clock: TestTime {
        let now = virtualClock.now
        let ticks = now / nanosecondsPerTick
        return Int(now < 0 && now % nanosecondsPerTick != 0 ? ticks - 1 : ticks)
    }

    /// The current virtual time as a date: `clock × resolution` seconds after 1970.
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    // MARK: Scheduling

    /// Schedules `action` at absolute tick `time` (a past tick runs at the current tick).
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualScheduledItem()
        let due: Int64
        let (product, overflow) = Int64(time).multipliedReportingOverflow(by: nanosecondsPerTick)
        due = overflow ? (time < 0 ? .min : .max) : product
        let handle = virtualClock.schedule(at: due) { item.run { action(state) } }
        let clock = virtualClock
        item.onCancel { [weak clock] in clock?.cancel(handle) }
        return item
    }

    /// Schedules `action` `dueTime` ticks from now, with no processing delay (as RxTest does).
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: clock &+ dueTime, action: action)
    }

    /// Runs `action` at tick `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Schedules `action` now: one tick later with the processing delay.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to ticks as RxTest does.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        guard let ticks = ticks(after: dueTime) else { return Disposables.create() }
        let current = clock
        let adjusted = ticks <= current ? current + (simulateProcessingDelay ? 1 : 0) : ticks
        return scheduleAbsoluteVirtual(state, time: adjusted, action: action)
    }

    /// The absolute tick `dueTime` after now: `Int(seconds / resolution + 0.5)`; `nil` for never.
    func ticks(after dueTime: RxTimeInterval) -> TestTime? {
        let seconds = dueTime.secondsValue
        guard seconds.isFinite else { return nil }
        let date = now.addingTimeInterval(seconds)
        let value = date.timeIntervalSince1970 / resolution + 0.5
        guard value.isFinite, abs(value) < Double(Int.max / 2) else { return nil }
        return Int(value)
    }

    // MARK: Running

    /// Runs every pending action in order until none is left or `stop()` is called.
    public func start() {
        do {
            try virtualClock.run()
        } catch {
            IssueReporting.report("TestScheduler.start(): \(error)")
        }
    }

    /// Makes the running `start()` or `advanceTo(_:)` return after the current action.
    public func stop() {
        virtualClock.stop()
    }

    /// Runs every action due at or before `virtualTime`, then sets the clock there.
    ///
    /// RxTest stops the program for a time in the past; ours reports it and does nothing.
    public func advanceTo(_ virtualTime: TestTime) {
        guard virtualTime >= clock else {
            IssueReporting.report("TestScheduler.advanceTo(\(virtualTime)): the clock is already at \(clock); time cannot go back.")
            return
        }
        let (target, overflow) = Int64(virtualTime).multipliedReportingOverflow(by: nanosecondsPerTick)
        do {
            try virtualClock.advance(to: overflow ? .max : target)
        } catch {
            IssueReporting.report("TestScheduler.advanceTo(\(virtualTime)): \(error)")
        }
    }

    /// Moves the clock forward by `virtualInterval` ticks without running anything.
    ///
    /// RxTest stops the program for a negative interval; ours reports it and does nothing.
    public func sleep(_ virtualInterval: TestTime) {
        guard virtualInterval >= 0 else {
            IssueReporting.report("TestScheduler.sleep(\(virtualInterval)): cannot sleep a negative interval.")
            return
        }
        let (interval, overflow) = Int64(virtualInterval).multipliedReportingOverflow(by: nanosecondsPerTick)
        virtualClock.sleep(overflow ? .max : interval)
    }
}

/// One action scheduled on the virtual clock: cancellable until it runs, then holds its result.
// @unchecked: the cancel hook, the result and the flags live in `state`.
final class VirtualScheduledItem: Cancelable, @unchecked Sendable {
    private struct State {
        var disposed = false
        var cancel: (() -> Void)?
        var result: Disposable?
    }

    private let state = Locked(State())

    var isDisposed: Bool { state.withLock { $0.disposed } }

    func onCancel(_ cancel: @escaping () -> Void) {
        let already = state.withLock { state -> Bool in
            if state.disposed { return true }
            state.cancel = cancel
            return false
        }
        if already { cancel() }
    }

    func run(_ action: () -> Disposable) {
        guard !isDisposed else { return }
        let result = action()
        let rejected = state.withLock { state -> Bool in
            state.cancel = nil
            if state.disposed { return true }
            state.result = result
            return false
        }
        if rejected { result.dispose() }
    }

    func dispose() {
        let (cancel, result) = state.withLock { state -> ((() -> Void)?, Disposable?) in
            if state.disposed { return (nil, nil) }
            state.disposed = true
            defer {
                state.cancel = nil
                state.result = nil
            }
            return (state.cancel, state.result)
        }
        cancel?()
        result?.dispose()
    }
}
