import Scheduling

/// The lock of the specialized hot path: a `Locked<Void>` behind a non-generic, non-inlinable door.
///
/// `Locked` is package-internal to `Scheduling`, so code that must be `@inlinable` (to be specialized
/// in the caller's module, the main lever against per-event generic metadata lookups) cannot name it.
/// The hot types (`SignalCore`, `EventGate`) keep their state in a stored property next to one of
/// these and touch that state only inside `run`. The rule of `Locked` holds: never call out (send an
/// event, run a user closure) from inside `run`.
@usableFromInline
final class CriticalSection: Sendable {
    /// Guards a dummy `Int`, not `Void`: a zero-sized `Locked<Void>.state` shares its address with
    /// the mutex pointer, and ThreadSanitizer then reports the lock's own bookkeeping as a race.
    private let lock = Locked(0)

    @usableFromInline
    init() {}

    /// Runs `body` while holding the lock.
    @usableFromInline
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try lock.withLock { _ in try body() }
    }
}
