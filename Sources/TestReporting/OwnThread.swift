import Foundation

/// Runs `body` on a new thread of its own and suspends until it returns, so a Swift Testing test can
/// block (a blocking `first()`, a real-time timeout) without holding one of the few threads every
/// Swift Testing test shares.
///
/// Swift Testing runs tests as tasks on the cooperative pool, which has one thread per core. A test
/// that blocks its thread for 0.3 s takes a core from every other test for that long; on its own
/// thread, the wait overlaps with their work. The thread is not the main thread, so a blocking call
/// in `body` waits on a semaphore rather than turning the main run loop.
///
/// ```swift
/// @Test func firstTimesOut() async {
///     let lines = await onItsOwnThread { scenario_blocking_timeouts() }
///     #expect(lines == expected)
/// }
/// ```
public func onItsOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        // The default stack of a Foundation thread is smaller than the main thread's; blocking scenarios
        // need little, but a transcript scenario may build a chain of operators.
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// A task executor that runs each job it is given on a new thread with an 8 MiB stack, off the
/// cooperative pool.
///
/// The tests that own a style lane (the deep chains, the serialization stress suites) are
/// synchronous and heavy: under the thread sanitizer one runs for 20 s or more. On the pool's one
/// thread per core, two of them left a 2-core machine no thread for the `async` tests that wait on a
/// ``TestClock`` or a real-time timeout, which then gave up. ``StyleLaneTrait`` runs an owning test
/// with this executor as its preference (`withTaskExecutorPreference`), so its body runs here.
public final class OwnThreadTaskExecutor: TaskExecutor {
    /// The one instance; it holds no state.
    public static let shared = OwnThreadTaskExecutor()

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let thread = Thread {
            Thread.current.threadDictionary[Self.marker] = true
            job.runSynchronously(on: executor)
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Whether the calling code runs on one of this executor's threads. (A marker in the thread's
    /// dictionary: swift-corelibs-foundation reports a started thread's `name` wrongly.)
    public static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }

    private static let marker = "OwnThreadTaskExecutor"
}
