import PubSubStreamsTest
import Scheduling
import XCTest

final class DebounceTests: PubSubTestCase {
    func testDebounce_EmitsAfterQuietPeriodWithLatestValue() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>(scheduler: scheduler)
        subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: .milliseconds(300))
        subject.send(2)
        scheduler.advance(by: .milliseconds(999))
        XCTAssertEqual(recorder.values, [])
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(
            recorder.records.filter { if case .input = $0.event { return true } else { return false } },
            [.init(time: 1.3, .input(2))])
        recorder.cancel()
    }

    func testDebounce_Never() {
        let scheduler = DispatchQueue.test
        let recorder = TestSubscriber<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).debounce(for: 1, scheduler: scheduler).subscribe(recorder)
        scheduler.advance(by: 10)
        XCTAssertEqual(recorder.values, [])
        XCTAssertNil(recorder.completion)
        recorder.cancel()
    }

    func testDebounce_EmptyFinishesOnScheduler() {
        let scheduler = DispatchQueue.test
        let recorder = TestSubscriber<Int, Never>()
        Empty<Int, Never>().debounce(for: 1, scheduler: scheduler).subscribe(recorder)
        XCTAssertNil(recorder.completion)
        scheduler.advance()
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testDebounce_FailureDropsPendingValue() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = TestSubscriber<Int, TestError>(scheduler: scheduler)
        subject.debounce(for: 1, scheduler: scheduler).subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: 0.5)
        subject.send(completion: .failure(.boom))
        scheduler.run()
        XCTAssertEqual(recorder.values, [])
        XCTAssertEqual(recorder.records.last, .init(time: 0.5, .completion(.failure(.boom))))
    }

    func testDebounce_Cancel() { assertCancelDropsPendingValue(Never.self) { $0.debounce(for: 1, scheduler: $1) } }

    func testDebounce_NoDemandDropsValue() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        subject.debounce(for: 1, scheduler: scheduler).subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: 1)
        recorder.request(.max(1))
        subject.send(2)
        scheduler.advance(by: 1)
        XCTAssertEqual(recorder.values, [2])
        recorder.cancel()
    }
}

final class ReceiveOnTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.receive(on: PubSubStreams.ImmediateScheduler.shared) }
    func testReceiveOn_NeverEmptyValuesFailureCancelDemand() { matrix.passesThrough() }

    func testReceiveOn_DeliversOnlyWhenSchedulerRuns() {
        let scheduler = DispatchQueue.test
        let recorder = TestSubscriber<Int, Never>()
        Just(1).receive(on: scheduler).subscribe(recorder)
        XCTAssertEqual(recorder.values, [])
        XCTAssertEqual(scheduler.clock.pendingCount, 2)
        scheduler.advance()
        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testReceiveOn_CancelBetweenHops() { assertCancelDropsPendingValue(Never.self) { $0.receive(on: $1) } }

    func testReceiveOn_DispatchQueueDeliversOnThatQueue() throws {
        let queue = DispatchQueue(label: "receive-on")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let onQueue = Locked<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        let cancellable = Just(1).receive(on: queue).sink { _ in
            onQueue.withLock { $0 = DispatchQueue.getSpecific(key: key) ?? false }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 1), .success)
        XCTAssertEqual(onQueue.withLock { $0 }, true)
        cancellable.cancel()
        queue.sync {}  // let the queue release what it captured before the leak check
    }
}

final class SubscribeOnTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.subscribe(on: PubSubStreams.ImmediateScheduler.shared) }
    func testSubscribeOn_NeverEmptyValuesFailureCancelDemand() { matrix.passesThrough() }

    func testSubscribeOn_SubscribesWhenSchedulerRuns() {
        let scheduler = DispatchQueue.test
        var log: [String] = []
        let recorder = TestSubscriber<Int, Never>()
        [1, 2].publisher.handleEvents(receiveSubscription: { _ in log.append("subscribed") })
            .subscribe(on: scheduler).subscribe(recorder)
        XCTAssertEqual(log, [])
        scheduler.advance()
        XCTAssertEqual(log, ["subscribed"])
        XCTAssertEqual(recorder.values, [1, 2])
    }
}
