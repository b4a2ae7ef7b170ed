import Foundation
import Testing

/// One style's live-subscription counter, as a resource Swift Testing tests take turns on.
///
/// Each style counts its live subscriptions in one process-wide `Resources.total` (RxSwift's idea,
/// which ReactiveSwift and Combine do not have). XCTest runs one test at a time, so an XCTest case
/// can read the counter before and after itself. Swift Testing runs tests in parallel, so a test
/// that reads the counter must own its style's lane while every other test that touches the style
/// shares it: see ``StyleLaneTrait``.
public struct StyleLane: Hashable, Sendable, CustomStringConvertible {
    /// The push style (`PushStreams`, mirroring RxSwift).
    public static let push = StyleLane(module: "PushStreams", unit: "subscription")
    /// The pull style (`PullStreams`, mirroring ReactiveSwift).
    public static let pull = StyleLane(module: "PullStreams", unit: "observation")
    /// The publisher-subscriber style (`PubSubStreams`, mirroring Combine).
    public static let pubSub = StyleLane(module: "PubSubStreams", unit: "subscription")
    /// The module whose `Resources.total` the lane guards.
    public let module: String
    /// What one count of that counter is, for messages.
    let unit: String

    public var description: String { module }

    /// The lock behind the lanes, one for the whole test process.
    static let lock = LaneLock<StyleLane>()

    /// The lanes the running task holds (so a nested scope can tell what it already has).
    @TaskLocal static var held: [StyleLane: LaneLock<StyleLane>.Mode] = [:]
}

/// A Swift Testing trait that gives a test (or every test of a suite) its style lanes: shared by a
/// test that touches a style, owned by a test that reads the style's live counter, which it then
/// checks returns to its starting value (the XCTest base classes' check, for Swift Testing).
///
/// Tests that share a lane run in parallel; a test that owns it runs with no other test of that
/// style, while tests of the other styles go on on the other cores. Every Swift Testing suite that
/// touches a style carries one of these traits; a suite that touches none (marbles, scheduling)
/// needs none. Applied to a suite, the trait applies to each test of it (and each case of a
/// parameterized test), not to the suite as a whole. XCTest and Swift Testing never run at the
/// same time under `swift test`, so XCTest cases need no lane.
///
/// ```swift
/// @Suite(.sharesLanes(.push, .pull, .pubSub)) struct CrossStyleFuzz { ... }
/// @Suite(.ownsLane(.pull) { Resources.total }) struct PullDeepChainTests { ... }
/// ```
public struct StyleLaneTrait: TestTrait, SuiteTrait, TestScoping {
    /// The lanes this trait takes, with how.
    let lanes: [StyleLane: LaneLock<StyleLane>.Mode]
    /// The counters an owning test checks, by the lane each belongs to.
    let checkedCounters: [StyleLane: @Sendable () -> Int]
    /// How long an owning test lets queued work bring its counters back before it fails.
    var settleWithin: TimeInterval = 1
    /// Whether the test goes ahead of the other owners of its lanes (it mostly waits in real time).
    var goesFirst = false

    /// Every test of a suite with this trait gets its own scope.
    public var isRecursive: Bool { true }

    /// A scope for each test case; none for a suite as a whole or a test function around its cases.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> StyleLaneTrait? {
        testCase == nil ? nil : self
    }

    /// The error thrown when a test's lanes come from two traits (one on the suite, one on the
    /// test, say) and the inner one needs a lane the outer one does not give it: taking lanes in two
    /// steps can deadlock, and a shared lane cannot become owned.
    public struct NestedLaneError: Error, CustomStringConvertible {
        /// The test whose traits nest.
        public let test: String
        /// The lanes the inner trait still needs.
        public let lanes: [StyleLane]
        public var description: String {
            "\(test) takes its style lanes in two nested StyleLaneTraits, and the inner one needs "
                + "\(lanes.map(\.module).sorted().joined(separator: ", ")) beyond what the outer one holds: "
                + "give the test one StyleLaneTrait (on the test or on its suite) that names every lane it needs."
        }
    }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let alreadyHeld = StyleLane.held
        // The lanes not already held in a mode at least as strong.
        let toTake = lanes.filter { lane, mode in
            switch (alreadyHeld[lane], mode) {
            case (nil, _), (.shared?, .exclusive): return true
            default: return false
            }
        }
        if !alreadyHeld.isEmpty, !toTake.isEmpty {
            throw NestedLaneError(test: test.name, lanes: Array(toTake.keys))
        }
        if !toTake.isEmpty { await StyleLane.lock.acquire(toTake, first: goesFirst) }
        defer { if !toTake.isEmpty { StyleLane.lock.release(toTake) } }

        let nowHeld = alreadyHeld.merging(toTake) { _, taken in taken }
        try await StyleLane.$held.withValue(nowHeld) {
            // With no test in the lane a counter is 0, but a test that shared the lane may have left a
            // release queued on a background queue: it gets half a second to run before the count is read.
            let counters = checkedCounters.sorted { $0.key.module < $1.key.module }
            settleQueuedWork(within: 0.5) { counters.allSatisfy { $0.value() == 0 } }
            let starts = counters.map { $0.value() }
            if counters.isEmpty {
                try await function()
            } else {
                // An owning test is a heavy synchronous one: off the cooperative pool (see OwnThreadTaskExecutor).
                try await withTaskExecutorPreference(OwnThreadTaskExecutor.shared) { try await function() }
            }
            settleQueuedWork(within: settleWithin) { zip(counters, starts).allSatisfy { $0.value() == $1 } }
            for ((lane, read), start) in zip(counters, starts) {
                let end = read()
                guard end != start else { continue }
                let message =
                    "Expected \(lane).Resources.total to return to \(start) after the test, but it is \(end): "
                    + "\(abs(end - start)) \(lane.unit)(s) \(end > start ? "are still alive" : "were released twice")."
                Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
            }
        }
    }
}

extension Trait where Self == StyleLaneTrait {
    /// Shares `lanes` with every other test that shares them: the test touches those styles but
    /// reads none of their counters.
    public static func sharesLanes(_ lanes: StyleLane...) -> StyleLaneTrait {
        StyleLaneTrait(lanes: Dictionary(uniqueKeysWithValues: lanes.map { ($0, .shared) }), checkedCounters: [:])
    }

    /// Owns `lane` (no other test of that style runs meanwhile) and checks that `liveCount`, the
    /// style's `Resources.total`, is back at its starting value after the test, letting queued work
    /// finish for up to a second, as the XCTest base classes do.
    public static func ownsLane(_ lane: StyleLane, liveCount: @escaping @Sendable () -> Int) -> StyleLaneTrait {
        StyleLaneTrait(lanes: [lane: .exclusive], checkedCounters: [lane: liveCount])
    }

    /// Owns `lane` as ``ownsLane(_:liveCount:)`` does, for a test that spends its time waiting in real
    /// time (timeouts, not work): it goes ahead of the other tests waiting to own the lane, so its
    /// waiting overlaps the other styles' work instead of ending the run.
    public static func ownsLane(
        _ lane: StyleLane, waitingInRealTime: Bool, liveCount: @escaping @Sendable () -> Int
    ) -> StyleLaneTrait {
        var trait = StyleLaneTrait(lanes: [lane: .exclusive], checkedCounters: [lane: liveCount])
        trait.goesFirst = waitingInRealTime
        return trait
    }
}
