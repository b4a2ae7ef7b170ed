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
}

extension TestScheduler {
    /// Starts draining towards `target` (nil: everything); returns the target of an enclosing drain.
    func beginDrain(target: Date?) -> Date? {
        reading.withLock { reading in
            if reading.pinned {
                reading.anchor = nil
                reading.pinned = false
            }
            defer { reading.target = target }
            return reading.target
        }
    }

    /// Ends a drain: puts back the actions deferred to the next advance and records where it stopped
    /// (`settle`: the date reached; nil after an error).
    func endDrain(previous: Date?, settle: (date: Date, pinned: Bool)?) {
        let deferred = reading.withLock { reading -> [PreciseAction] in
            reading.target = previous
            defer { reading.deferred.removeAll() }
            return reading.deferred
        }
        for action in deferred { action.place(on: clock) }
        let now = clock.now
        guard let settle else {
            reading.withLock { $0.anchor = nil }
            return
        }
        guard settle.pinned || slot(for: settle.date) == now else { return }
        reading.withLock { reading in
            reading.anchor = now
            reading.date = settle.date
            reading.pinned = settle.pinned
        }
    }

    /// Whether the clock's time `now` has an exact date of its own recorded.
    func hasExactReading(at now: Int64) -> Bool {
        reading.withLock { $0.anchor == now }
    }
}

/// An action whose date the clock's nanoseconds cannot express exactly (a past date, or one between
/// two nanoseconds): it waits at its `slot` and, when it runs, makes `currentDate` read its `date`.
/// Reached by an advance whose target is before its date (same nanosecond), it waits for the next one.
// @unchecked: `pending` and `disposed` live in `state`; the rest is immutable.
final class PreciseAction: Disposable, @unchecked Sendable {
    private let date: Date
    private let slot: Int64
    private weak let scheduler: TestScheduler?
    private let action: () -> Void
    private let state = Locked<(disposed: Bool, pending: VirtualClock.ScheduledAction?, clock: VirtualClock?)>((false, nil, nil))

    init(date: Date, slot: Int64, scheduler: TestScheduler, action: @escaping () -> Void) {
        self.date = date
        self.slot = slot
        self.scheduler = scheduler
        self.action = action
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Cancels the action if it has not run yet.
    func dispose() {
        let pending = state.withLock { state -> (VirtualClock.ScheduledAction, VirtualClock)? in
            state.disposed = true
            defer {
                state.pending = nil
                state.clock = nil
            }
            guard let pending = state.pending, let clock = state.clock else { return nil }
            return (pending, clock)
        }
        if let (scheduled, clock) = pending { clock.cancel(scheduled) }
    }

    /// Puts the action on `clock` at its slot (a past slot keeps its place before what is due now).
    func place(on clock: VirtualClock) {
        let scheduled = clock.schedule(keepingPastDueTime: slot) { [self] in fire() }
        let stale = state.withLock { state -> Bool in
            guard !state.disposed else { return true }
            state.pending = scheduled
            state.clock = clock
            return false
        }
        if stale { clock.cancel(scheduled) }
    }

    private func fire() {
        state.withLock {
            $0.pending = nil
            $0.clock = nil
        }
        guard let scheduler else { return action() }
        let now = scheduler.clock.now
        let deferred = scheduler.reading.withLock { reading -> Bool in
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
        scheduler.reading.withLock { reading in
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
