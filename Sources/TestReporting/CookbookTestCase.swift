import Dispatch
import XCTest

/// The base class of the package's XCTest cases: an `XCTestCase` that keeps swift-corelibs-xctest
/// from idling 0.1 s around a test.
///
/// On Linux, XCTest runs every test's `setUp() async` and `tearDown() async` in a `Task` and waits
/// for it on the main run loop in slices of at most 0.1 s. When the task finishes just before the
/// main thread enters the run loop, the stop request is lost and the wait sits out the whole
/// slice. In this package that hit 35–45 tests of each full run, about 4 s of a 13 s run. Here
/// both hooks post an empty block to the main queue 1 ms after they finish; servicing it ends the
/// slice, and the waiter sees the finished task. Apple's XCTest does not wait this way; there the
/// block is one no-op per hook. Nothing else about the test changes: override `setUp()`,
/// `tearDown()` and their async variants as usual (call `super`).
///
/// ```swift
/// final class ThrottleTests: CookbookTestCase {
///     func testThrottle_EmitsTheFirstValueOfEachWindow() { ... }
/// }
/// ```
open class CookbookTestCase: XCTestCase {
    override open func setUp() async throws {
        try await super.setUp()
        Self.wakeTheMainRunLoopSoon()
    }

    override open func tearDown() async throws {
        try await super.tearDown()
        Self.wakeTheMainRunLoopSoon()
    }

    /// Posts a no-op to the main queue shortly after the hook returns, when XCTest has marked it done.
    private static func wakeTheMainRunLoopSoon() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {}
    }
}
