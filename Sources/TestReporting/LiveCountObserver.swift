import Foundation
import XCTest

/// Checks, for every XCTest case of one test module, that a style's live-subscription count is back
/// where it started when the test ends: the cookbook's leak check, kept out of the code a reader copies.
///
/// Not in any original (RxSwift's own suite reads `Resources.total` in each test's tear-down, from its
/// base class). The pattern tests derive from plain `XCTestCase` so that they copy unchanged, and Linux
/// XCTest has no hook that runs before a module's first test. So each pattern module has one small class
/// of its own, named to sort first (XCTest runs a module's classes in name order), whose class set-up
/// calls ``watch(module:unit:liveCount:)``; from then on every test of that module gets a tear-down block
/// that waits up to a second for queued work to release what the test started, then fails with both counts.
///
/// ```swift
/// final class AAALiveSubscriptionCheck: XCTestCase {
///     override class func setUp() {
///         super.setUp()
///         LiveCountObserver.watch(module: "PushPatternTests", unit: "subscription") { Int(Resources.total) }
///     }
/// }
/// ```
public final class LiveCountObserver: NSObject, XCTestObservation, @unchecked Sendable {
    // @unchecked: XCTest calls the observer on the main thread only; `watched` is behind a lock.
    private struct Watch {
        let unit: String
        let liveCount: @Sendable () -> Int
    }

    private static let shared = LiveCountObserver()
    private static let registered = NSLock()
    nonisolated(unsafe) private static var isRegistered = false
    private let lock = NSLock()
    private var watched: [String: Watch] = [:]

    /// Starts checking every later test of `module` (the test module's name) against `liveCount`.
    public static func watch(module: String, unit: String, liveCount: @escaping @Sendable () -> Int) {
        shared.lock.withLock { shared.watched[module] = Watch(unit: unit, liveCount: liveCount) }
        registered.withLock {
            guard !isRegistered else { return }
            isRegistered = true
            XCTestObservationCenter.shared.addTestObserver(shared)
        }
    }

    /// Whether tests of `module` are checked.
    public static func isWatching(module: String) -> Bool {
        shared.lock.withLock { shared.watched[module] != nil }
    }

    public func testCaseWillStart(_ testCase: XCTestCase) {
        let module = String(reflecting: type(of: testCase)).split(separator: ".").first.map(String.init) ?? ""
        guard let watch = lock.withLock({ watched[module] }) else { return }
        let start = watch.liveCount()
        // These tests derive from plain `XCTestCase`, so they lack `CookbookTestCase`'s wake-ups: post
        // them from here, after the set-up and after the tear-down blocks (0.1 s saved per lost wake-up).
        Self.wakeTheMainRunLoopSoon()
        testCase.addTeardownBlock {
            defer { Self.wakeTheMainRunLoopSoon() }
            settleQueuedWork { watch.liveCount() == start }
            let end = watch.liveCount()
            XCTAssertEqual(
                end, start,
                "\(module): \(abs(end - start)) \(watch.unit)(s) \(end > start ? "outlived the test" : "were released twice")")
        }
    }

    /// No-ops posted to the main queue 1 and 3 ms from now, to end XCTest's 0.1 s run-loop slice once the
    /// async hook it waits for is done (see `CookbookTestCase`).
    private static func wakeTheMainRunLoopSoon() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(3)) {}
    }
}
