/// One suspended `sleep(until:)` of a ``TestClock``: its continuation and the clock action that wakes it.
///
/// Waking (the clock's action) and cancelling (the sleeping task's cancellation handler) race; whichever
/// takes the continuation first resumes it, the other does nothing. Cancellation may also come before the
/// continuation exists (a task cancelled as it starts to sleep): the sleeper then resumes it at once.
// @unchecked: all mutable state sits in `state`.
final class ClockSleeper: @unchecked Sendable {
    /// The clock step whose action started the sleeping task, if one did (see ``StepWork``).
    let work: StepWork?

    init(work: StepWork?) {
        self.work = work
    }

    private enum Phase {
        case idle
        case waiting(CheckedContinuation<Void, Swift.Error>)
        case finished
    }

    private let state = Locked<(phase: Phase, action: VirtualClock.ScheduledAction?, cancelled: Bool)>((.idle, nil, false))

    /// Hands over the continuation; resumes it with `CancellationError` if the task was cancelled already.
    func suspend(_ continuation: CheckedContinuation<Void, Swift.Error>) {
        let cancelledAlready: Bool = state.withLock { state in
            if state.cancelled {
                state.phase = .finished
                return true
            }
            state.phase = .waiting(continuation)
            return false
        }
        if cancelledAlready { continuation.resume(throwing: CancellationError()) }
    }

    /// Remembers the clock action that wakes this sleeper, or cancels it at once if the sleep is over.
    func armed(with action: VirtualClock.ScheduledAction, on clock: VirtualClock) {
        let over: Bool = state.withLock { state in
            if case .finished = state.phase { return true }
            state.action = action
            return false
        }
        if over { clock.cancel(action) }
    }

    /// Takes the continuation if the sleeper still waits: the clock's wake-up.
    func takeForWakeUp() -> CheckedContinuation<Void, Swift.Error>? {
        state.withLock { state in
            guard case .waiting(let continuation) = state.phase else { return nil }
            state.phase = .finished
            return continuation
        }
    }

    /// The task was cancelled: resumes with `CancellationError` and withdraws the clock action.
    func cancel(on clock: VirtualClock) {
        let (continuation, action): (CheckedContinuation<Void, Swift.Error>?, VirtualClock.ScheduledAction?) = state.withLock { state in
            state.cancelled = true
            guard case .waiting(let continuation) = state.phase else { return (nil, nil) }
            state.phase = .finished
            return (continuation, state.action)
        }
        if let action { clock.cancel(action) }
        continuation?.resume(throwing: CancellationError())
    }
}

/// The tasks one clock step started or woke, followed until each is suspended again.
///
/// A ``TestClock`` binds a fresh one in a task-local while it runs each action, so every `Task { }`
/// the action creates inherits it. ``TaskEnqueueHook`` counts each job that a task carrying it (or
/// the action itself, when it resumes a sleeper) puts on the global executor, and runs the job
/// itself, counting it done when the job returns, that is, when its task suspends or ends. So after a
/// step the clock can wait until no job of its work is queued or running. `Task.detached` inherits no
/// task-locals, and a resumption from outside (a Dispatch callback of real I/O) carries none: those
/// jobs are not followed.
final class StepWork: Sendable {
    /// The task-local the clock binds while it runs an action.
    @TaskLocal static var current: StepWork?

    private let jobs = Locked(0)
    private let sleeping = Locked(0)

    /// Jobs of this work queued or running on the global executor.
    var pendingJobs: Int { jobs.withLock { $0 } }

    /// A job of this work was queued (+1) or has returned (-1).
    func job(_ change: Int) {
        jobs.withLock { $0 += change }
    }

    /// How many tasks of this step sleep on the clock now.
    var parked: Int { sleeping.withLock { $0 } }

    /// A task of this step starts (+1) or ends (-1) a sleep on the clock.
    func park(_ change: Int) {
        sleeping.withLock { $0 += change }
    }
}
