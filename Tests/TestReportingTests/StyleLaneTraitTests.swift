import Foundation
import Testing

@testable import TestReporting

/// The trait's leak check and its guard against nested lanes, on a stand-in counter.
@Suite("StyleLaneTrait")
struct StyleLaneTraitTests {
    /// An owner's scope around `body`, reading `counter`, failing fast (the real trait waits a second).
    private func ownerScope(counting counter: Counter, _ body: @escaping @Sendable () -> Void) async throws {
        var trait = StyleLaneTrait.ownsLane(.pull) { counter.value }
        trait.settleWithin = 0.01
        try await trait.provideScope(for: try #require(Test.current), testCase: nil) { body() }
    }

    @Test func anOwnerWhoseCounterComesBackRecordsNothing() async throws {
        let counter = Counter()
        try await ownerScope(counting: counter) {
            counter.add(3)
            counter.add(-3)
        }
    }

    @Test func anOwnersBodyRunsOffTheCooperativePool_ASharersDoesNot() async throws {
        let owner = RanOn()
        try await ownerScope(counting: Counter()) { owner.record() }
        #expect(owner.onOwnThread == true)

        let sharer = RanOn()
        try await StyleLaneTrait.sharesLanes(.pull).provideScope(for: try #require(Test.current), testCase: nil) { sharer.record() }
        #expect(sharer.onOwnThread == false)
    }

    @Test func anOwnerThatLeavesSubscriptionsAliveRecordsHowMany() async throws {
        let counter = Counter()
        try await withKnownIssue {
            try await ownerScope(counting: counter) { counter.add(2) }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Expected PullStreams.Resources.total to return to 0 after the test, but it is 2: 2 observation(s) are still alive."
            ]
        }
    }

    @Test func anOwnerThatReleasesTooMuchRecordsIt() async throws {
        let counter = Counter()
        try await withKnownIssue {
            try await ownerScope(counting: counter) { counter.add(-1) }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Expected PullStreams.Resources.total to return to 0 after the test, but it is -1: 1 observation(s) were released twice."
            ]
        }
    }

    @Test(.sharesLanes(.pull)) func owningALaneInsideAScopeThatSharesItThrows() async throws {
        let counter = Counter()
        await #expect(throws: StyleLaneTrait.NestedLaneError.self) {
            try await ownerScope(counting: counter) {}
        }
    }

    @Test(.sharesLanes(.push)) func sharingALaneAlreadySharedTakesNothingMore() async throws {
        try await StyleLaneTrait.sharesLanes(.push).provideScope(for: try #require(Test.current), testCase: nil) {
            #expect(StyleLane.held == [.push: .shared])
        }
    }
}

/// A stand-in for a style's `Resources.total`.
private final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ delta: Int) { lock.withLock { count += delta } }
}

/// Whether a body ran on one of `OwnThreadTaskExecutor`'s threads.
private final class RanOn: @unchecked Sendable {  // @unchecked: `recorded` is only touched under `lock`
    private let lock = NSLock()
    private var recorded: Bool?
    func record() { lock.withLock { recorded = OwnThreadTaskExecutor.isCurrent } }
    var onOwnThread: Bool? { lock.withLock { recorded } }
}
