import Dispatch
import Scheduling
import Testing

/// The clock is used from several threads: scheduling while another thread advances must neither
/// deadlock (ReactiveSwift's `TestScheduler.advance(to:)` leaves its lock held) nor lose actions.
@Suite("VirtualClock threading")
struct VirtualClockThreadingTests {
    @Test func schedulingFromAnotherThreadWhileAdvancingNeitherDeadlocksNorLosesActions() throws {
        let clock = VirtualClock()
        let ran = Counter()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for index in 0..<2_000 { clock.schedule(at: Int64(index % 100)) { ran.increment() } }
        }
        for _ in 0..<200 { try clock.advance(by: 1) }
        #expect(group.wait(timeout: .now() + 5) == .success)
        try clock.run()
        #expect(ran.value == 2_000)
        #expect(clock.pendingCount == 0)
    }

    @Test func concurrentCancelAndRunRunEachActionAtMostOnce() throws {
        let clock = VirtualClock()
        let ran = Counter()
        let handles = (0..<1_000).map { index in clock.schedule(at: Int64(index)) { ran.increment() } }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for handle in handles where handle.dueTime % 2 == 0 { clock.cancel(handle) }
        }
        try clock.run()
        #expect(group.wait(timeout: .now() + 5) == .success)
        try clock.run()
        #expect(ran.value >= 500 && ran.value <= 1_000)
        #expect(clock.pendingCount == 0)
    }
}

/// A thread-safe counter for the threading tests.
final class Counter: Sendable {
    private let storage = LockedInt()
    func increment() { storage.add(1) }
    var value: Int { storage.read() }
}

/// A tiny lock-guarded integer built on Dispatch (tests cannot see the package's `Locked`).
final class LockedInt: @unchecked Sendable {
    // @unchecked: `value` is only touched on `queue`.
    private var value = 0
    private let queue = DispatchQueue(label: "LockedInt")
    func add(_ amount: Int) { queue.sync { value += amount } }
    func read() -> Int { queue.sync { value } }
}
