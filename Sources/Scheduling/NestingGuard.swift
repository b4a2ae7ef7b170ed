/// Counts how deeply guarded calls nest on one thread and, past a limit, defers the next one until the
/// outermost call unwinds: a trampoline that only engages when the stack is deep.
///
/// RxSwift, ReactiveSwift and Combine all subscribe and deliver through direct nested calls, so a chain
/// nested 10,000 operators deep overflows the stack. Each style guards its subscribe, start and delivery
/// paths with one of these per thread (see ``ThreadLocal``): shallower than `limit` (every realistic
/// chain) nothing changes; deeper, or when three quarters of the thread's stack are used (for threads
/// with small stacks), the call is queued and run, in order, by the outermost guarded call of the thread
/// just before it returns. Create a guard on the thread it guards; only that thread may touch it.
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
    @usableFromInline package let limit: Int
    /// How many guarded calls are running on this thread now.
    /// (Dynamic exclusivity checks are off for these fields: only the guard's own thread touches them.)
    @exclusivity(unchecked) @usableFromInline package private(set) var depth = 0
    @exclusivity(unchecked) @usableFromInline var deferred: [() -> Void] = []
    @exclusivity(unchecked) @usableFromInline var head = 0
    /// The stack address below which a call is deferred (stacks grow down); 0 when unknown.
    @usableFromInline let stackLimit: UInt

    /// Creates a guard for the calling thread that lets `limit` guarded calls nest (at least one).
    package init(limit: Int) {
        self.limit = max(1, limit)
        stackLimit = currentThreadStackLimit()
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
