import PubSubStreams
import PubSubStreamsTest
import XCTest

/// Subscriptions describe themselves as Combine's do (OpenCombine 0.14.0's `ResultPublisherTests`, `ShareTests`).
final class SubscriptionNameTests: PubSubTestCase {
    func testResultPublisher_SuccessSubscriptionIsOnceAndDeliversOnDemand() {
        let recorder = EventRecorder<Int, TestError>(initial: .none)
        Result<Int, TestError>.Publisher(42).subscribe(recorder)
        XCTAssertEqual(recorder.events, ["subscription(Once)"], "nothing before a request")
        recorder.subscription?.request(.max(1))
        XCTAssertEqual(recorder.events, ["subscription(Once)", "value(42)", "finished"])
        recorder.release()
    }

    func testShare_SubscriptionIsMulticast() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = EventRecorder<Int, Never>()
        subject.share().subscribe(recorder)
        subject.send(1)
        XCTAssertEqual(recorder.events, ["subscription(Multicast)", "value(1)"])
        finish(recorder)
    }
}
