import Foundation
import Scheduling

/// The exact date a `TestScheduler` reports where the clock's whole nanoseconds cannot say it.
///
/// ReactiveSwift's `TestScheduler` keeps `currentDate` as a `Date`: while an action runs it is that
/// action's date (a past date moves it back), after `advance(to:)` it is the date advanced to. Ours
/// records that date together with the clock time it belongs to (`anchor`); once the clock moves
/// on (an action at a later nanosecond, another scheduler sharing the clock), the reading no longer
/// applies and `currentDate` is the clock's own date again.
struct DateReading {
    /// The thread that last advanced the scheduler (or created it): see `BlockingDeadlockDetector`.
    /// Kept here so that an advance marks it in the critical section that starts its drain.
    var driver: ThreadToken
    /// The clock time `date` belongs to; `nil`: no exact date is known.
    var anchor: Int64?
    /// The date `currentDate` reports while the clock is at `anchor`.
    var date = Date.distantPast
    /// Whether `date` is the `Date.distantFuture` that `run()` leaves behind.
    var pinned = false
    /// The exact date the advance in progress goes to (`nil`: none, or `run()`).
    var target: Date?
    /// Actions the advance in progress reached by nanosecond but whose exact date is past its target.
    var deferred: [PreciseAction] = []
    /// The handles scheduling last returned, for reuse (not part of the date: kept here so that relative
    /// scheduling claims one in the critical section that reads its base date).
    var spares: SpareHandles

    init(driver: ThreadToken, spares: SpareHandles = SpareHandles()) {
        self.driver = driver
        self.spares = spares
    }

    /// The exact base date (see `TestScheduler.baseDate`) while the clock is at `now`, if one is known.
    func exactBase(at now: Int64) -> Date? {
        anchor == now && !pinned ? date : nil
    }
}

/// Where a drain goes: everything (`run()`), a date, or an interval past the base date.
enum DrainTarget {
    case everything
    case date(Date)
    case afterBase(TimeInterval)
}

extension TestScheduler {
    /// Starts draining towards `destination` from the calling thread, which becomes the driver; returns
    /// the target date (`nil` for `.everything`) and the target of an enclosing drain. One critical
    /// section for what took three (the driver's lock, reading the base date, starting the drain):
    /// B7 advances twice a query.
    func beginDrain(_ destination: DrainTarget) -> (target: Date?, previous: Date?) {
        let now = clock.now
        return ThreadToken.withCurrent { me in beginDrain(destination, now: now, driver: me) }
    }

    /// `beginDrain(_:)` with the driving thread's token borrowed and the clock time read.
    private func beginDrain(_ destination: DrainTarget, now: Int64, driver me: ThreadToken) -> (target: Date?, previous: Date?) {
        reading.withLock { reading in
            if reading.driver !== me { reading.driver = me }  // usually the same thread again: no retain
            let target: Date?
            switch destination {
            case .everything: target = nil
            case let .date(date): target = date
            case let .afterBase(interval):
                target = (reading.exactBase(at: now) ?? date(forNanoseconds: now)).addingTimeInterval(interval)
            }
            if reading.pinned {
                reading.anchor = nil
                reading.pinned = false
            }
            defer { reading.target = target }
            return (target, reading.target)
        }
    }

    /// Ends a drain: puts back the actions deferred to the next advance and records where it stopped
    /// (`settle`: the date reached; nil after an error; `settleSlot`: its `slot(for:)`, when the caller
    /// has it). One critical section: placing the deferred actions does not move the clock, so `now`
    /// can be read first.
    func endDrain(previous: Date?, settle: (date: Date, pinned: Bool)?, settleSlot: Int64? = nil) {
        let now = clock.now
        let settles = settle.map { $0.pinned || (settleSlot ?? slot(for: $0.date)) == now }
        let deferred = reading.withLock { reading -> [PreciseAction] in
            reading.target = previous
            if let settle, settles == true {
                reading.anchor = now
                reading.date = settle.date
                reading.pinned = settle.pinned
            } else if settle == nil {
                reading.anchor = nil
            }
            guard !reading.deferred.isEmpty else { return [] }
            defer { reading.deferred.removeAll() }
            return reading.deferred
        }
        for action in deferred { action.place(on: clock) }
    }

    /// Whether the clock's time `now` has an exact date of its own recorded.
    func hasExactReading(at now: Int64) -> Bool {
        reading.withLock { $0.anchor == now }
    }
}

/// An action whose date the clock's nanoseconds cannot express exactly (a past date, or one between
/// two nanoseconds): it waits at its `slot` and, when it runs, makes `currentDate` read its `date`.
/// Reached by an advance whose target is before its date (same nanosecond), it waits for the next one.
///
/// One allocation per action: its own state is guarded by its scheduler's `reading` lock (which it
/// updates when it fires anyway), and it reaches the clock through the scheduler's shared `ClockAccess`,
/// so it needs no lock object of its own and forms no weak reference (benchmark B7 schedules two a query).
// @unchecked: `disposed` and `pending` are only touched while holding `reading`; the rest is immutable.
final class PreciseAction: Disposable, @unchecked Sendable {
    private let date: Date
    private let slot: Int64
    /// The scheduler's date reading and the lock of `disposed` and `pending`.
    private let reading: Locked<DateReading>
    private let access: ClockAccess
    private let action: () -> Void
    private var disposed = false
    private var pending: VirtualClock.ScheduledAction?

    init(date: Date, slot: Int64, reading: Locked<DateReading>, access: ClockAccess, action: @escaping () -> Void) {
        self.date = date
        self.slot = slot
        self.reading = reading
        self.access = access
        self.action = action
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { reading.withLock { _ in disposed } }

    /// Cancels the action if it has not run yet.
    func dispose() {
        let scheduled = reading.withLock { _ -> VirtualClock.ScheduledAction? in
            disposed = true
            defer { pending = nil }
            return pending
        }
        if let scheduled { access.canceller.cancel(scheduled) }
    }

    /// Puts the action on `clock` (its scheduler's) at its slot (a past slot keeps its place before
    /// what is due now).
    func place(on clock: VirtualClock) {
        let scheduled = clock.schedule(keepingPastDueTime: slot) { [self] in fire() }
        let stale = reading.withLock { _ -> Bool in
            guard !disposed else { return true }
            pending = scheduled
            return false
        }
        if stale { clock.cancel(scheduled) }
    }

    /// Run by the clock (so `access.clock` is alive).
    private func fire() {
        let now = access.clock.now
        let deferred = reading.withLock { reading -> Bool in
            pending = nil
            if let target = reading.target, date > target {
                reading.deferred.append(self)
                return true
            }
            reading.anchor = now
            reading.date = date
            reading.pinned = false
            return false
        }
        guard !deferred else { return }
        action()
        reading.withLock { reading in
            if reading.anchor == now, reading.date == date { reading.anchor = nil }
        }
    }
}

/// A repeating action: runs at its date, then schedules itself at that date plus the interval
/// (ReactiveSwift's `Date` arithmetic, so odd steps accumulate exactly as there).
// @unchecked: `disposed` and the pending occurrence live in `state`; `action` runs serially from the clock.
final class PeriodicAction: Disposable, @unchecked Sendable {
    private weak let scheduler: TestScheduler?
    private let interval: TimeInterval
    private let action: () -> Void
    private let state = Locked<(disposed: Bool, pending: Disposable?)>((false, nil))

    init(scheduler: TestScheduler, interval: TimeInterval, action: @escaping () -> Void) {
        self.scheduler = scheduler
        self.interval = interval
        self.action = action
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Stops the repetition; the pending occurrence is cancelled.
    func dispose() {
        let pending = state.withLock { state -> Disposable? in
            state.disposed = true
            defer { state.pending = nil }
            return state.pending
        }
        pending?.dispose()
    }

    func schedule(at date: Date) {
        guard let scheduler else { return }
        let pending = scheduler.schedule(exactly: date) { [self] in
            guard !isDisposed else { return }
            action()
            schedule(at: date.addingTimeInterval(interval))
        }
        let stale = state.withLock { state -> Bool in
            guard !state.disposed else { return true }
            state.pending = pending
            return false
        }
        if stale { pending.dispose() }
    }
}
