/// Why a virtual clock stopped before reaching the time it was asked to reach.
public enum VirtualClockError: Error, Equatable, CustomStringConvertible {
    /// The clock ran `limit` actions in one `run()` or `advance` call and there was still more to do:
    /// almost always a repeating action (an interval, a timer, a re-scheduling loop) that never ends.
    case runaway(limit: Int, now: Int64, pending: Int)

    /// A clear, actionable description in the order: expected, happened, why, what to do.
    public var description: String {
        switch self {
        case let .runaway(limit, now, pending):
            return "The virtual clock was asked to run until nothing was left, but after \(limit) actions "
                + "(at t=\(VirtualClock.describe(nanoseconds: now))) \(pending) action(s) were still pending. "
                + "A repeating action (an interval, a timer, an action that re-schedules itself) never ends, "
                + "so run() can never finish. Advance to a finite time instead (advance(by:)/advance(to:)), "
                + "end the stream (take(n), dispose/cancel it), or raise the clock's runawayLimit."
        }
    }
}
