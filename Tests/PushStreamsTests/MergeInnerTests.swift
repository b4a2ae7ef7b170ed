import PushStreams
import PushStreamsTest
import XCTest

// merge(), merge(maxConcurrent:), concat() and switchLatest() on a sequence of sequences. Timelines follow
// RxSwift's MergeLimitedSink (a waiting inner is subscribed when a running one completes) and SwitchSink.

final class MergeMaxConcurrentTests: PushTestCase {
    /// Three cold inners, sent by a hot outer source at 210, 215 and 220; the outer completes at 300.
    private func outerOfInners(
        _ scheduler: TestScheduler
    ) -> (outer: TestableObservable<TestableObservable<Int>>, inners: [TestableObservable<Int>]) {
        let ys = [
            scheduler.createColdObservable([.next(10, 1), .completed(30)]),
            scheduler.createColdObservable([.next(5, 2), .next(50, 3), .completed(60)]),
            scheduler.createColdObservable([.next(10, 4), .completed(20)]),
        ]
        return (scheduler.createHotObservable([.next(210, ys[0]), .next(215, ys[1]), .next(220, ys[2]), .completed(300)]), ys)
    }

    func testMergeMaxConcurrent2_WaitingInnerStartsWhenOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = outerOfInners(scheduler)
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(220, 2), .next(250, 4), .next(265, 3), .completed(300)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(215, 275)], [Subscription(240, 260)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testConcat_OfInners_OneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, ys) = outerOfInners(scheduler)
        let res = scheduler.start { xs.concat() }
        // At 300 the source completes (scheduled first), then ys[1]: ys[2] starts and the result waits for it.
        XCTAssertEqual(res.events, [.next(220, 1), .next(245, 2), .next(290, 3), .next(310, 4), .completed(320)])
        XCTAssertEqual(ys.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 300)], [Subscription(300, 320)]])
    }

    func testMergeMaxConcurrent_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<TestableObservable<Int>>>]())
        XCTAssertEqual(scheduler.start { xs.merge(maxConcurrent: 1) }.events, [])
    }

    func testMergeMaxConcurrent_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Observable<Int>>.empty().merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.completed(200)])
        let justEmpty = TestScheduler(initialClock: 0).start { Observable.just(Observable<Int>.empty()).merge(maxConcurrent: 1) }
        XCTAssertEqual(justEmpty.events, [.completed(200)])
    }

    func testMergeMaxConcurrent_InnerError_EndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let waiting = scheduler.createColdObservable([.next(10, 2)])
        let xs = scheduler.createHotObservable([.next(210, failing), .next(215, waiting)])
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(waiting.subscriptions, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMergeMaxConcurrent_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let xs = scheduler.createHotObservable([.next(210, inner)])
        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 300)])
    }

    func testMergeMaxConcurrent_Zero_FailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(Observable.just(1)).merge(maxConcurrent: 0) }
        XCTAssertEqual(res.events.map { lines([$0]) }, [["200:error(RxError.argumentOutOfRange)"]])
    }

    func testMergeMaxConcurrent_SynchronousInners_AllRunInOrder() throws {
        let values = try Observable.of(Observable.of(1, 2), Observable.of(3), Observable.of(4, 5))
            .merge(maxConcurrent: 1).toArrayBlockingless()
        XCTAssertEqual(values, [1, 2, 3, 4, 5])
    }

    func testMerge_OfInners_SubscribesEachAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _) = outerOfInners(scheduler)
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(220, 2), .next(230, 4), .next(265, 3), .completed(300)])
    }
}

final class SwitchLatestTests: PushTestCase {
    func testSwitchLatest_Values_SwitchesAndCompletesAfterBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(40, 9)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(235, ys2), .completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(235, 245)])
    }

    func testSwitchLatest_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<TestableObservable<Int>>>]())
        XCTAssertEqual(scheduler.start { xs.switchLatest() }.events, [])
    }

    func testSwitchLatest_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Observable<Int>>.empty().switchLatest() }.events, [.completed(200)])
    }

    func testSwitchLatest_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let xs = scheduler.createHotObservable([.next(210, ys)])
        XCTAssertEqual(scheduler.start { xs.switchLatest() }.events, [.error(220, TestError.boom)])
    }

    func testSwitchLatest_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let xs = scheduler.createHotObservable([.next(210, ys)])
        let res = scheduler.start(disposed: 300) { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 300)])
    }
}

extension ObservableType {
    /// Every element of a synchronous sequence, collected during `subscribe`.
    fileprivate func toArrayBlockingless() throws -> [Element] {
        var values: [Element] = []
        var failure: Error?
        _ = subscribe(onNext: { values.append($0) }, onError: { failure = $0 })
        if let failure { throw failure }
        return values
    }
}
