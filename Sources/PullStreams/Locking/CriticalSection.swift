import Scheduling

/// The lock of the specialized hot path: a `Locked<Int>` whose state is kept beside it, not in it.
///
/// The hot types (`SignalCore`, `EventGate`, `Flattener`) keep their state in a
/// stored property next to one of these and touch that state only while holding it. The rule of
/// `Locked` holds: never call out (send an event, run a user closure) while holding it.
///
/// Two ways in, both scoped: `run { }` (a closure, as `Locked.withLock`), the default, and `lock()`
/// followed at once by `defer { unlock() }` in a small `@inline(__always)` function that decides under
/// the lock and returns what to do after it (`SignalCore.takeTurn`, `EventGate.takeTurn`, `Flattener`'s
/// `admit`, `started`, `isRunning` and `ended`): on those per-event paths the closure of `run`, returning
/// what to do, is compiled out of line even when `run` is always inlined or `@_transparent` (callgrind,
/// measured 2026-11-26: `SignalCore.send` in `run` cost pull B6 771 to 779 instructions per element
/// against 692; Flattener's sections as closures or as functions called out of line cost B5b 1,340 against 1,231), and a
/// noncopyable guard whose `deinit` unlocks cost more (B6 1,214 to 1,403 against 1,017, before signals
/// took turns).
///
/// A struct around the lock object: no allocation of its own, and a copy is the same lock (an
/// interrupt handle or an observation shares its signal core's lock by copying it).
@usableFromInline
struct CriticalSection: Sendable {
    /// Guards a dummy `Int`, not `Void`: a zero-sized `Locked<Void>.state` shares its address with
    /// the mutex pointer, and ThreadSanitizer then reports the lock's own bookkeeping as a race.
    @usableFromInline let mutex = Locked(0)

    @inlinable
    init() {}

    /// Takes the lock (waiting if another thread holds it); the next line is `defer { unlock() }`.
    @inlinable @inline(__always)
    func lock() { mutex.lock() }

    /// Gives the lock back.
    @inlinable @inline(__always)
    func unlock() { mutex.unlock() }

    /// Runs `body` while holding the lock.
    @inlinable
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}
