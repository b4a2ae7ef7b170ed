import PushStreams
import PushStreamsTest
import XCTest

// The matrix of the operators that read the clock (debounce, observeOn/subscribeOn, timer/interval), as in
// OperatorTests.swift: RxSwift's naming, virtual time on a TestScheduler.

final class DebounceTests: PushTestCase {
    func testDebounce_NeverAndEmpty() {
        assertNeverAndEmpty { xs, s in xs.debounce(.seconds(20), scheduler: s) }
    }

    func testDebounce_Values_EmitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(400)])
        XCTAssertEqual(
            scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }.events,
            [.next(240, 2), .next(270, 3), .completed(400)]
        )
    }

    func testDebounce_Error_DropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }.events, [.error(220, TestError.boom)])
    }

    func testDebounce_Dispose_CancelsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(290, 1)])
        XCTAssertEqual(scheduler.start(disposed: 300) { xs.debounce(.seconds(20), scheduler: scheduler) }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

final class ObserveOnSubscribeOnTests: PushTestCase {
    func testObserveOn_NeverAndEmpty() {
        assertNeverAndEmpty(empty: [.completed(251)]) { xs, s in xs.observe(on: s) }
    }

    func testObserveOn_Values_SameTickKeepsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
        XCTAssertEqual(
            scheduler.start { xs.observe(on: scheduler) }.events, [.next(211, 1), .next(212, 2), .completed(301)]
        )
    }

    func testObserveOn_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError.boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { xs.observe(on: scheduler) }.events, [.error(251, TestError.boom)])
    }

    func testObserveOn_Dispose_DropsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1)])
        XCTAssertEqual(scheduler.start(disposed: 300) { xs.observe(on: scheduler) }.events, [])
    }

    func testSubscribeOn_NeverEmptyErrorDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let failing = scheduler.createHotObservable([.error(260, TestError.boom)] as [Recorded<Event<Int>>])
        let res = scheduler.start(disposed: 300) {
            Observable.merge(never.subscribe(on: scheduler), empty.subscribe(on: scheduler))
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(201, 301)])
        XCTAssertEqual(empty.subscriptions, [Subscription(201, 251)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let failing2 = scheduler2.createHotObservable([.error(260, TestError.boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler2.start { failing2.subscribe(on: scheduler2) }.events, [.error(260, TestError.boom)])
        XCTAssertEqual(failing2.subscriptions, [Subscription(201, 261)])
        _ = failing
    }
}

final class TimerIntervalTests: PushTestCase {
    func testInterval_TicksUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    func testTimer_OneShotAndPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }.events,
            [.next(230, 0), .completed(230)]
        )
        let periodic = TestScheduler(initialClock: 0)
        let res = periodic.start(disposed: 260) {
            Observable<Int>.timer(.seconds(30), period: .seconds(10), scheduler: periodic)
        }
        XCTAssertEqual(res.events, [.next(230, 0), .next(240, 1), .next(250, 2)])
    }

    func testTimer_NeverDueTimeNeverFires() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }.events, [])
    }
}
