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
