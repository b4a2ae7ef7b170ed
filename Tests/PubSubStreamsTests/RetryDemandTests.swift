import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `retry`'s demand and retry count, as Combine's (OpenCombine 0.14.0's `Publishers.Retry` and `RetryTests`).
final class RetryDemandTests: PubSubTestCase {
    func testRetry_AnswersValuesWithNoneAndRequestsTheDownstreamsDemandFromUpstream() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .max(1), demand: .max(2))
        upstream.retry(1).subscribe(recorder)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.send(1), .none)
        XCTAssertEqual(upstream.subscription.history, ["request(max(1))", "request(max(2))"])
        finish(recorder, releasing: upstream)
    }

    func testRetry_ANegativeCountRetriesAfterEveryFailure() {
        var subscriptions = 0
        let upstream = Deferred { () -> AnyPublisher<Int, TestError> in
            subscriptions += 1
            return subscriptions < 5
                ? Fail(error: .boom).eraseToAnyPublisher() : Just(7).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        var values: [Int] = []
        let cancellable = upstream.retry(-1).sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        XCTAssertEqual(subscriptions, 5)
        XCTAssertEqual(values, [7])
        cancellable.cancel()
    }

    func testRetry_AValueNobodyAskedForIsMisuse() {
        let upstream = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>(initial: .none)
        upstream.retry(1).subscribe(recorder)
        upstream.sendSubscription()
        let messages = captureReportedIssues { _ = upstream.send(1) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("API Violation: Retry received 1 without outstanding demand.") == true, "\(messages)")
        finish(recorder, releasing: upstream)
    }
}
