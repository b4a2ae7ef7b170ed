import PubSubStreams
import PubSubStreamsTest
import XCTest

/// How `switchToLatest` ends when its outer publisher ends early (OpenCombine's
/// `testSwitchToLatestOuterReceiveCompletionBeforeSubscription`: Combine forwards the completion).
final class SwitchToLatestEndingTests: PubSubTestCase {
    func testSwitchToLatest_AnOuterCompletionBeforeItsSubscriptionReachesTheDownstream() {
        let upstream = ManualUpstream<Just<Int>, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .unlimited)
        upstream.switchToLatest().subscribe(recorder)
        upstream.send(completion: .finished)
        XCTAssertEqual(recorder.events, ["subscription(SwitchToLatest)", "finished"])
        upstream.send(completion: .finished)
        XCTAssertEqual(recorder.events, ["subscription(SwitchToLatest)", "finished"], "one completion only")
        upstream.release()
    }
}
