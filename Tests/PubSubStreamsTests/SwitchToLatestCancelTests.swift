import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `switchToLatest` cancels its inner publisher before its outer one, as Combine's (OpenCombine 0.14.0's
/// `SwitchToLatestTests.testCancelCancels`).
final class SwitchToLatestCancelTests: PubSubTestCase {
    func testSwitchToLatest_CancelCancelsTheInnerBeforeTheOuterOnce() {
        let outer = ManualUpstream<ManualUpstream<Int, Never>, Never>()
        let inner = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .max(42))
        outer.switchToLatest().subscribe(recorder)
        outer.sendSubscription()
        XCTAssertEqual(outer.send(inner), .none)
        inner.sendSubscription()
        var outerSeenAtInnerCancel: [String] = []
        inner.subscription.onCancel = { outerSeenAtInnerCancel = outer.subscription.history }
        recorder.subscription?.cancel()
        recorder.subscription?.cancel()
        XCTAssertEqual(outerSeenAtInnerCancel, ["request(unlimited)"], "the inner is cancelled first")
        XCTAssertEqual(outer.subscription.history, ["request(unlimited)", "cancel"])
        XCTAssertEqual(inner.subscription.history, ["request(max(42))", "cancel"])
        outer.release()
        inner.release()
        recorder.release()
    }
}
