import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

// OperationQueueScheduler, the disposables RxSwift's DisposableTest uses, the serial-queue observe(on:) counter
// and decode(type:decoder:), as RxSwift's sources do them.

final class OperationQueueSchedulerTests: PushTestCase {
    func testOperationQueueScheduler_RunsOnTheQueue_ADisposedActionDoesNotRun_ObserveOnKeepsOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let ran = Locked<[String]>([])
        _ = scheduler.schedule(()) { _ in
            ran.withLock { $0.append("kept") }
            return Disposables.create()
        }
        scheduler.schedule(()) { _ in
            ran.withLock { $0.append("disposed") }
            return Disposables.create()
        }.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(ran.withLock { $0 }, ["kept"])

        let concurrent = OperationQueue()
        concurrent.maxConcurrentOperationCount = 8
        let done = expectation(description: "completed")
        let received = Locked<[String]>([])
        let subscription = Observable.from(0..<200).map { "\($0)" }
            .observe(on: OperationQueueScheduler(operationQueue: concurrent))
            .subscribe(onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.withLock { $0 }, (0..<200).map { "\($0)" })
    }

    func testDisposables_Boolean_Scheduled_AndCreateOfFive() {
        let flag = BooleanDisposable()
        XCTAssertFalse(flag.isDisposed)
        flag.dispose()
        XCTAssertTrue(flag.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)

        let scheduler = TestScheduler(initialClock: 0)
        let inner = BooleanDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.advanceTo(100)
        XCTAssertFalse(inner.isDisposed, "disposal waits for the scheduler")
        scheduler.start()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertTrue(scheduled.isDisposed)

        let five = (0..<5).map { _ in BooleanDisposable() }
        Disposables.create(five[0], five[1], five[2], five[3], five[4]).dispose()
        XCTAssertEqual(five.map(\.isDisposed), [true, true, true, true, true])
    }

    func testObserveOnSerialQueue_IsCountedWhileItExists_Decode() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        var observable: Observable<Int>? = Observable.just(0).observe(on: MainScheduler.instance)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        _ = Observable.just(0).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1, "a concurrent scheduler is not")
        observable = nil
        XCTAssertNil(observable)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)

        struct Item: Decodable, Equatable { let id: Int }
        var events: [Event<Item>] = []
        _ = Observable.of(Data(#"{"id": 3}"#.utf8), Data("{".utf8)).decode(type: Item.self, decoder: JSONDecoder())
            .subscribe { events.append($0) }
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first, .next(Item(id: 3)))
        XCTAssertNotNil(events.last?.error, "malformed data ends it with the decoding error")
    }
}

/// `observe(on:)` a concurrent scheduler drains its queue with `scheduleRecursive`, whose next step may run
/// (and schedule the one after) before the thread that scheduled it has stored its disposable. Storing it
/// then must not cancel the newer step (a `SerialDisposable` holding the latest step did), or the rest of
/// the queue is stranded: seen under the thread sanitizer as 110 of 200 elements, then nothing, and here
/// as 15 of 20 in one of 300 rounds.
final class ObserveOnConcurrentRestartTests: PushTestCase {
    func testObserveOn_ConcurrentScheduler_ManyRestarts_DeliversEveryElementInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "observe-on", attributes: .concurrent))
        for round in 0..<300 {
            let done = DispatchSemaphore(value: 0)
            let received = Locked<[Int]>([])
            let subscription = Observable.from(0..<20)
                .observe(on: scheduler)
                .subscribe(onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.signal() })
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "round \(round) stalled")
            subscription.dispose()
            XCTAssertEqual(received.withLock { $0 }, Array(0..<20), "round \(round)")
        }
    }
}
