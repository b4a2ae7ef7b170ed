import PushStreams
import PushStreamsTest
import XCTest

// The never / empty / values / error / dispose matrix of each operator, in RxSwift's naming.
// Hot sources: an event before 200 is never seen (subscription at 200); dispose at 1000 unless said.

final class MapTests: PushTestCase {
    func testMap_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMap_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_Values() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.map { "\($0 * 2)" } }
        XCTAssertEqual(res.events, [.next(210, "2"), .next(220, "4"), .completed(300)])
    }

    func testMap_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom), .next(230, 3)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMap_Dispose() {
        assertDisposedAt300(sends: [.next(210, 2)]) { xs in xs.map { $0 * 2 } }
    }

    func testMap_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.map { _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}

final class FilterTests: PushTestCase {
    func testFilter_NeverAndEmpty() {
        assertNeverAndEmpty { xs, _ in xs.filter { _ in true } }
    }

    func testFilter_Values() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(
            scheduler.start { xs.filter { $0 % 2 == 1 } }.events, [.next(210, 1), .next(230, 3), .completed(300)]
        )
    }

    func testFilter_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.filter { $0 > 1 } }.events, [.next(210, 2), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilter_Dispose() {
        assertDisposedAt300(sends: [.next(210, 1)]) { xs in xs.filter { _ in true } }
    }

    func testFilter_PredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        XCTAssertEqual(scheduler.start { xs.filter { _ in throw TestError.boom } }.events, [.error(210, TestError.boom)])
    }
}

final class CatchTests: PushTestCase {
    func testCatch_NeverAndEmpty() {
        assertNeverAndEmpty { xs, _ in xs.catch { _ in .just(0) } }
    }

    func testCatch_Values_NoError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.catch { _ in .just(0) } }.events, [.next(210, 1), .completed(250)])
    }

    func testCatch_Error_SwitchesToFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let fallback = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let res = scheduler.start { xs.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 100), .completed(240)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 240)])
    }

    func testCatch_HandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError.boom)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.catch { _ in throw TestError.other } }
        XCTAssertEqual(res.events, [.error(230, TestError.other)])
    }

    func testCatch_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError.boom)] as [Recorded<Event<Int>>])
        let fallback = scheduler.createColdObservable([.next(100, 1)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in fallback.asObservable() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 300)])
    }

    func testCatchAndReturn_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.catchAndReturn(-1) }.events, [.next(210, 1), .next(230, -1), .completed(230)])
    }

    func testCatchAndReturn_NeverEmptyDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let late = scheduler.createHotObservable([.error(400, TestError.boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(
            scheduler.start(disposed: 300) { Observable.merge(never.catchAndReturn(0), empty.catchAndReturn(0), late.catchAndReturn(0)) }
                .events, [])
        XCTAssertEqual(late.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
    }
}

final class DistinctUntilChangedTests: PushTestCase {
    func testDistinctUntilChanged_NeverAndEmpty() {
        assertNeverAndEmpty { xs, _ in xs.distinctUntilChanged() }
    }

    func testDistinctUntilChanged_Values() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(250)])
        XCTAssertEqual(
            scheduler.start { xs.distinctUntilChanged() }.events,
            [.next(210, 1), .next(230, 2), .next(240, 1), .completed(250)]
        )
    }

    func testDistinctUntilChanged_KeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b")])
        XCTAssertEqual(
            scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }.events, [.next(210, "a"), .next(230, "b")]
        )
        let ys = TestScheduler(initialClock: 0)
        let zs = ys.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 2)])
        XCTAssertEqual(ys.start { zs.distinctUntilChanged { $0 % 2 == $1 % 2 } }.events, [.next(210, 1), .next(230, 2)])
    }

    func testDistinctUntilChanged_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.distinctUntilChanged() }.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testDistinctUntilChanged_Dispose() {
        assertDisposedAt300(sends: [.next(210, 1)]) { xs in xs.distinctUntilChanged() }
    }
}

final class StartWithTakeTests: PushTestCase {
    func testStartWith_NeverAndEmpty() {
        assertNeverAndEmpty(never: [.next(200, 0)], empty: [.next(200, 0), .completed(250)]) { xs, _ in xs.startWith(0) }
    }

    func testStartWith_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError.boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { xs.startWith(1, 2) }.events, [.next(200, 1), .next(200, 2), .error(250, TestError.boom)])
    }

    func testStartWith_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(400, 1)])
        XCTAssertEqual(scheduler.start(disposed: 300) { xs.startWith(0) }.events, [.next(200, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTake_NeverAndEmpty() {
        assertNeverAndEmpty { xs, _ in xs.take(1) }
    }

    func testTake_Values_CompletesAtTheLastOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        XCTAssertEqual(scheduler.start { xs.take(2) }.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTake_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.take(5) }.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testTake_Dispose() {
        assertDisposedAt300(sends: [.next(210, 1)]) { xs in xs.take(5) }
    }

    func testTake_ZeroAndNegative() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        XCTAssertEqual(scheduler.start { xs.take(0) }.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
        var error: Error?
        _ = Observable.just(1).take(-1).subscribe(onError: { error = $0 })
        XCTAssertEqual(error.map(errorName), "RxError.argumentOutOfRange")
    }
}
