import PubSubStreamsTest
import XCTest

/// A subject subscribed to an upstream asks it for values only once one of its own subscribers has
/// asked, and cancels it when released (OpenCombine 0.14.0's `PassthroughSubject`/`CurrentValueSubject`).
final class SubjectUpstreamTests: PubSubTestCase {
    /// A subscription that records what it is asked.
    private final class RecordingSubscription: Subscription {
        var log: [String] = []
        func request(_ demand: Subscribers.Demand) { log.append("request \(demand)") }
        func cancel() { log.append("cancel") }
    }

    func testPassthroughSubject_AsksUpstreamOnlyOnceASubscriberAsks() {
        let upstream = RecordingSubscription()
        let subject = PassthroughSubject<Int, Never>()
        subject.send(subscription: upstream)
        XCTAssertEqual(upstream.log, [], "nobody has asked for values yet")
        let cancellable = subject.sink { _ in }
        XCTAssertEqual(upstream.log, ["request unlimited"])
        let second = subject.sink { _ in }
        XCTAssertEqual(upstream.log, ["request unlimited"], "asked once")
        let late = RecordingSubscription()
        subject.send(subscription: late)
        XCTAssertEqual(late.log, ["request unlimited"], "demand already known: asked at once")
        cancellable.cancel()
        second.cancel()
    }

    func testSubjects_CancelTheirUpstreamsWhenReleased() {
        let upstream = RecordingSubscription()
        let otherUpstream = RecordingSubscription()
        do {
            let subject = PassthroughSubject<Int, Never>()
            subject.send(subscription: upstream)
            let current = CurrentValueSubject<Int, Never>(0)
            current.send(subscription: otherUpstream)
            let cancellable = current.sink { _ in }
            cancellable.cancel()
        }
        XCTAssertEqual(upstream.log, ["cancel"])
        XCTAssertEqual(otherUpstream.log, ["request unlimited", "cancel"])
    }
}
