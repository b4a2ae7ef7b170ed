import TestReporting
import XCTest

/// The one tolerance of the transcript comparison: real-time buckets may come out late, never early.
final class GoldenSlackTests: CookbookTestCase {
    func testSlack_ALateBucketMatches() {
        XCTAssertTrue(withinRealTimeSlack("timer=value([0]) after ~0.2s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertTrue(withinRealTimeSlack("never=throws(RxError.timeout) after ~0.3s", of: "never=throws(RxError.timeout) after ~0.3s"))
    }

    func testSlack_AnEarlyOrMuchLaterBucketDoesNot() {
        XCTAssertFalse(withinRealTimeSlack("timer=value([0]) after ~0.0s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertFalse(withinRealTimeSlack("timer=value([0]) after ~0.3s", of: "timer=value([0]) after ~0.1s"))
    }

    func testSlack_TheRestOfTheLineMustBeEqual() {
        XCTAssertFalse(withinRealTimeSlack("timer=value([1]) after ~0.1s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertFalse(withinRealTimeSlack("timer=value([0])", of: "timer=value([0]) after ~0.1s"))
    }
}
