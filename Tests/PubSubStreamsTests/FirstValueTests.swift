import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

final class FirstValueTests: PubSubTestCase {
    func testFirstValue_Value() throws {
        XCTAssertEqual(try Just(1).firstValue(), 1)
        XCTAssertEqual(try CurrentValueSubject<Int, Never>(5).firstValue(), 5)
    }

    func testFirstValue_ThrowsFailure() {
        XCTAssertThrowsError(try Fail<Int, TestError>(error: .boom).firstValue()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testFirstValue_ThrowsOnFinishingEmpty() {
        XCTAssertThrowsError(try Empty<Int, Never>().firstValue()) { error in
            XCTAssertEqual(error as? FirstValueError, .finishedWithoutValue)
        }
    }

    func testFirstValue_ThrowsOnTimeout() {
        let never = PassthroughSubject<Int, Never>()
        XCTAssertThrowsError(try never.firstValue(timeout: 0.005)) { error in
            XCTAssertEqual(error as? FirstValueError, .timedOut(seconds: 0.005))
        }
    }

    func testFirstValue_ValueSentFromAnotherQueue() throws {
        let later = PassthroughSubject<Int, Never>()
        let box = UncheckedSendableBox(later)
        let sender = DispatchQueue(label: "FirstValueTests.sender")
        sender.asyncAfter(deadline: .now() + .milliseconds(5)) { box.value.send(8) }
        XCTAssertEqual(try later.firstValue(timeout: 1), 8)
        sender.sync {}  // the send (and the subscription's teardown) has finished before the leak check
    }

    func testFirstValue_MainQueueDeliveryWhileMainThreadWaits() throws {
        // The publisher delivers on DispatchQueue.main while this (main) thread waits in firstValue:
        // a semaphore-only helper would time out; ours runs the main run loop meanwhile.
        XCTAssertTrue(Thread.isMainThread)
        let value = try Just(3).receive(on: DispatchQueue.main).firstValue(timeout: 1)
        XCTAssertEqual(value, 3)
    }

    func testFirstValueError_MessagesSayWhatToDo() {
        XCTAssertTrue(FirstValueError.timedOut(seconds: 0.2).description.contains("within 0.2s"))
        XCTAssertTrue(FirstValueError.finishedWithoutValue.description.contains("finished without emitting"))
    }
}

final class TestSubscriberTests: PubSubTestCase {
    func testTestSubscriber_RecordsDemandValuesAndTimes() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>(scheduler: scheduler, initialDemand: .max(1))
        subject.subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: 1.5)
        subject.send(2)  // no demand: dropped by the subject
        recorder.request(.max(1))
        subject.send(3)
        subject.send(completion: .finished)
        XCTAssertEqual(
            recorder.records,
            [
                .init(time: 0, .subscription),
                .init(time: 0, .request(.max(1))),
                .init(time: 0, .input(1)),
                .init(time: 1.5, .request(.max(1))),
                .init(time: 1.5, .input(3)),
                .init(time: 1.5, .completion(.finished)),
            ])
        XCTAssertEqual(recorder.records.map(\.description).last, "t=1.5 finished")
    }

    func testTestSubscriber_DemandPerValueAndCancel() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(1)) { $0 < 3 ? .max(1) : .none }
        (1...9).publisher.subscribe(recorder)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        recorder.cancel()
        XCTAssertEqual(recorder.events.last, .cancel)
    }

    func testTestSubscriber_ReportsValuesBeyondDemand() {
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .max(1))
        let messages = captureReportedIssues {
            AnySubscriber(recorder).receive(subscription: Subscriptions.empty)
            _ = recorder.receive(1)
            _ = recorder.receive(2)
        }
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.hasPrefix("API Violation: TestSubscriber<Int, TestError> received 2 without outstanding demand.") == true,
            "\(messages)")
    }

    func testLeakCheck_Message() {
        XCTAssertNil(LeakCheck.message(start: 3, end: 3))
        XCTAssertEqual(
            LeakCheck.message(start: 3, end: 5)?.hasPrefix("Expected Resources.total to return to 3, but it is 5 (2 more)."),
            true
        )
    }

    func testResources_CountsLiveSubscriptions() {
        let start = Resources.total
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { $0 }.prefix(5).sink { _ in }
        XCTAssertEqual(Resources.total, start + 3, "sink, prefix subscription, subject conduit (map passes it through)")
        cancellable.cancel()
        XCTAssertEqual(Resources.total, start)
    }
}
