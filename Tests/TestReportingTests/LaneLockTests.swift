import Foundation
import Testing

@testable import TestReporting

/// The lanes' readers–writer lock: who may hold a lane together, who waits, and in which order.
@Suite("LaneLock")
struct LaneLockTests {
    /// Suspends until `lock` has `count` waiting requests (a request queues before its task suspends);
    /// throws if that takes more than five seconds (a request that should wait was granted instead).
    private func waitUntil(_ lock: LaneLock<String>, hasWaiting count: Int) async throws {
        let deadline = Date().addingTimeInterval(5)
        while lock.waitingCount < count {
            try #require(Date() < deadline, "expected \(count) waiting request(s), have \(lock.waitingCount)")
            await Task.yield()
        }
    }

    /// Acquires `first`, then `second`, on a fresh lock: the second is granted at once, with nothing waiting.
    private func expectGrantedTogether(
        _ first: [String: LaneLock<String>.Mode], _ second: [String: LaneLock<String>.Mode],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let lock = LaneLock<String>()
        await lock.acquire(first)
        await lock.acquire(second)
        #expect(lock.waitingCount == 0, sourceLocation: sourceLocation)
        lock.release(first)
        lock.release(second)
    }

    @Test func sharersHoldALaneTogether() async throws {
        await expectGrantedTogether(["a": .shared], ["a": .shared])
    }

    @Test func anOwnerWaitsForTheSharersThenRunsAlone() async throws {
        let lock = LaneLock<String>()
        await lock.acquire(["a": .shared])
        let owner = Task { await lock.acquire(["a": .exclusive]) }
        try await waitUntil(lock, hasWaiting: 1)
        lock.release(["a": .shared])
        await owner.value
        #expect(lock.waitingCount == 0)
        let sharer = Task { await lock.acquire(["a": .shared]) }
        try await waitUntil(lock, hasWaiting: 1)
        lock.release(["a": .exclusive])
        await sharer.value
        lock.release(["a": .shared])
    }

    @Test func aSharerWaitsWhileAnOwnerWaits() async throws {
        let lock = LaneLock<String>()
        await lock.acquire(["a": .shared])
        let owner = Task { await lock.acquire(["a": .exclusive]) }
        try await waitUntil(lock, hasWaiting: 1)
        // The lane is only shared, but a second sharer must not overtake the waiting owner.
        let order = OrderLog()
        let sharer = Task {
            await lock.acquire(["a": .shared])
            order.append("sharer")
        }
        try await waitUntil(lock, hasWaiting: 2)
        lock.release(["a": .shared])
        await owner.value
        order.append("owner")
        lock.release(["a": .exclusive])
        await sharer.value
        lock.release(["a": .shared])
        #expect(order.entries == ["owner", "sharer"])
    }

    @Test func anOwnerMarkedFirstGoesAheadOfOwnersThatCameEarlier() async throws {
        let lock = LaneLock<String>()
        await lock.acquire(["a": .exclusive])
        let order = OrderLog()
        let early = Task {
            await lock.acquire(["a": .exclusive])
            order.append("early")
            lock.release(["a": .exclusive])
        }
        try await waitUntil(lock, hasWaiting: 1)
        let first = Task {
            await lock.acquire(["a": .exclusive], first: true)
            order.append("first")
            lock.release(["a": .exclusive])
        }
        try await waitUntil(lock, hasWaiting: 2)
        lock.release(["a": .exclusive])
        await early.value
        await first.value
        #expect(order.entries == ["first", "early"])
    }

    @Test func ownersOfDifferentLanesDoNotWaitForEachOther() async throws {
        await expectGrantedTogether(["a": .exclusive], ["b": .exclusive])
    }

    @Test func aRequestForSeveralLanesIsGrantedWholeAndHoldsNothingWhileItWaits() async throws {
        let lock = LaneLock<String>()
        await lock.acquire(["b": .exclusive])
        let both = Task { await lock.acquire(["a": .shared, "b": .shared]) }
        try await waitUntil(lock, hasWaiting: 1)
        // Lane a is free although `both` waits for it together with b.
        await lock.acquire(["a": .exclusive])
        lock.release(["a": .exclusive])
        lock.release(["b": .exclusive])
        await both.value
        lock.release(["a": .shared, "b": .shared])
    }
}

/// A log several tasks append to.
private final class OrderLog: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [String] = []
    var entries: [String] { lock.withLock { storage } }
    func append(_ entry: String) { lock.withLock { storage.append(entry) } }
}
