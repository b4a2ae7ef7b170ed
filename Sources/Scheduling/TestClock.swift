/// A `Clock` whose time moves only when the test says so: a view of a ``VirtualClock``.
///
/// Mirrors swift-clocks' `TestClock` (`now`, `minimumResolution`, `sleep(until:tolerance:)`,
/// `advance(by:)`, `advance(to:)`, `run(timeout:)`). Where ours differs: it is not generic (its
/// `Duration` is `Swift.Duration`), and its time *is* a ``VirtualClock``'s, the clock every style's test
/// scheduler is a view of. So one `await clock.advance(by:)` runs a debounce on an RxTest, ReactiveSwift
/// or combine-schedulers test scheduler and wakes `Task.sleep(for:clock:)` in due-time order, on one
/// time line. The synchronous `advance` of a test scheduler on the same clock moves the time too, but
/// wakes sleepers without waiting for them: drive a mixed test with this clock's `async` methods.
///
/// **How advancing waits.** Each action runs with a task-local marker, so every `Task { }` the action
/// starts (a debounce that calls an `async` service, say) carries it, and so does every sleeper the
/// action wakes. The concurrency runtime's global-enqueue hook (as swift-concurrency-extras uses it)
/// counts each job of those tasks and runs it, so after the action `advance` waits until every one
/// of them is suspended again (asleep on this clock, awaiting something) or has ended; then it yields
/// to the cooperative pool (ten tasks that only yield, as `megaYield`) until two rounds in
/// a row change nothing on the clock. Only then does time move on. Every wait is bounded by
/// `settleTimeout` (five seconds by default) *and* 2,000 yields (see ``SettleBudget``: a starved
/// cooperative pool slows a test down instead of failing it); a woken task that never resumes, or a
/// task that has not suspended by then, is reported through ``IssueReporting``, so a test fails
/// instead of hanging.
///
/// **Where it cannot be deterministic.** A task resumed from outside (a Dispatch callback of real I/O,
/// an actor busy elsewhere) carries no marker in that job: it gets the yields only, and time may move
/// on without it. So does a followed task that enqueues itself again (`Task.yield()`, a hop to an
/// actor): the runtime enqueues it where no marker can be read. So does a `Task.detached` (it
/// inherits no task-locals) and a task the test starts
/// itself before `advance` (wait for it to reach its sleep first). Where the runtime does not export
/// the hook, or another one is installed, only the yields and the wake-up count remain. Await the
/// result itself in such a test (see the await-first pattern) instead of reading it right after.
///
/// **How it relates to the copy kits' `TestSchedulerClock`.** That one (in PushKit, PullKit and
/// PubSubKit) is a `Clock` over the original library's own test scheduler (RxTest's,
/// ReactiveSwift's, combine-schedulers'), written against their public API so that a pattern test
/// copies into a project without this package. It steps the scheduler and, while it advances, runs
/// every task on the main thread one job at a time, so its tests are `@MainActor`. This clock is the
/// package's own: it shares the ``VirtualClock`` that this package's test schedulers are views of,
/// needs no main actor, and follows tasks wherever they run.
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(1)); print("woke at \(clock.now)") }
/// await clock.advance(by: .seconds(1))
/// // Prints: woke at t=1s
/// ```
// @unchecked: the only mutable state (wake-ups in flight, their step work, `minimumResolution`) sits in `state`.
public final class TestClock: Clock, @unchecked Sendable {
    public typealias Duration = Swift.Duration
    public typealias Instant = VirtualInstant

    /// The clock whose time this is; test schedulers built on it share the time line.
    public let virtualClock: VirtualClock
    /// How long `advance` and `run` wait (real time) for woken tasks before reporting that they did not settle.
    public let settleTimeout: Swift.Duration

    private let state = Locked<(inFlight: Int, minimumResolution: Swift.Duration, woken: [StepWork])>((0, .zero, []))

    /// A clock at `now` (default zero) with a virtual clock of its own (swift-clocks' `TestClock(now:)`).
    public convenience init(now: Instant = Instant()) {
        self.init(virtualClock: VirtualClock(now: now.nanoseconds))
    }

    /// A view of `virtualClock`: its time is this clock's `now`, its actions run as this clock advances.
    /// Not in swift-clocks. `settleTimeout` bounds each wait for the tasks an action starts or wakes (real
    /// time, and at least 2,000 yields).
    public init(virtualClock: VirtualClock, settleTimeout: Swift.Duration = .seconds(5)) {
        self.virtualClock = virtualClock
        self.settleTimeout = settleTimeout
    }

    /// The current virtual time.
    public var now: Instant { Instant(nanoseconds: virtualClock.now) }

    /// The smallest duration the clock tells apart; zero by default, settable as in swift-clocks.
    public var minimumResolution: Swift.Duration {
        get { state.withLock { $0.minimumResolution } }
        set { state.withLock { $0.minimumResolution = newValue } }
    }

    /// Suspends until the clock reaches `deadline`; a deadline not after `now` returns at once.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps (then it is
    ///   no longer on the clock).
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        let due = deadline.nanoseconds
        guard due > virtualClock.now else { return }
        let sleeper = ClockSleeper(work: StepWork.current)
        let clock = virtualClock
        sleeper.work?.park(1)
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
                    sleeper.suspend(continuation)
                    let action = clock.schedule(at: due) { [self] in wake(sleeper) }
                    sleeper.armed(with: action, on: clock)
                }
            } onCancel: {
                sleeper.cancel(on: clock)
            }
        } catch {
            sleeper.work?.park(-1)
            throw error
        }
        // Woken by the clock: awake again (so the clock waits for this task), then no longer in flight.
        sleeper.work?.park(-1)
        state.withLock { $0.inFlight -= 1 }
    }

    /// The clock action of a sleep: counts the wake-up in flight, then resumes the sleeper.
    private func wake(_ sleeper: ClockSleeper) {
        guard let continuation = sleeper.takeForWakeUp() else { return }
        state.withLock { state in
            state.inFlight += 1
            if let work = sleeper.work { state.woken.append(work) }
        }
        continuation.resume()
    }

    /// Whether `advance` can follow the tasks an action starts or wakes (the runtime's global-enqueue
    /// hook is ours); when false, it falls back to counting wake-ups and yielding.
    public static var followsStartedTasks: Bool { TaskEnqueueHook.isInstalled }

    /// How many woken sleepers have not yet resumed in their task.
    public var wakeUpsInFlight: Int { state.withLock { $0.inFlight } }

    /// Advances by `duration`, running every action (scheduler actions and sleeps) due on the way, in order.
    ///
    /// Same as swift-clocks' `advance(by:)`; see the type's documentation for how it waits for woken
    /// tasks. A negative duration advances nothing.
    public func advance(by duration: Swift.Duration = .zero, file: StaticString = #filePath, line: UInt = #line) async {
        await advance(to: now.advanced(by: max(duration, .zero)), file: file, line: line)
    }

    /// Advances to `deadline`, running every action due on the way, in order; a past deadline runs
    /// only what is due now (time never moves backwards).
    public func advance(to deadline: Instant, file: StaticString = #filePath, line: UInt = #line) async {
        let target = max(deadline.nanoseconds, virtualClock.now)
        await settle(following: nil, file: file, line: line)
        var steps = 0
        while let due = virtualClock.nextDueTime, due <= target {
            guard steps < virtualClock.runawayLimit else {
                IssueReporting.report(
                    "TestClock.advance: still busy after \(steps) actions before \(Instant(nanoseconds: target)); a repeating "
                        + "action (a timer) keeps rescheduling itself. Cancel it, or advance by less.", file: file, line: line)
                return
            }
            let work = runStep()
            steps += 1
            await settle(following: work, file: file, line: line)
        }
        do {
            try virtualClock.advance(to: target)
        } catch {
            IssueReporting.report(error.description, file: file, line: line)
        }
    }

    /// Runs until nothing is scheduled on the clock (swift-clocks' `run(timeout:)`).
    ///
    /// The default `timeout` is five seconds of real time, not swift-clocks' half second: each step waits
    /// for the tasks it starts or wakes, which under ThreadSanitizer on a busy machine took 0.9 s.
    ///
    /// Fails (through ``IssueReporting``) when actions remain after `timeout` of real time and 1,000
    /// actions (a starved cooperative pool makes few steps in that time: see ``SettleBudget``), or after
    /// the virtual clock's runaway limit: a repeating timer never lets a run finish.
    public func run(timeout: Swift.Duration = .seconds(5), file: StaticString = #filePath, line: UInt = #line) async {
        var budget = SettleBudget(timeout: timeout, minimumTurns: 1_000)
        await settle(following: nil, file: file, line: line)
        while virtualClock.nextDueTime != nil {
            guard budget.turns < virtualClock.runawayLimit, !budget.isSpent else {
                IssueReporting.report(
                    "TestClock.run: \(virtualClock.pendingCount) action(s) still scheduled after \(budget.turns) actions and "
                        + "\(budget.elapsed) at \(now): a repeating action (a timer) never ends. "
                        + "Cancel it, or advance(by:) a fixed amount instead.", file: file, line: line)
                return
            }
            let work = runStep()
            budget.turn()
            await settle(following: work, file: file, line: line)
        }
    }

    /// Runs the next action with a fresh ``StepWork`` bound, so the tasks it starts can be followed.
    private func runStep() -> StepWork {
        _ = TaskEnqueueHook.isInstalled
        let work = StepWork()
        StepWork.$current.withValue(work) { _ = virtualClock.step() }
        return work
    }

    /// Lets other tasks run until the clock is quiet: every task the step started (and every sleeper it
    /// woke) is suspended again or has ended, no woken sleeper is still to resume, and two rounds of
    /// yields in a row changed nothing on the clock. Bounded by `settleTimeout` and 2,000 yields (see
    /// ``SettleBudget``); a woken sleeper that never resumes, or a task that keeps running (real I/O),
    /// is reported and time moves on.
    private func settle(following step: StepWork?, file: StaticString, line: UInt) async {
        var budget = SettleBudget(timeout: settleTimeout, minimumTurns: 2_000)
        var followed: [StepWork] = step.map { [$0] } ?? []
        var signature = quietSignature
        var quietRounds = 0
        while quietRounds < 2 {
            await Self.yieldToOtherTasks()
            budget.turn(10)
            for work in state.withLock({ state in
                defer { state.woken.removeAll() }
                return state.woken
            })
            where !followed.contains(where: { $0 === work }) {
                followed.append(work)
            }
            while wakeUpsInFlight > 0 || !Self.allSettled(&followed) {
                guard !budget.isSpent else {
                    if wakeUpsInFlight > 0 {
                        IssueReporting.report(
                            "TestClock: \(wakeUpsInFlight) task(s) woken at \(now) did not resume within \(settleTimeout). "
                                + "Is the thread they need blocked (a test waiting synchronously on the main thread)?",
                            file: file, line: line)
                    } else {
                        IssueReporting.report(
                            "TestClock: a task started or woken at \(now) still runs after \(settleTimeout), so time moves "
                                + "on without it. Does it wait for real I/O? Await its result instead of advancing past it.",
                            file: file, line: line)
                    }
                    return
                }
                await Task.yield()
                await Self.yieldToOtherTasks(times: 1)
                budget.turn()
            }
            let next = quietSignature
            if next == signature { quietRounds += 1 } else { (signature, quietRounds) = (next, 0) }
            if budget.isSpent { return }  // busy, not stuck: the caller goes on
        }
    }

    /// Whether no job of the followed steps' tasks is queued or running: each has ended or is suspended.
    private static func allSettled(_ followed: inout [StepWork]) -> Bool {
        followed.allSatisfy { $0.pendingJobs == 0 }
    }

    /// What changes on the clock when a task schedules, cancels or is woken.
    private var quietSignature: [Int64] {
        [Int64(virtualClock.pendingCount), virtualClock.nextDueTime ?? -1, Int64(wakeUpsInFlight)]
    }

    /// Lets the cooperative pool run other tasks: awaits `times` tasks that only yield. They run at the
    /// caller's priority, not `.background` as `megaYield`'s do: on a loaded machine background tasks
    /// starve for seconds, and the tasks that matter are followed anyway (see the type's documentation).
    /// On a starved pool one yield can take seconds: the callers count yields, not only real time.
    package static func yieldToOtherTasks(times: Int = 10) async {
        for _ in 0..<times {
            await Task.detached(priority: Task.currentPriority) { await Task.yield() }.value
        }
    }
}
