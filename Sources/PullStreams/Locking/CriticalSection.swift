import Scheduling

/// The lock of the specialized hot path: a `Locked<Int>` whose state is kept beside it, not in it.
///
/// The hot types (`SignalCore`, `EventGate`, `Flattener`, `SignalObservation`) keep their state in a
/// stored property next to one of these and touch that state only inside `run`, which is `@inlinable`
/// (as is `Locked.withLock`), so a critical section is inlined and specialized in the caller's module.
/// The rule of `Locked` holds: never call out (send an event, run a user closure) from inside `run`.
///
/// A struct around the lock object: no allocation of its own, and a copy is the same lock (an
/// interrupt handle or an observation shares its signal core's lock by copying it).
@usableFromInline
struct CriticalSection: Sendable {
    /// Guards a dummy `Int`, not `Void`: a zero-sized `Locked<Void>.state` shares its address with
    /// the mutex pointer, and ThreadSanitizer then reports the lock's own bookkeeping as a race.
    @usableFromInline let lock = Locked(0)

    @inlinable
    init() {}

    /// Runs `body` while holding the lock.
    @inlinable
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock { _ in try body() }
    }
}
