import Scheduling

/// The per-thread state of the library: the current-thread trampoline's queue and the stack guard.
///
/// RxSwift keeps the trampoline queue in thread-local storage and runs nested subscriptions and events
/// as direct calls, so a chain thousands of operators deep overflows the stack. Ours guards subscriptions
/// and deliveries with the package's `NestingGuard`: once half of this thread's stack is used or 512
/// guarded calls nest, the next one is deferred and run by the outermost guarded frame once it unwinds
/// (a trampoline that only engages in chains hundreds of operators deep). Every chain within those
/// limits behaves exactly as RxSwift's.
///
/// `@usableFromInline`, with inlinable accessors, so that specialized sinks in the caller's module reach it
/// without a call per check.
@usableFromInline
final class ThreadState {
    /// How many subscriptions and deliveries may nest on one thread before the next one is deferred,
    /// where the platform does not report the thread's stack.
    @usableFromInline static let fallbackLimit = 64

    /// Tracks the guarded frames nesting on this thread and holds the work deferred when deep.
    @usableFromInline let nesting = NestingGuard(fallbackLimit: ThreadState.fallbackLimit)
    /// Whether the current-thread trampoline runs on this thread (its queue is then ``trampolineQueue``).
    // B3 push: +9.6% instructions with this field's exclusivity checks on (1,829 -> 2,005, measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline var runsTrampoline = false
    /// The queue of this thread's trampoline: one per thread, since only the outermost trampoline runs one (and
    /// leaves it empty). Never moved in or out, so starting a trampoline retains and releases nothing (B3, B5c, B7
    /// push start one per subscription).
    @usableFromInline let trampolineQueue = TrampolineQueue()
    /// The current-thread trampoline's queue while one runs on this thread.
    @inlinable var trampoline: TrampolineQueue? { runsTrampoline ? trampolineQueue : nil }
    /// The root that `just` chains with fused stages use on this thread (see ``JustRoot``).
    @usableFromInline let justRoot = JustRoot()
    @usableFromInline init() {}

    /// This thread's state (created on first use, released when the thread exits).
    @inlinable
    static var current: ThreadState { threadStates.current }

    /// Runs `body` with this thread's state, borrowed (see ``ThreadLocal/withCurrent(_:)``): for a per-event path.
    @inlinable
    static func withCurrent<Result>(_ body: (ThreadState) throws -> Result) rethrows -> Result {
        try threadStates.withCurrent(body)
    }

    /// The number of guarded frames running on this thread now.
    @inlinable
    var depth: Int { nesting.depth }

    /// Enters a guarded frame; `false` (and no frame entered) when the stack is too deep: defer instead.
    @inlinable
    func enter() -> Bool { nesting.enter() }

    /// Leaves a guarded frame; the outermost one runs the work deferred meanwhile.
    @inlinable
    func exit() { nesting.exit() }

    /// Queues `work` for the outermost guarded frame of this thread.
    @inlinable
    func deferWork(_ work: @escaping () -> Void) { nesting.deferWork(work) }
}

/// Every thread's ``ThreadState``.
@usableFromInline let threadStates = ThreadLocal { ThreadState() }
