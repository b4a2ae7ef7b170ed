/// Lets guarded calls nest directly while the thread has stack to spare and, once half of it is used or
/// 512 of them nest, defers the next one until the outermost call unwinds: a trampoline that engages only
/// in chains hundreds of operators deep.
///
/// RxSwift, ReactiveSwift and Combine all subscribe and deliver through direct nested calls, so a chain
/// nested 10,000 operators deep overflows the stack. Each style guards its subscribe, start and delivery
/// paths with one of these per thread (see ``ThreadLocal``). Until the thread's stack reaches its reserve
/// (``stackReserve(size:)``: half of it) or ``nestingCap`` guarded calls nest, nothing changes: calls nest
/// exactly as in the originals, in the originals' order. Past that, the call is queued and run, in order,
/// by the outermost guarded call of the thread just before it returns; or, for a guard that drains
/// early (the pull style's), as soon as the thread has unwound far enough for it to make progress: when
/// a guarded call returns with an eighth of the allowed nesting and of the stack up to the reserve free
/// again. Then a loop that keeps sending from part-way down a deep chain (an endless producer below
/// which a `take` waits) sees each send delivered before the next, not queued behind a call that never
/// returns. Where the platform does not report the thread's stack, a smaller count of nested guarded
/// calls stands in for it.
/// Create a guard on the thread it guards; only that thread may touch it.
///
/// ```swift
/// let nesting = NestingGuard(limit: 1)
/// var log: [String] = []
/// if nesting.enter() {
///     if nesting.enter() { log.append("never") } else { nesting.deferWork { log.append("deferred") } }
///     log.append("outer")
///     nesting.exit()
/// }
/// print(log)
/// // Prints: ["outer", "deferred"]
/// ```
@usableFromInline
package final class NestingGuard {
    // These six fields, read on every guarded call: pull B1 +159%, pull B6 +65%, push B6 +38% instructions
    // with their dynamic exclusivity checks on (measured 2026-11-26); `deferred` and `head` cost nothing.
    /// How many guarded calls may nest before the next one is deferred.
    @exclusivity(unchecked) @usableFromInline package private(set) var limit: Int
    /// How many guarded calls are running on this thread now.
    /// (Dynamic exclusivity checks are off for these fields: only the guard's own thread touches them.)
    @exclusivity(unchecked) @usableFromInline package private(set) var depth = 0
    @usableFromInline var deferred: [() -> Void] = []
    @usableFromInline var head = 0
    /// Whether work is queued: read on every ``exit()``, so one flag rather than the queue's count.
    @exclusivity(unchecked) @usableFromInline var pending = false
    /// ``exit()`` may run queued work when the depth falls to this or less: `limit` less an eighth for a
    /// guard that drains early, else 0 (the outermost call).
    @exclusivity(unchecked) @usableFromInline private(set) var drainDepth: Int
    /// The stack address above which an eighth of the stack up to the reserve is free; 0 when unknown.
    @exclusivity(unchecked) @usableFromInline private(set) var drainAbove: UInt
    /// The stack address below which a call is deferred (stacks grow down); 0 when the count decides.
    @exclusivity(unchecked) @usableFromInline private(set) var stackLimit: UInt
    /// The count used where the platform does not report the thread's stack.
    let fallbackLimit: Int
    /// Whether queued work may run before the outermost guarded call returns.
    let drainsEarly: Bool
    /// How many guarded calls may nest even with stack to spare: 512, far more than the 64 of the earlier
    /// count-only guard (so ordinary chains, and the 900-operator fan-outs of `DeepChainDifferentialTests`,
    /// run as plain nested calls), but few enough that what follows a deep delivery unguarded (a completion
    /// disposing every layer above it, then `deinit`s) still fits: at 2,048 an 8,000-layer `do` chain
    /// overflowed an 8 MiB thread in a debug build (it passes at 512).
    static let nestingCap = 512

    /// Creates the guard for the calling thread: it defers once half the thread's stack is used or
    /// ``nestingCap`` guarded calls nest, or, where the platform does not report the stack, once
    /// `fallbackLimit` guarded calls nest.
    /// With `drainsEarly`, queued work runs as soon as the thread has unwound an eighth of its room.
    package init(fallbackLimit: Int, drainsEarly: Bool = false) {
        self.fallbackLimit = max(1, fallbackLimit)
        self.drainsEarly = drainsEarly
        stackLimit = currentThreadStackLimit()
        limit = stackLimit == 0 ? self.fallbackLimit : Self.nestingCap
        drainDepth = drainsEarly ? limit - max(1, limit / 8) : 0
        drainAbove = stackLimit == 0 ? 0 : currentThreadDrainMark()
    }

    /// Creates a guard that defers once `limit` guarded calls nest (at least one), whatever the stack:
    /// for tests of the trampoline itself.
    package init(limit: Int, drainsEarly: Bool = false) {
        fallbackLimit = max(1, limit)
        self.drainsEarly = drainsEarly
        self.limit = fallbackLimit
        stackLimit = 0
        drainDepth = drainsEarly ? fallbackLimit - max(1, fallbackLimit / 8) : 0
        drainAbove = 0
    }

    /// Whether the guard defers at all; `false` makes every guarded call a plain nested call, as in the
    /// originals (for differential tests on a thread with a known stack; a deep chain then overflows).
    package var isEnabled: Bool {
        get { !(limit == Int.max && stackLimit == 0) }
        set {
            if newValue {
                stackLimit = currentThreadStackLimit()
                limit = stackLimit == 0 ? fallbackLimit : Self.nestingCap
                drainAbove = stackLimit == 0 ? 0 : currentThreadDrainMark()
            } else {
                (limit, stackLimit, drainAbove) = (Int.max, 0, 0)
            }
            drainDepth = drainsEarly ? limit - max(1, limit / 8) : 0
        }
    }

    /// Enters a guarded call; `false` (and nothing entered) when the thread is too deep: defer instead.
    @inlinable @inline(__always)
    package func enter() -> Bool {
        guard depth < limit else { return false }
        if stackLimit != 0 {
            var marker: UInt8 = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            guard here > stackLimit else { return false }
        }
        depth += 1
        return true
    }

    /// Runs `work` as a guarded call now, or defers it when the thread is already too deep.
    @inlinable
    package func run(_ work: @escaping () -> Void) {
        guard enter() else { return deferWork(work) }
        work()
        exit()
    }

    /// Runs `body` as if nothing were nested on this thread, together with everything it defers,
    /// before returning: for a caller that blocks right after (it must not leave the work it waits
    /// for to a guarded call below it on its own stack).
    package func isolated<Result>(_ body: () -> Result) -> Result {
        let saved = (depth, deferred, head, pending)
        depth = 1
        deferred = []
        head = 0
        pending = false
        let result = body()
        exit()
        (depth, deferred, head, pending) = saved
        return result
    }

    /// Leaves a guarded call; the work deferred meanwhile runs here if the thread is now shallow enough
    /// (always in the outermost call).
    @inlinable @inline(__always)
    package func exit() {
        depth -= 1
        if pending, depth <= drainDepth { runDeferredIfShallow() }
    }

    /// Queues `work` for the outermost guarded call of this thread. Call it only when ``enter()`` said
    /// no: then such a call is running and will run it.
    @usableFromInline
    package func deferWork(_ work: @escaping () -> Void) {
        deferred.append(work)
        pending = true
    }

    /// Runs the queued work, in order, unless a guarded call is still running and less than an eighth of
    /// the stack up to the reserve is free: the work then waits for a shallower exit. Each item runs as a guarded call one
    /// level below this point, so what it nests counts from here; items it (or a nested drain) queues run
    /// in the same loop.
    @usableFromInline func runDeferredIfShallow() {
        if depth > 0, drainAbove != 0 {
            var marker: UInt8 = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            guard here > drainAbove else { return }
        }
        let base = depth
        while head < deferred.count {
            let work = deferred[head]
            deferred[head] = {}
            head += 1
            pending = head < deferred.count
            depth = base + 1
            work()
            depth = base
        }
        if head > 0 {
            deferred.removeAll(keepingCapacity: deferred.count <= 1_024)
            head = 0
        }
        pending = false
    }
}
