import Scheduling

/// The lock of the specialized hot path: a `Locked<Int>` whose state is kept beside it, not in it.
///
/// The hot types (`SignalCore`, `EventGate`, `Flattener`, `SignalObservation`) keep their state in a
/// stored property next to one of these and touch that state only while holding it. The rule of
/// `Locked` holds: never call out (send an event, run a user closure) while holding it.
///
/// Two ways in: `run { }` (a closure, as `Locked.withLock`), the default, and `lock()`/`unlock()`, kept
/// for the per-event paths where the closure measurably costs in a release build (`SignalCore.send`;
/// `EventGate.enqueue`; `Flattener.receive`, `start`, `innerEvent`, and `outerDidComplete`, which ends
/// through the same `unlockAndCompleteIfFinished`): there the closure, returning what to do, is compiled
/// out of line even when `run` is always inlined or `@_transparent` (callgrind, measured 2026-11-26: pull
/// B6 1,149 to 1,183 instructions per element against 1,017, B7 34,201 to 35,054 against 27,189; after
/// signals took turns, `SignalCore.send` alone in `run` cost B6 771 to 779 against 692, with its rare
/// path out of line or not, and as an always-inlined local function 1,060); a noncopyable guard whose
/// `deinit` unlocks cost more (B6 1,214 to 1,403). Where a second critical section per event was only
/// there to end a delivery, a `SenderTurn` now ends it and the drain that remains uses `run`
/// (`SignalCore.deliverQueued`, `EventGate.drain`). A caller of `lock()` must call `unlock()` on every
/// path out, before it calls out.
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

    /// Takes the lock (waiting if another thread holds it).
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
