import PubSubStreams
import PubSubStreamsTest
import XCTest

/// `@Published`, `ObservableObject` and `ObservableObjectPublisher`, as Combine's (OpenCombine 0.14.0's
/// `Published.swift`, `ObservableObject.swift` and their tests).
final class ObservableObjectTests: PubSubTestCase {
    private class Base: ObservableObject {
        @Published var count = 0
        var plain = "plain"
    }

    private final class Derived: Base {
        @Published var name = "a"
    }

    private final class Custom: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        @Published var state = 0
    }

    func testPublished_GivesTheCurrentValueOnRequestAndSendsEachChangeBeforeStoringIt() {
        let object = Derived()
        var seenWhileDelivering: [Int] = []
        let recorder = EventRecorder<Int, Never>(initial: .none)
        object.$count.subscribe(recorder)
        let reader = object.$count.dropFirst().sink { _ in seenWhileDelivering.append(object.count) }
        XCTAssertEqual(recorder.events, ["subscription(PublishedSubject)"], "no value before a request")
        recorder.subscription?.request(.max(2))
        object.count = 1
        object.count = 2  // no demand left: kept as the latest missed value
        object.count = 3
        XCTAssertEqual(recorder.events, ["subscription(PublishedSubject)", "value(0)", "value(1)"])
        XCTAssertEqual(seenWhileDelivering, [0, 1, 2], "willSet: the property still holds the old value while it is sent")
        XCTAssertEqual(object.count, 3)
        recorder.subscription?.request(.max(5))
        XCTAssertEqual(recorder.events.last, "value(3)", "the latest missed value arrives on request")
        recorder.subscription?.cancel()
        object.count = 4
        XCTAssertEqual(recorder.events.count, 4, "nothing after cancel")
        XCTAssertEqual(seenWhileDelivering, [0, 1, 2, 3])
        reader.cancel()
        recorder.release()
    }

    func testObservableObject_ObjectWillChangeSignalsBeforeEveryPublishedChangeOfTheClassAndItsSuperclass() {
        let object = Derived()
        XCTAssertTrue(object.objectWillChange === object.objectWillChange, "one publisher, installed once")
        var log: [String] = []
        let willChange = object.objectWillChange.sink { log.append("will change from \(object.count)/\(object.name)") }
        let values = object.$count.sink { log.append("count \($0)") }
        object.count = 1
        object.name = "b"
        object.plain = "not published"
        XCTAssertEqual(log, ["count 0", "will change from 0/a", "count 1", "will change from 1/a"])
        willChange.cancel()
        values.cancel()
    }

    func testObservableObject_ACustomObjectWillChangeIsNotSignalledByPublished() {
        let object = Custom()
        var signals = 0
        let cancellable = object.objectWillChange.sink { signals += 1 }
        object.state = 100
        XCTAssertEqual(signals, 0, "the object declares its own publisher; @Published does not know it")
        cancellable.cancel()
    }

    func testObservableObjectPublisher_SignalsEveryRequestedSubscriberWhateverTheDemandUntilCancel() {
        let publisher = ObservableObjectPublisher()
        let recorder = EventRecorder<Void, Never>(initial: .none)
        publisher.subscribe(recorder)
        publisher.send()
        XCTAssertEqual(recorder.events, ["subscription(ObservableObjectPublisher)"], "nothing before the first request")
        recorder.subscription?.request(.max(1))
        publisher.send()
        publisher.send()
        publisher.send()
        XCTAssertEqual(recorder.events.count, 4, "three signals on a demand of one: demand is not counted")
        recorder.subscription?.cancel()
        publisher.send()
        XCTAssertEqual(recorder.events.count, 4)
        recorder.release()
    }

    func testAssignToPublished_RequestsUnlimitedAndCancelsTheUpstreamWhenTheObjectGoesAway() {
        let upstream = ManualUpstream<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable?
        do {
            let object = Base()
            upstream.assign(to: &object.$count)
            upstream.sendSubscription()
            XCTAssertEqual(upstream.subscription.history, ["request(unlimited)"])
            cancellable = object.$count.sink { received.append($0) }
            XCTAssertEqual(upstream.send(5), .none)
            upstream.send(completion: .finished)
            XCTAssertEqual(upstream.send(6), .none, "a completion is ignored: @Published never completes")
            XCTAssertEqual(object.count, 6)
            cancellable?.cancel()
        }
        XCTAssertEqual(received, [0, 5, 6])
        XCTAssertEqual(upstream.subscription.history, ["request(unlimited)", "cancel"])
        upstream.release()
    }

    func testPublished_AssigningAProjectionChangesNothing() {
        let first = Base()
        let second = Base()
        second.count = 2
        first.$count = second.$count
        XCTAssertEqual(first.count, 0)
        XCTAssertEqual(second.count, 2)
    }
}
