import Scheduling

/// What the actions a `TestScheduler` puts on its clock need of that clock, shared by all of them.
///
/// Neither reference keeps the clock alive (a pending action's closure holds its handle, so a strong
/// one would keep the clock alive through its own queue), and neither is weak: a weak reference gives
/// the clock a side table, which makes every retain and release of it slower (issue 22).
/// - `canceller` cancels from any thread, also after the clock is gone.
/// - `clock` is unowned: read only from inside an action the clock runs, so the clock is alive then.
///   One shared box, so that an action's closure captures only the action (no context to allocate).
final class ClockAccess: Sendable {
    unowned let clock: VirtualClock
    let canceller: VirtualClock.Canceller

    init(_ clock: VirtualClock) {
        self.clock = clock
        canceller = clock.canceller
    }
}
