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
    /// What scheduling last returned, for reuse (not part of the date: kept here so that relative
    /// scheduling claims a handle in the critical section that reads its base date).
    var spares: SchedulerSpares

    init(driver: ThreadToken, spares: SchedulerSpares = SchedulerSpares()) {
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
