/// Lets guarded calls nest directly while the thread has stack to spare and, once half of it is used or
/// 512 of them nest, defers the next one until the outermost call unwinds: a trampoline that engages only
/// in chains hundreds of operators deep.
///
/// RxSwift, ReactiveSwift and Combine all subscribe and deliver through direct nested calls, so a chain
/// nested 10,000 operators deep overflows the stack. Each style guards its subscribe, start and delivery
/// paths with one of these per thread (see ``ThreadLocal``). Until the thread's stack reaches its reserve
/// (``stackReserve(size:)``: half of it) or ``nestingCap`` guarded calls nest, nothing changes: calls nest
/// exactly as in the originals, in the originals' order. Past that, the call is queued and run, in order,
/// by the outermost guarded call of the thread just before it returns. Where the platform does not
/// report the thread's stack, a smaller count of nested guarded calls stands in for it.
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
    /// How many guarded calls may nest before the next one is deferred.
    @exclusivity(unchecked) @usableFromInline package private(set) var limit: Int
    /// How many guarded calls are running on this thread now.
    /// (Dynamic exclusivity checks are off for these fields: only the guard's own thread touches them.)
    @exclusivity(unchecked) @usableFromInline package private(set) var depth = 0
    @exclusivity(unchecked) @usableFromInline var deferred: [() -> Void] = []
    @exclusivity(unchecked) @usableFromInline var head = 0
    /// The stack address below which a call is deferred (stacks grow down); 0 when the count decides.
    @exclusivity(unchecked) @usableFromInline private(set) var stackLimit: UInt
    /// The count used where the platform does not report the thread's stack.
    let fallbackLimit: Int
    /// How many guarded calls may nest even with stack to spare: 512, far more than the 64 of the earlier
    /// count-only guard (so ordinary chains, and the 900-operator fan-outs of `DeepChainDifferentialTests`,
    /// run as plain nested calls), but few enough that what follows a deep delivery unguarded (a completion
    /// disposing every layer above it, then `deinit`s) still fits: at 2,048 an 8,000-layer `do` chain
    /// overflowed an 8 MiB thread in a debug build (it passes at 512).
    static let nestingCap = 512

    /// Creates the guard for the calling thread: it defers once half the thread's stack is used or
    /// ``nestingCap`` guarded calls nest, or, where the platform does not report the stack, once
    /// `fallbackLimit` guarded calls nest.
    package init(fallbackLimit: Int) {
        self.fallbackLimit = max(1, fallbackLimit)
        stackLimit = currentThreadStackLimit()
        limit = stackLimit == 0 ? self.fallbackLimit : Self.nestingCap
    }

    /// Creates a guard that defers once `limit` guarded calls nest (at least one), whatever the stack:
    /// for tests of the trampoline itself.
    package init(limit: Int) {
        fallbackLimit = max(1, limit)
        self.limit = fallbackLimit
        stackLimit = 0
    }

    /// Whether the guard defers at all; `false` makes every guarded call a plain nested call, as in the
    /// originals (for differential tests on a thread with a known stack; a deep chain then overflows).
    package var isEnabled: Bool {
        get { !(limit == Int.max && stackLimit == 0) }
        set {
            if newValue {
                stackLimit = currentThreadStackLimit()
                limit = stackLimit == 0 ? fallbackLimit : Self.nestingCap
            } else {
                (limit, stackLimit) = (Int.max, 0)
            }
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
        let saved = (depth, deferred, head)
        depth = 1
        deferred = []
        head = 0
        let result = body()
        exit()
        (depth, deferred, head) = saved
        return result
    }

    /// Leaves a guarded call; the outermost one runs the work deferred meanwhile.
    @inlinable @inline(__always)
    package func exit() {
        depth -= 1
        if depth == 0, hasDeferredWork { runDeferred() }
    }

    /// Queues `work` for the outermost guarded call of this thread. Call it only when ``enter()`` said
    /// no: then such a call is running and will run it.
    @usableFromInline
    package func deferWork(_ work: @escaping () -> Void) {
        deferred.append(work)
    }

    @inlinable var hasDeferredWork: Bool { head < deferred.count }

    @usableFromInline func runDeferred() {
        while head < deferred.count {
            let work = deferred[head]
            deferred[head] = {}
            head += 1
            depth = 1
            work()
            depth = 0
        }
        deferred.removeAll(keepingCapacity: deferred.count <= 1_024)
        head = 0
    }
}
