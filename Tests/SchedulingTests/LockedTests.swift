import Dispatch
import Testing

@testable import Scheduling

/// The package's one lock: mutual exclusion under threads, and the non-waiting variant.
@Suite("Locked")
struct LockedTests {
    @Test func concurrentIncrementsAreNeverLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 40_000)
    }

    @Test func withLockIfAvailableDoesNotWaitWhileAnotherThreadHoldsTheLock() {
        let value = Locked(1)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            value.withLock { _ in
                holding.signal()
                release.wait()
            }
            done.signal()
        }
        holding.wait()
        #expect(value.withLockIfAvailable { $0 } == nil)
        release.signal()
        done.wait()
        #expect(value.withLockIfAvailable { $0 } == 1)
    }
}
