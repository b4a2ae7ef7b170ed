import PubSubStreamsTest
import XCTest

final class SubjectTests: PubSubTestCase {
    func testPassthroughSubject_DeliversToCurrentSubscribersOnly() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        let recorder = TestSubscriber<Int, Never>()
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(recorder.completionText, "finished")
    }

    func testPassthroughSubject_DropsValuesWithoutDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(recorder)
        subject.send(1)
        recorder.request(.max(1))
        subject.send(2)
        subject.send(3)
        recorder.request(.max(1))
        subject.send(4)
        XCTAssertEqual(recorder.values, [2, 4])
        recorder.cancel()
    }

    func testPassthroughSubject_SeveralSubscribersEachGetValues() {
        // Delivery order among subscribers is unspecified: compare each subscriber's own record.
        let subject = PassthroughSubject<Int, Never>()
        let a = TestSubscriber<Int, Never>()
        let b = TestSubscriber<Int, Never>(initialDemand: .max(1))
        subject.subscribe(a)
        subject.subscribe(b)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(a.values, [1, 2])
        XCTAssertEqual(b.values, [1])
        XCTAssertEqual(b.completionText, "finished")
    }

    func testPassthroughSubject_LateSubscriberGetsCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(.boom))
        let recorder = TestSubscriber<Int, TestError>()
        subject.subscribe(recorder)
        XCTAssertEqual(recorder.events, [.subscription, .request(.unlimited), .completion(.failure(.boom))])
    }

    func testPassthroughSubject_Cancel() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>()
        subject.subscribe(recorder)
        subject.send(1)
        recorder.cancel()
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(recorder.values, [1])
        XCTAssertNil(recorder.completion)
    }

    // A plain `Sink` on a `PassthroughSubject` takes its values straight from the subject once its
    // unlimited demand arrived; cancel and completion still end delivery.
    func testPassthroughSubject_SinkGetsValuesUntilCancel() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var completions = 0
        let cancellable = subject.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(2)
        cancellable.cancel()
        subject.send(3)
        subject.send(completion: .finished)
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(completions, 0)
    }

    func testPassthroughSubject_SinkGetsNothingAfterCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        var events: [String] = []
        let cancellable = subject.sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(.boom))
        subject.send(2)
        XCTAssertEqual(events, ["1", "failure(\(TestError.boom))"])
        _ = cancellable
    }

    // A sink takes one subscription only: a second subject it is subscribed to never reaches it.
    func testPassthroughSubject_SinkIgnoresASecondSubject() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        first.subscribe(sink)
        second.subscribe(sink)
        first.send(1)
        second.send(2)
        second.send(completion: .finished)
        first.send(3)
        XCTAssertEqual(values, [1, 3])
        sink.cancel()
        first.send(4)
        XCTAssertEqual(values, [1, 3])
    }

    func testSubject_SendVoid() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = subject.sink { count += 1 }
        subject.send()
        subject.send()
        XCTAssertEqual(count, 2)
        _ = cancellable
    }

    func testCurrentValueSubject_ReplaysCurrentValueAndUpdates() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let recorder = TestSubscriber<Int, Never>()
        subject.subscribe(recorder)
        subject.send(1)
        subject.value = 2
        subject.send(2)
        XCTAssertEqual(recorder.values, [0, 1, 2, 2])
        XCTAssertEqual(subject.value, 2)
        recorder.cancel()
    }

    func testCurrentValueSubject_KeepsLatestUndeliveredValuePerSubscriber() {
        let subject = CurrentValueSubject<Int, Never>(10)
        let slow = TestSubscriber<Int, Never>(initialDemand: .none)
        let fast = TestSubscriber<Int, Never>()
        subject.subscribe(slow)
        subject.subscribe(fast)
        subject.send(11)
        subject.send(12)
        slow.request(.max(1))
        XCTAssertEqual(slow.values, [12], "the latest value missed for lack of demand arrives on request")
        subject.send(13)
        slow.request(.max(2))
        subject.send(14)
        XCTAssertEqual(slow.values, [12, 13, 14])
        XCTAssertEqual(fast.values, [10, 11, 12, 13, 14])
        subject.send(completion: .finished)
    }

    func testCurrentValueSubject_AfterCompletion() {
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.send(completion: .finished)
        subject.send(3)
        XCTAssertEqual(subject.value, 1, "send after completion does not change the value")
        subject.value = 4
        XCTAssertEqual(subject.value, 4, "assigning value still does (as the transcripts show)")
        let recorder = TestSubscriber<Int, Never>()
        subject.subscribe(recorder)
        XCTAssertEqual(recorder.values, [])
        XCTAssertEqual(recorder.completionText, "finished")
    }

    func testSubscribeSubject_ForwardsValuesAndCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>()
        subject.subscribe(recorder)
        let cancellable = [1, 2].publisher.subscribe(subject)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(recorder.completionText, "finished")
        _ = cancellable
    }

    func testSubscribeSubject_CancelStopsForwarding() {
        let upstream = PassthroughSubject<Int, Never>()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>()
        subject.subscribe(recorder)
        let cancellable = upstream.subscribe(subject)
        upstream.send(1)
        cancellable.cancel()
        upstream.send(2)
        XCTAssertEqual(recorder.values, [1])
        recorder.cancel()
    }
}
