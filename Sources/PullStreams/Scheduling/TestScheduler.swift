import Dispatch
import Foundation
import Scheduling

/// A `DateScheduler` whose time moves only when the test says so: a view over a `VirtualClock`.
///
/// Mirrors ReactiveSwift's `TestScheduler` (`advance()`, `advance(by:)`, `advance(to:)`, `run()`,
/// `rewind(by:)`, `currentDate`). Where ours differs, on purpose:
/// - Time mapping: `currentDate == startDate + (clock.now - clockAtInit) nanoseconds`, so one
///   virtual second is 1,000,000,000 clock ticks. Dates are rounded to whole nanoseconds.
///   `init(startDate:clock:)` shares a clock with other styles' test schedulers.
/// - Scheduling is O(log n) (a heap), not a re-sort per action; equal dates run first-in first-out.
/// - No lock is held after `advance` returns (ReactiveSwift's `advance(to:)` leaves its lock held,
///   so another thread touching the scheduler then blocks forever).
/// - Time never moves backwards: an action dated in the past runs at the current date (ReactiveSwift
///   moves the clock back to it). `rewind(by:)` is the one explicit way back.
/// - `run()` runs everything pending and then reports `currentDate == Date.distantFuture`, as
///   ReactiveSwift does (the clock itself stays at the last action's time; the next advance
///   continues from there). A `run()` that can never finish (an undisposed repeating action) stops
///   after `VirtualClock.runawayLimit` actions and reports the problem through `IssueReporting`
///   instead of spinning for hours.
/// - `advance`/`run` have `@MainActor async` twins, as in ReactiveSwift, that let other tasks run
///   before each action (`TestScheduler+Async.swift`).
/// - A blocking call (`first()` and so on) on a producer waiting on this scheduler, made from the
///   thread that last advanced (or created) it, fails fast instead of hanging (`BlockingDeadlockDetector`).
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(1)) { print("one second") }
/// scheduler.advance(by: .seconds(1))
/// // Prints: one second
/// ```
public final class TestScheduler: DateScheduler, Sendable {
    /// The virtual clock this scheduler is a view of.
    public let clock: VirtualClock
    /// The date the clock time at creation stands for; `elapsed` and recorders count from it.
    public let startDate: Date
    private let origin: Int64
    let pinnedAtDistantFuture = Locked<Int64?>(nil)
    /// The thread that last advanced this scheduler (or created it): see `BlockingDeadlockDetector`.
    private let driver: Locked<ThreadToken>

    /// Creates a scheduler with its own clock, whose current date is `startDate`.
    public convenience init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.init(startDate: startDate, clock: VirtualClock())
    }

    /// Creates a scheduler over an existing clock: the clock's current time is `startDate`, and one
    /// virtual second is 1,000,000,000 clock nanoseconds.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0), clock: VirtualClock) {
        self.clock = clock
        weakClock = WeakClock(clock)
        self.startDate = startDate
        origin = clock.now
        driver = Locked(ThreadToken.current)
    }

    /// Whether `thread` is the one that last advanced (or created) this scheduler.
    func isDriven(by thread: ThreadToken) -> Bool {
        driver.withLock { $0 === thread }
    }

    func markDriven() {
        let me = ThreadToken.current
        driver.withLock { $0 = me }
    }

    /// The virtual current date.
    public var currentDate: Date {
        let now = clock.now
        if pinnedAtDistantFuture.withLock({ $0 == now }) { return .distantFuture }
        return date(forNanoseconds: now)
    }

    /// The date of clock time `nanoseconds`.
    public func date(forNanoseconds nanoseconds: Int64) -> Date {
        startDate.addingTimeInterval(Double(nanoseconds &- origin) / 1_000_000_000)
    }

    /// The clock time of `date` (nanoseconds, rounded, saturating).
    public func nanoseconds(for date: Date) -> Int64 {
        let (sum, overflow) = origin.addingReportingOverflow(date.timeIntervalSince(startDate).clampedNanoseconds)
        return overflow ? (origin > 0 ? .max : .min) : sum
    }

    /// Seconds of virtual time elapsed since this scheduler's start date (as the transcripts print it).
    public var elapsed: TimeInterval {
        Double(clock.now &- origin) / 1_000_000_000
    }

    /// The clock, weakly: a strong capture in a handle makes a cycle through pending actions (a
    /// debounce timer's closure holds its disposable) that leaks observations. One weak reference
    /// shared by every handle, not one formed per scheduled action.
    private let weakClock: WeakClock

    private func handle(_ scheduled: VirtualClock.ScheduledAction) -> Disposable {
        BlockingDeadlockDetector.noteScheduled(on: self)
        return ScheduledActionHandle(weakClock: weakClock, scheduled: scheduled)
    }

    /// Runs `action` at the current date, on the next advance (not synchronously).
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        handle(clock.schedule(after: 0, action))
    }

    /// Runs `action` `delay` from now.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
        handle(clock.schedule(after: delay.nanoseconds, action))
    }

    /// Runs `action` at `date` (at the current date if `date` has passed).
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        handle(clock.schedule(at: nanoseconds(for: date), action))
    }

    /// Runs `action` at `date`, then every `interval` (at least 1 ns), until disposed.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        BlockingDeadlockDetector.noteScheduled(on: self)
        let periodic = PeriodicAction(clock: clock, interval: max(1, interval.nanoseconds), action: action)
        periodic.schedule(at: nanoseconds(for: date))
        return periodic.disposable
    }

    /// Advances by one nanosecond, running what is due.
    public func advance() {
        advance(by: .nanoseconds(1))
    }

    /// Advances by `interval`, running everything due up to and including the new date.
    public func advance(by interval: DispatchTimeInterval) {
        advanceClock(to: clock.now.addingReportingOverflow(interval.nanoseconds).partialValue)
    }

    /// Advances by `interval` seconds, running everything due up to and including the new date.
    public func advance(by interval: TimeInterval) {
        advanceClock(to: clock.now.addingReportingOverflow(interval.clampedNanoseconds).partialValue)
    }

    /// Advances to `newDate`, running everything due up to and including it.
    public func advance(to newDate: Date) {
        advanceClock(to: nanoseconds(for: newDate))
    }

    /// Runs every pending action in order; afterwards `currentDate` is `Date.distantFuture`.
    public func run() {
        markDriven()
        pinnedAtDistantFuture.withLock { $0 = nil }
        do {
            try clock.run()
        } catch {
            IssueReporting.report("TestScheduler.run(): \(error.description)")
            return
        }
        let now = clock.now
        pinnedAtDistantFuture.withLock { $0 = now }
    }

    /// Moves the current date back by `interval` without running anything (pending actions keep their dates).
    public func rewind(by interval: DispatchTimeInterval) {
        pinnedAtDistantFuture.withLock { $0 = nil }
        clock.rewind(by: interval.nanoseconds)
    }

    private func advanceClock(to target: Int64) {
        markDriven()
        pinnedAtDistantFuture.withLock { $0 = nil }
        do {
            try clock.advance(to: target)
        } catch {
            IssueReporting.report("TestScheduler.advance: \(error.description)")
        }
    }
}

/// A repeating action on a virtual clock: runs, then reschedules itself `interval` later.
// @unchecked: the pending handle lives in `state`; `action` is only called from the clock, serially.
private final class PeriodicAction: @unchecked Sendable {
    private let clock: VirtualClock
    private let interval: Int64
    private let action: () -> Void
    private let state = Locked<(disposed: Bool, pending: VirtualClock.ScheduledAction?)>((false, nil))

    init(clock: VirtualClock, interval: Int64, action: @escaping () -> Void) {
        self.clock = clock
        self.interval = interval
        self.action = action
    }

    var disposable: Disposable {
        AnyDisposable { [self] in
            let pending = state.withLock { state -> VirtualClock.ScheduledAction? in
                state.disposed = true
                defer { state.pending = nil }
                return state.pending
            }
            if let pending { clock.cancel(pending) }
        }
    }

    func schedule(at due: Int64) {
        let scheduled = clock.schedule(at: due) { [self] in
            guard !state.withLock({ $0.disposed }) else { return }
            action()
            schedule(at: due.addingReportingOverflow(interval).partialValue)
        }
        let stale = state.withLock { state -> Bool in
            guard !state.disposed else { return true }
            state.pending = scheduled
            return false
        }
        if stale { clock.cancel(scheduled) }
    }
}
