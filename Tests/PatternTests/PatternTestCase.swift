import Foundation
import LibraryFetch
import PubSubStreams
import PullStreams
import PushStreams
import TestReporting
import XCTest

/// The base class of every pattern test: checks that no subscription outlives the test.
///
/// Each style counts its live subscriptions (RxSwift's `Resources.total` idea); a test that leaves
/// one running fails in `tearDown` with the counts before and after.
class PatternTestCase: CookbookTestCase {
    private var startCounts: (push: Int, pull: Int, pubSub: Int) = (0, 0, 0)

    override func setUp() {
        super.setUp()
        startCounts = Self.liveCounts
    }

    override func tearDown() {
        // A pattern on a live queue may release its last subscription as that queue's block ends.
        settleQueuedWork { Self.liveCounts == startCounts }
        let end = Self.liveCounts
        XCTAssertEqual(end.push, startCounts.push, "push: a subscription outlived the test (PushStreams.Resources.total)")
        XCTAssertEqual(end.pull, startCounts.pull, "pull: an observation outlived the test (PullStreams.Resources.total)")
        XCTAssertEqual(end.pubSub, startCounts.pubSub, "pub-sub: a subscription outlived the test (PubSubStreams.Resources.total)")
        super.tearDown()
    }

    private static var liveCounts: (push: Int, pull: Int, pubSub: Int) {
        (Int(PushStreams.Resources.total), PullStreams.Resources.total, PubSubStreams.Resources.total)
    }
}
