import PushStreams
import PushStreamsTest
import XCTest

// The matrix of the operators over several sources (flatMap, flatMapLatest, combineLatest), as in
// OperatorTests.swift: RxSwift's naming, hot sources subscribed at 200 and disposed at 1000 unless said.

final class FlatMapTests: PushTestCase {
    func testFlatMap_NeverAndEmpty() {
        assertNeverAndEmpty { xs, _ in xs.flatMap { Observable.just($0) } }
    }

    func testFlatMap_Values_InnersInterleave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start {
            xs.flatMap { value in
                scheduler.createColdObservable([.next(10, value), .next(20, value * 10), .completed(30)])
            }
        }
        XCTAssertEqual(
            res.events,
            [.next(220, 1), .next(225, 2), .next(230, 10), .next(235, 20), .completed(245)]
        )
    }

    func testFlatMap_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start { xs.flatMap { _ in Observable<Int>.error(TestError.boom) } }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMap_Dispose() {
        assertDisposingAt300EndsTheInner(inner: [.next(10, 5), .next(200, 6)], sends: [.next(220, 5)]) { xs, inner in
            xs.flatMap { _ in inner }
        }
    }
}

final class FlatMapLatestTests: PushTestCase {
    func testFlatMapLatest_NeverAndEmpty() {
        assertNeverAndEmpty { xs, _ in xs.flatMapLatest { Observable.just($0) } }
    }

    func testFlatMapLatest_Values_SwitchesToLatest() {
        let run = flattenedOneAndTwo(completingAt: 300) { xs, inner in xs.flatMapLatest(inner) }
        XCTAssertEqual(run.events, [.next(225, 2), .completed(300)])
        XCTAssertEqual(run.inners, [[Subscription(210, 215)], [Subscription(215, 235)]])
    }

    func testFlatMapLatest_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let inner = scheduler.createColdObservable([.next(50, 9)])
        let res = scheduler.start { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapLatest_Dispose() {
        let source = assertDisposingAt300EndsTheInner(inner: [.next(10, 5), .next(200, 6)], sends: [.next(220, 5)]) { xs, inner in
            xs.flatMapLatest { _ in inner }
        }
        XCTAssertEqual(source, [Subscription(200, 300)])
    }
}

final class CombineLatestTests: PushTestCase {
    func testCombineLatest_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(150, 1)])
        XCTAssertEqual(scheduler.start { Observable.combineLatest(xs, ys, resultSelector: +) }.events, [])
    }

    func testCombineLatest_Empty_CompletesWhenBothComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { Observable.combineLatest(xs, ys, resultSelector: +) }.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testCombineLatest_Values_TupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(300)])
    }

    func testCombineLatest_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError.boom)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(210, 1)])
        XCTAssertEqual(scheduler.start { Observable.combineLatest(xs, ys, resultSelector: +) }.events, [.error(220, TestError.boom)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable<Int>.combineLatest(xs, ys) { _, _ in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
    }

    func testCombineLatest_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(400, 3)])
        XCTAssertEqual(scheduler.start(disposed: 300) { Observable.combineLatest(xs, ys, resultSelector: +) }.events, [.next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }
}
