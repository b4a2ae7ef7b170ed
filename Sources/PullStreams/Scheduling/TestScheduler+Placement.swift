import Foundation
import Scheduling

/// Where a `TestScheduler` puts an action: straight onto the clock, with a reusable handle, when its
/// date is a nanosecond's own date and not in the past; otherwise as a `PreciseAction` that carries
/// its date (see `TestScheduler+ExactDates.swift`).
extension TestScheduler {
    /// Where an action dated `date` waits.
    enum Placement {
        /// On the clock at this nanosecond.
        case clock(Int64)
        /// As a `PreciseAction` at this slot (`slot(for: date)`).
        case precise(slot: Int64)
    }

    /// Where an action dated `date` waits; `now`: the clock time, if the caller read it (not read again).
    @inline(__always)
    func placement(of date: Date, now knownNow: Int64?) -> Placement {
        let ns = nanoseconds(for: date)
        let nsDate = self.date(forNanoseconds: ns)
        if nsDate == date {
            let now = knownNow ?? clock.now
            if ns > now || (ns == now && !hasExactReading(at: now)) { return .clock(ns) }
        }
        // `slot(for: date)`, from the nanosecond already computed.
        return .precise(slot: nsDate > date && ns > .min ? ns - 1 : ns)
    }

    /// Schedules `action` at exactly `date` (date-based and repeating scheduling).
    func schedule(exactly date: Date, _ action: @escaping () -> Void) -> Disposable {
        BlockingDeadlockDetector.noteScheduled(on: self)
        switch placement(of: date, now: nil) {
        case let .clock(ns):
            let scheduled = clock.schedule(at: ns, action)
            return handle(for: scheduled, spare: reading.withLock { $0.spares.handles.claim() })
        case let .precise(slot):
            return placePrecise(date: date, slot: slot, action)
        }
    }

    /// `schedule(exactly:_:)` for relative scheduling, which read the clock at `now` and claimed `spare`
    /// (`nil`: none was free) with its base date. `spare` and `action` are consumed: moved on without a
    /// retain and release (B4 schedules 100,000 actions `after:` a delay). Not shared with
    /// `schedule(exactly:_:)`: that one is the protocol's `schedule(after: Date)`, whose closure is
    /// borrowed, and a consumed one would cost it a copy and an empty spare's release (B7, twice a query).
    func schedule(
        relative date: Date,
        readAt now: Int64,
        spare: consuming ScheduledActionHandle?,
        _ action: consuming @escaping () -> Void
    ) -> Disposable {
        BlockingDeadlockDetector.noteScheduled(on: self)
        switch placement(of: date, now: now) {
        case let .clock(ns):
            let scheduled = clock.schedule(at: ns, action)
            return handle(for: scheduled, spare: spare)
        case let .precise(slot):
            return placePrecise(date: date, slot: slot, action)
        }
    }

    /// `spare`, or a new handle kept as the newest spare, standing for `scheduled`.
    @inline(__always)
    private func handle(for scheduled: VirtualClock.ScheduledAction, spare: consuming ScheduledActionHandle?) -> ScheduledActionHandle {
        let handle = (consume spare) ?? newHandle()
        handle.assign(scheduled)
        return handle
    }

    private func newHandle() -> ScheduledActionHandle {
        let handle = ScheduledActionHandle(canceller: clock.canceller)
        let displaced = reading.withLock { $0.spares.handles.keep(handle) }
        _ = displaced  // released here, outside the lock
        return handle
    }

    /// A spare `PreciseAction` (or a new one, kept as the newest spare) standing for `action` at
    /// `date`, placed on the clock.
    @inline(__always)
    private func placePrecise(date: Date, slot: Int64, _ action: @escaping () -> Void) -> Disposable {
        var replaced: (() -> Void)?  // (none, unless a clock dropped a pending one): released outside the lock
        let spare = reading.withLock { reading -> PreciseAction? in
            guard let spare = reading.spares.actions.claim() else { return nil }
            replaced = spare.reuse(date: date, slot: slot, action: action)
            return spare
        }
        _ = replaced
        let precise = spare ?? newPrecise(date: date, slot: slot, action)
        precise.place(on: clock)
        return precise
    }

    private func newPrecise(date: Date, slot: Int64, _ action: @escaping () -> Void) -> PreciseAction {
        let precise = PreciseAction(date: date, slot: slot, reading: reading, access: access, action: action)
        let displaced = reading.withLock { $0.spares.actions.keep(precise) }
        _ = displaced  // released here, outside the lock
        return precise
    }
}
