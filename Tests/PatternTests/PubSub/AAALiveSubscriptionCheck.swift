import PubSubStreams
import TestReporting
import XCTest

/// The cookbook's own leak check for this module's pattern tests; not part of any pattern and never
/// exported. Named to sort first: XCTest runs a module's classes in name order, so its class set-up
/// registers the check before any pattern test of the module runs (see `LiveCountObserver`).
final class AAALiveSubscriptionCheck: XCTestCase {
    override class func setUp() {
        super.setUp()
        LiveCountObserver.watch(module: "PubSubPatternTests", unit: "subscription") { Resources.total }
    }

    func testEveryPatternTestOfThisModuleEndsWithTheLiveCountItStartedWith() {
        XCTAssertTrue(LiveCountObserver.isWatching(module: "PubSubPatternTests"))
    }
}
