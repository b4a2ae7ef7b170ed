import Foundation
import Scheduling
import Synchronization

/// An identity for the current thread, kept in a thread-local slot (never reused while referenced).
final class ThreadToken: Sendable {
    /// One token per thread, made on its first use and released when the thread ends. A pthread key
    /// rather than `Thread.current.threadDictionary`: every `TestScheduler.advance` asks for it
    /// (benchmark B7, twice per query), and the dictionary's string key and casts cost about 1,300
    /// instructions a call.
    private static let storage = ThreadLocal { ThreadToken() }

    /// The calling thread's token.
    static var current: ThreadToken { storage.current }

    /// Runs `body` with the calling thread's token borrowed (no retain and release: B7 asks twice a query).
    static func withCurrent<Result>(_ body: (ThreadToken) -> Result) -> Result { storage.withCurrent(body) }
}

/// Spots the one blocking call that can never return: a blocking call on the thread that drives the
/// `TestScheduler` its producer waits on.
///
/// ReactiveSwift's `first()` then blocks forever. A `TestScheduler` remembers its driving thread (the one
/// that last advanced it, or created it if it was never advanced); while a blocking call starts its
/// producer, every `TestScheduler` that gets work on that thread is noted. If the result is still
/// undecided after the start and one of those schedulers is driven by the blocking thread, nobody else
/// will advance it: the call fails at once instead. Advancing from another thread (the conformance
/// scenario's way) is not affected, since that scheduler's driving thread is not the blocked one.
enum BlockingDeadlockDetector {
    private static let probeKey = "PullStreams.BlockingProbe"

    /// The schedulers noted during one blocking start (confined to its thread).
    private final class Probe {
        var schedulers: [TestScheduler] = []
    }

    /// How many blocking starts are in progress, on any thread: while none is, scheduling skips the
    /// (costly) thread-dictionary lookup. Atomic: read on every scheduled action.
    private static let activeProbes = Atomic<Int>(0)

    /// Called by `TestScheduler` whenever it is given work.
    static func noteScheduled(on scheduler: TestScheduler) {
        guard activeProbes.load(ordering: .acquiring) > 0 else { return }
        (Thread.current.threadDictionary[probeKey] as? Probe)?.schedulers.append(scheduler)
    }

    /// Runs `start`, then returns a message explaining the certain deadlock if waiting would be one.
    static func start<R>(_ start: () -> R, isDecided: () -> Bool) -> (R, deadlock: String?) {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[probeKey]
        let probe = Probe()
        dictionary[probeKey] = probe
        activeProbes.wrappingAdd(1, ordering: .sequentiallyConsistent)
        // Isolated: work the start defers for stack depth must be done before this thread blocks.
        let result = StackGuard.isolated(start)
        activeProbes.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        dictionary[probeKey] = previous
        guard !isDecided() else { return (result, nil) }
        let me = ThreadToken.current
        guard probe.schedulers.contains(where: { $0.isDriven(by: me) }) else { return (result, nil) }
        return (result, message)
    }

    /// What went wrong and what to do.
    static let message =
        "A blocking call (first(), single(), last() or wait()) would wait forever: its producer "
        + "waits on a TestScheduler that only this thread advances (it created or last advanced it), and this "
        + "thread is the one about to block. The run was interrupted instead. Advance the scheduler and read the "
        + "events with a TestRecorder, or make the blocking call from another thread while this one advances."
}
