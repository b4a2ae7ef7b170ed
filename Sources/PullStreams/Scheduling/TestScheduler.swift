import Dispatch
import Foundation
import Scheduling

/// A `DateScheduler` whose time moves only when the test says so: a view over a `VirtualClock`.
///
/// Mirrors ReactiveSwift's `TestScheduler` (`advance()`, `advance(by:)`, `advance(to:)`, `run()`,
/// `rewind(by:)`, `currentDate`), dates included: like ReactiveSwift, dates are `Date` arithmetic
/// (`currentDate + interval`, a repeating action's next date is its last date plus the interval),
/// so an interval of 0.1 s reaches 0.30000000000000004 and `advance(to: 0.3)` does not run it; an
/// action dated in the past runs first, before anything due now, and `currentDate` reads its date
/// (back in time) while it runs. Where ours differs, on purpose:
/// - The clock underneath counts whole nanoseconds (`currentDate` rounds to them where no exact date
///   is known, e.g. after another scheduler sharing the clock moved it). `init(startDate:clock:)`
///   shares a clock with other styles' test schedulers.
/// - Scheduling is O(log n) (a heap), not a re-sort per action; equal dates run first-in first-out.
/// - The disposable `schedule` returns is reused once its action has run or been cancelled and no one
///   holds it (`Spares`): dropping it, as most callers do, costs no allocation.
/// - No lock is held after `advance` returns (ReactiveSwift's `advance(to:)` leaves its lock held,
///   so another thread touching the scheduler then blocks forever).
/// - `advance(to:)` a date before `currentDate` runs what is due and keeps the date (ReactiveSwift
///   asserts); `rewind(by:)` is the one explicit way back.
/// - `run()` runs everything pending and then reports `currentDate == Date.distantFuture`, as
///   ReactiveSwift does (the clock itself stays at the last action's time; the next advance, and
///   anything scheduled, continues from there). A `run()` that can never finish (an undisposed
///   repeating action) stops after `VirtualClock.runawayLimit` actions and reports the problem
///   through `IssueReporting` instead of spinning forever.
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
    /// The exact date ReactiveSwift would report, where the clock's nanoseconds cannot say it.
    /// (Also the thread that last advanced this scheduler, or created it: see `BlockingDeadlockDetector`.)
    let reading: Locked<DateReading>

    /// Creates a scheduler with its own clock, whose current date is `startDate`.
    public convenience init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.init(startDate: startDate, clock: VirtualClock())
    }

    /// Creates a scheduler over an existing clock: the clock's current time is `startDate`, and one
    /// virtual second is 1,000,000,000 clock nanoseconds.
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0), clock: VirtualClock) {
        self.clock = clock
        access = ClockAccess(clock)
        self.startDate = startDate
        origin = clock.now
        reading = Locked(DateReading(driver: ThreadToken.current))
    }

    deinit {
        // Spare `PreciseAction`s hold `reading`, which holds them: let them go (outside the lock).
        let spares = reading.withLock { reading in
            defer { reading.spares = SchedulerSpares() }
            return reading.spares
        }
        _ = spares
    }

    /// Whether `thread` is the one that last advanced (or created) this scheduler.
    func isDriven(by thread: ThreadToken) -> Bool {
        reading.withLock { $0.driver === thread }
    }

    /// The virtual current date: while an action runs, the date it was scheduled for (even one in
    /// the past); after `advance`, the date advanced to; after `run()`, `Date.distantFuture`.
    public var currentDate: Date {
        let now = clock.now
        if let exact = reading.withLock({ $0.anchor == now ? $0.date : nil }) { return exact }
        return date(forNanoseconds: now)
    }

    /// The date relative scheduling and `advance(by:)` count from: `currentDate`, except after
    /// `run()`, where it is the clock's time rather than `Date.distantFuture`.
    var baseDate: Date {
        let now = clock.now
        return reading.withLock { $0.exactBase(at: now) } ?? date(forNanoseconds: now)
    }

    /// `baseDate`, the clock time it was read at (which relative scheduling passes on: the clock is not
    /// read again), and a spare handle claimed in the same critical section (see `Spares`).
    var base: (date: Date, now: Int64, spare: ScheduledActionHandle?) {
        let now = clock.now
        let (exact, spare) = reading.withLock { ($0.exactBase(at: now), $0.spares.handles.claim()) }
        return (exact ?? date(forNanoseconds: now), now, spare)
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

    /// The clock time an exact `date` waits at: its nanosecond, or the one before when the date is
    /// just below that nanosecond's own date, so that clock order never contradicts date order.
    func slot(for date: Date) -> Int64 {
        let ns = nanoseconds(for: date)
        return self.date(forNanoseconds: ns) > date && ns > .min ? ns - 1 : ns
    }

    /// Seconds of virtual time elapsed since this scheduler's start date (as the transcripts print it).
    public var elapsed: TimeInterval {
        Double(clock.now &- origin) / 1_000_000_000
    }

    /// The clock's canceller and an unowned reference to it, shared by every `PreciseAction` (see `ClockAccess`).
    let access: ClockAccess

    /// Runs `action` at the current date, on the next advance (not synchronously).
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let (date, now, spare) = base
        return schedule(relative: date, readAt: now, spare: spare, action)
    }

    /// Runs `action` `delay` from now (`currentDate + delay`, as ReactiveSwift computes it).
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: consuming @escaping () -> Void) -> Disposable? {
        let (date, now, spare) = base
        return schedule(relative: date.addingTimeInterval(delay.timeInterval), readAt: now, spare: spare, action)
    }

    /// Runs `action` at `date`; a date in the past runs first on the next advance, with
    /// `currentDate` reading that date while it runs (as in ReactiveSwift).
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        schedule(exactly: date, action)
    }

    /// Runs `action` at `date`, then every `interval` after its previous date (`date + interval`, in
    /// `Date` arithmetic as ReactiveSwift does; an interval under 1 ns counts as 1 ns), until disposed.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        let periodic = PeriodicAction(scheduler: self, interval: max(interval.timeInterval, 1e-9), action: action)
        periodic.schedule(at: date)
        return periodic
    }

    /// Advances by one nanosecond, running what is due.
    public func advance() {
        advance(by: .nanoseconds(1))
    }

    /// Advances by `interval` (to `currentDate + interval`), running everything due up to and including it.
    public func advance(by interval: DispatchTimeInterval) {
        advanceExactly(.afterBase(interval.timeInterval))
    }

    /// Advances by `interval` seconds, running everything due up to and including the new date.
    public func advance(by interval: TimeInterval) {
        advanceExactly(.afterBase(interval))
    }

    /// Advances to `newDate`, running everything due up to and including it.
    public func advance(to newDate: Date) {
        advanceExactly(.date(newDate))
    }

    /// Runs every pending action in order; afterwards `currentDate` is `Date.distantFuture`.
    public func run() {
        let previous = beginDrain(.everything).previous
        do {
            try clock.run()
        } catch {
            endDrain(previous: previous, settle: nil)
            IssueReporting.report("TestScheduler.run(): \(error.description)")
            return
        }
        endDrain(previous: previous, settle: (.distantFuture, pinned: true))
    }

    /// Moves the current date back by `interval` without running anything (pending actions keep their dates).
    public func rewind(by interval: DispatchTimeInterval) {
        let newDate = baseDate.addingTimeInterval(-interval.timeInterval)
        let newSlot = slot(for: newDate)
        let now = clock.now
        if newSlot < now { clock.rewind(by: now &- newSlot) }
        let anchor = clock.now
        reading.withLock { reading in
            reading = DateReading(driver: reading.driver, spares: reading.spares)
            reading.anchor = anchor
            reading.date = newDate
        }
    }

    private func advanceExactly(_ destination: DrainTarget) {
        let (drainTarget, previous) = beginDrain(destination)
        let target = drainTarget ?? .distantFuture  // (a date or an interval always gives one)
        finishDrain(at: target, slot: slot(for: target), previous: previous, reportingAs: "TestScheduler.advance")
    }

    /// Ends a drain whose due actions have run: the clock moves to `target` (`targetSlot`) and the
    /// scheduler settles there; if the clock cannot get there, the drain ends where it is and the
    /// reason is reported as an issue of `caller`.
    func finishDrain(at target: Date, slot targetSlot: Int64, previous: Date?, reportingAs caller: String) {
        do {
            try clock.advance(to: targetSlot)
        } catch {
            endDrain(previous: previous, settle: nil)
            IssueReporting.report("\(caller): \(error.description)")
            return
        }
        endDrain(previous: previous, settle: (target, pinned: false), settleSlot: targetSlot)
    }
}
