import Scheduling

/// A `LinkState` with a timer that each value restarts: Combine's `debounce` (the quiet period) and `timeout`
/// (the watch) each keep a repeating clock (`schedule(after:interval:)`), cancelled when it fires or is replaced.
@usableFromInline
protocol ClockState: LinkState {
    /// The running timer, or a `NoSubscription` (which cancels nothing) while none runs. Not a `Cancellable?`:
    /// an optional of an opaque existential is copied and destroyed through the runtime's generic `Optional`
    /// witnesses, several times per value (B7 pub-sub).
    var clock: Cancellable { get set }
}

extension ClockState {
    /// Moves the running timer out (a `NoSubscription` when none runs), leaving none.
    @inlinable
    mutating func takeClock() -> Cancellable {
        var taken: Cancellable = NoSubscription()
        swap(&taken, &clock)
        return taken
    }
}

extension LockedLink where State: ClockState {
    /// Starts `scheduler`'s repeating clock running `fire`, and keeps it as the state's timer if `isCurrent`
    /// still holds once it has started: a newer value, the end or (on an immediate scheduler) the timer
    /// itself may have come first, and then this timer is cancelled at once; else the one it replaces is.
    @inlinable
    final func startClock<S: Scheduler>(
        on scheduler: S, every interval: S.SchedulerTimeType.Stride, options: S.SchedulerOptions?,
        isCurrent: (State) -> Bool, fire: @escaping () -> Void
    ) {
        // Swapped in place, not copied: the clock it replaces, or (no longer current) itself, is left here to cancel.
        var replaced = scheduler.scheduleClock(every: interval, options: options, fire)
        state.withLock { state in
            if isCurrent(state) { swap(&replaced, &state.clock) }
        }
        replaced.cancel()
    }

    /// Runs `body` under the lock, as `state.withLock` does; the timer `body` stops (moving `state.takeClock()`
    /// into `stopped`) is cancelled once the lock is let go.
    @inlinable
    final func withLockStoppingClock<R>(_ body: (_ state: inout State, _ stopped: inout Cancellable) -> R) -> R {
        var stopped: Cancellable = NoSubscription()
        let result = state.withLock { body(&$0, &stopped) }
        stopped.cancel()
        return result
    }
}

extension LockedLink where State: HoldsDownstream {
    /// Ends the subscription whatever its phase (`debounce`'s and `throttle`'s cancel: one before the upstream
    /// subscription has come ends it too, and that subscription is cancelled when it comes), lets go of the
    /// downstream and runs `update` on the state; hands back the upstream subscription to cancel.
    @inlinable
    final func terminate(update: (inout State) -> Void) -> Subscription? {
        var downstream: State.Downstream?  // let go of once the lock is
        let upstream = state.withLock { state -> Subscription? in
            swap(&downstream, &state.downstream)
            update(&state)
            defer { state.phase = .terminal }
            return state.upstream
        }
        _ = downstream
        return upstream
    }
}

extension LockedLink where State: HoldsDownstream & ClockState {
    /// `terminate(update:)` that stops the timer too (`debounce`'s cancel): the timer is cancelled before the
    /// upstream subscription is handed back.
    @inlinable
    final func terminateStoppingClock(update: (inout State) -> Void) -> Subscription? {
        var stopped: Cancellable = NoSubscription()
        defer { stopped.cancel() }
        return terminate { state in
            update(&state)
            stopped = state.takeClock()
        }
    }
}
