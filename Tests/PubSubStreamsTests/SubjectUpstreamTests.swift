import PubSubStreamsTest
import XCTest

/// A `PassthroughSubject` subscribed to an upstream asks it for values only once one of its own
/// subscribers has asked, a `CurrentValueSubject` at once; both cancel it when released (OpenCombine 0.14.0).
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
            XCTAssertEqual(otherUpstream.log, ["request unlimited"], "a CurrentValueSubject asks at once")
        }
        XCTAssertEqual(upstream.log, ["cancel"])
        XCTAssertEqual(otherUpstream.log, ["request unlimited", "cancel"])
    }
}

/// Cancelling the only thing that keeps a subject alive releases it, and its deinit cancels its
/// upstream subscriber again: that second cancel must not deadlock or trap.
final class SubjectReleaseTests: PubSubTestCase {
    func testSubject_ReleasedByCancellingItsOnlyConnectionDoesNotReenterALock() {
        var upstreamCancels = 0
        let upstream = PassthroughSubject<Int, Never>()
        var connection: AnyCancellable? =
            upstream
            .handleEvents(receiveCancel: { upstreamCancels += 1 })
            .subscribe(PassthroughSubject<Int, Never>())
        _ = connection
        connection?.cancel()
        connection = nil
        XCTAssertEqual(upstreamCancels, 1)
    }

    func testMulticast_ReleasedWhileConnectedCancelsWhenTheConnectionIsCancelled() {
        var upstreamCancels = 0
        let upstream = PassthroughSubject<Int, Never>()
        var multicast: Publishers.Multicast<Publishers.HandleEvents<PassthroughSubject<Int, Never>>, PassthroughSubject<Int, Never>>? =
            upstream.handleEvents(receiveCancel: { upstreamCancels += 1 }).multicast(subject: PassthroughSubject())
        let connection = multicast?.connect()
        multicast = nil
        connection?.cancel()
        XCTAssertEqual(upstreamCancels, 1)
    }
}
