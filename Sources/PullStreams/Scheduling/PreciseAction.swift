import Foundation
import Scheduling

/// An action whose date the clock's nanoseconds cannot express exactly (a past date, or one between
/// two nanoseconds): it waits at its `slot` and, when it runs, makes `currentDate` read its `date`.
/// Reached by an advance whose target is before its date (same nanosecond), it waits for the next one.
///
/// No lock object of its own: its state is guarded by its scheduler's `reading` lock (which it updates
/// when it fires anyway), and it reaches the clock through the scheduler's shared `ClockAccess`, so it
/// forms no weak reference. Reused like the scheduler's handles (see `Spares`): once it has run or been
/// cancelled and no one else holds it, the scheduler gives it out again for a new action (B7 schedules
/// two a query, each dropped by `debounce` at the next). Its closure is released as soon as it has run
/// or been cancelled, so a spare keeps nothing alive.
// @unchecked: every field but `reading` and `access` is written only while holding `reading` (`date`,
// `slot` and `action` anew only by `reuse`, for a spare no one else holds). Read outside the lock: `slot`,
// by `place`, on the thread that created or claimed the action, or holds it in a drain's deferred list.
final class PreciseAction: Disposable, @unchecked Sendable {
    private var date: Date
    private var slot: Int64
    /// The scheduler's date reading, and the lock of the other fields.
    private let reading: Locked<DateReading>
    private let access: ClockAccess
    /// The action, until it runs or is cancelled.
    private var action: (() -> Void)?
    private var disposed = false
    private var pending: VirtualClock.ScheduledAction?

    init(date: Date, slot: Int64, reading: Locked<DateReading>, access: ClockAccess, action: @escaping () -> Void) {
        self.date = date
        self.slot = slot
        self.reading = reading
        self.access = access
        self.action = action
    }

    /// Makes a spare stand for a new action, not yet placed; call it while holding `reading`, on a spare
    /// `Spares.claim()` returned. Returns the closure it held, if any, for release outside the lock.
    func reuse(date: Date, slot: Int64, action: @escaping () -> Void) -> (() -> Void)? {
        self.date = date
        self.slot = slot
        disposed = false
        pending = nil
        defer { self.action = action }
        return self.action
    }

    /// Whether `dispose()` has been called.
    var isDisposed: Bool { reading.withLock { _ in disposed } }

    /// Cancels the action if it has not run yet.
    func dispose() {
        // The closure leaves the lock through a local (a generic result would wrap it: an allocation).
        var released: (() -> Void)?
        let scheduled = reading.withLock { _ -> VirtualClock.ScheduledAction? in
            disposed = true
            released = action.take()
            defer { pending = nil }
            return pending
        }
        if let scheduled { access.canceller.cancel(scheduled) }
        _ = released  // released here, outside the lock
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

    /// Run by the clock (so `access.clock` is alive; the clock's closure holds `self` until this returns).
    private func fire() {
        let now = access.clock.now
        var action: (() -> Void)?
        reading.withLock { reading in
            pending = nil
            if let target = reading.target, date > target {
                reading.deferred.append(self)
                return
            }
            // `nil`: disposed from another thread after the clock took this off; it does not run.
            action = self.action.take()
            guard action != nil else { return }
            reading.anchor = now
            reading.date = date
            reading.pinned = false
        }
        guard let action else { return }
        action()
        reading.withLock { reading in
            if reading.anchor == now, reading.date == date { reading.anchor = nil }
        }
    }
}
