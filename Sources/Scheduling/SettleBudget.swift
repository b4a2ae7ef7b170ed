/// The bound of one wait of a ``TestClock`` (a settle after a step, a `run`): spent once `timeout`
/// of real time has passed *and* the waiting task has had `minimumTurns` turns (yields, steps).
///
/// Real time alone is what failed async `TestClock` tests on a loaded machine. The tasks the clock
/// follows run on Dispatch threads, but the clock itself, and the tasks it yields to, run on the
/// cooperative pool: when other work holds both threads of a 2-core machine (synchronous tests in
/// parallel, ThreadSanitizer, other processes' builds), one turn can take seconds, so five seconds
/// passed before the clock had looked more than a few times ("TestClock.run gave up after 0 actions
/// in 19 s"), and a settle whose yields outlasted its five seconds moved time on. Counting turns as
/// well makes a starved pool slow a test down instead of failing it, while a task that truly never
/// resumes is still reported soon after `timeout` on an idle machine.
struct SettleBudget {
    /// When the wait began.
    let start = ContinuousClock.now
    /// The least real time before the wait gives up.
    let timeout: Duration
    /// The least number of turns before the wait gives up.
    let minimumTurns: Int
    /// The turns taken so far.
    private(set) var turns = 0

    init(timeout: Duration, minimumTurns: Int) {
        self.timeout = timeout
        self.minimumTurns = minimumTurns
    }

    /// Real time since the wait began.
    var elapsed: Duration { ContinuousClock.now - start }

    /// Whether the wait is over: enough real time and enough turns.
    var isSpent: Bool { turns >= minimumTurns && elapsed >= timeout }

    /// Counts `count` more turns.
    mutating func turn(_ count: Int = 1) {
        turns += count
    }
}
