import TestReporting
import XCTest

/// The one tolerance of the transcript comparison: real-time buckets may come out up to 0.15 s late, never
/// early, and an instant one must stay instant.
final class GoldenSlackTests: PushTestCase {
    func testSlack_ALateBucketMatches() {
        XCTAssertTrue(withinRealTimeSlack("timer=value([0]) after ~0.2s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertTrue(withinRealTimeSlack("never=throws(RxError.timeout) after ~0.3s", of: "never=throws(RxError.timeout) after ~0.3s"))
        XCTAssertTrue(withinRealTimeSlack("interval=value([0,1,2]) after ~0.3s", of: "interval=value([0,1,2]) after ~0.2s"))
    }

    func testSlack_AnEarlyOrMuchLaterBucketDoesNot() {
        XCTAssertFalse(withinRealTimeSlack("timer=value([0]) after ~0.0s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertFalse(withinRealTimeSlack("timer=value([0]) after ~0.3s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertFalse(withinRealTimeSlack("interval=value([0,1,2]) after ~0.4s", of: "interval=value([0,1,2]) after ~0.2s"))
    }

    func testSlack_AnInstantBucketMustStayInstant() {
        XCTAssertTrue(withinRealTimeSlack("behavior.first()=value(42) after ~0.0s", of: "behavior.first()=value(42) after ~0.0s"))
        XCTAssertFalse(withinRealTimeSlack("behavior.first()=value(42) after ~0.1s", of: "behavior.first()=value(42) after ~0.0s"))
    }

    func testSlack_TheRestOfTheLineMustBeEqual() {
        XCTAssertFalse(withinRealTimeSlack("timer=value([1]) after ~0.1s", of: "timer=value([0]) after ~0.1s"))
        XCTAssertFalse(withinRealTimeSlack("timer=value([0])", of: "timer=value([0]) after ~0.1s"))
    }
}
