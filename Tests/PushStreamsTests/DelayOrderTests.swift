import Foundation
import PushStreams
import PushStreamsTest
import XCTest

// delay as RxSwift's `DelaySink`: one queue, one drain at a time, one event per scheduled action, each next
// action scheduled for what is left of its event's delay. Expected times follow from that source and
// RxTest's `adjustScheduledTime` (a due time at or before the clock runs one tick later).

final class DelayOrderTests: PushTestCase {
    func testDelay_OverlappingDelays_KeepTheirOwnTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelay_SameInstantEvents_TheSecondComesOneTickAfterTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        // At 260 the drain sends 1; 2 has no delay left, so its action is scheduled "now": one tick later.
        XCTAssertEqual(res.events, [.next(260, 1), .next(261, 2), .completed(310)])
    }

    func testDelay_ErrorDropsWaitingEventsAndGoesOutAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .next(450, 4), .error(550, TestError.boom)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, TestError.boom)])
    }

    func testDelay_OnAConcurrentScheduler_DeliversInOrderOneAtATime() {
        let done = expectation(description: "completed")
        let lock = NSLock()
        var received: [Int] = []
        var inFlight = 0
        var overlaps = 0
        let subject = PublishSubject<Int>()
        let subscription =
            subject
            .delay(.microseconds(200), scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .subscribe(
                onNext: { value in
                    lock.withLock {
                        inFlight += 1
                        if inFlight > 1 { overlaps += 1 }
                        received.append(value)
                    }
                    // A moment of work per element, so that two deliveries at once would overlap.
                    let until = Date().addingTimeInterval(0.000_005)
                    while Date() < until {}
                    lock.withLock { inFlight -= 1 }
                }, onCompleted: { done.fulfill() })
        for value in 0..<1_000 { subject.onNext(value) }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        lock.withLock {
            XCTAssertEqual(received, Array(0..<1_000), "delay reordered or lost elements")
            XCTAssertEqual(overlaps, 0, "the observer was entered twice at once")
        }
    }
}
