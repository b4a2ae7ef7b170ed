import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `tryMap`/`tryScan`, as Combine's (OpenCombine 0.14.0's `MapTests`/`ScanTests`).
final class TryTransformFidelityTests: PubSubTestCase {
    /// Subscribes a recorder to `make(upstream)` and sends 1, 100 (which the transform throws on), `value`
    /// and 100 again, each past the throw: what a throwing operator does after its failure.
    private func feedThroughTwoThrows(
        then value: Int, _ make: (ManualUpstream<Int, TestError>) -> some Publisher<Int, any Error>
    ) -> (ManualUpstream<Int, TestError>, EventRecorder<Int, any Error>) {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, any Error>()
        make(upstream).subscribe(recorder)
        upstream.sendSubscription()
        for input in [1, 100, value, 100] { _ = upstream.send(input) }
        return (upstream, recorder)
    }

    func testTryMap_CancelsUpstreamOnAThrowButStillPassesLaterValuesAndThrows() {
        let (upstream, recorder) = feedThroughTwoThrows(then: 3) {
            $0.tryMap { value -> Int in
                if value == 100 { throw TestError.boom }
                return value * 2
            }
        }
        XCTAssertEqual(upstream.subscription.history, ["request(unlimited)", "cancel"])
        let boom = "failure(\(TestError.boom))"
        XCTAssertEqual(recorder.events, ["subscription(TryMap)", "value(2)", boom, "value(6)", boom])
        release(upstream, recorder)
    }

    func testTryScan_PassesValuesAfterItsFailureButFailsOnce() {
        let (upstream, recorder) = feedThroughTwoThrows(then: 2) {
            $0.tryScan(0) { sum, value -> Int in
                if value == 100 { throw TestError.boom }
                return sum + value
            }
        }
        XCTAssertEqual(recorder.events, ["subscription(TryScan)", "value(1)", "failure(\(TestError.boom))", "value(3)"])
        release(upstream, recorder)
    }
}
