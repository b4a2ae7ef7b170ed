import PushStreams
import PushStreamsTest
import XCTest

// never / empty / error / dispose for the operators beyond the walking skeleton (values are in the
// conformance scenarios).

private let boom = TestError.boom

final class ScanSkipConcatTests: PushTestCase {
    func testScan_NeverEmptyErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let never = s.createHotObservable([.next(150, 1)])
        XCTAssertEqual(s.start { never.scan(0, accumulator: +) }.events, [])
        let s2 = TestScheduler(initialClock: 0)
        let empty = s2.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s2.start { empty.scan(0, accumulator: +) }.events, [.completed(250)])
        assertDisposedAt300(sends: [.next(210, 11)]) { values in values.scan(10, accumulator: +) }
        let s4 = TestScheduler(initialClock: 0)
        let xs = s4.createHotObservable([.next(210, 1)])
        XCTAssertEqual(s4.start { xs.scan(0) { _, _ in throw boom } }.events, [.error(210, boom)])
    }

    func testSkip_NeverEmptyErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .error(230, boom)])
        XCTAssertEqual(s.start { xs.skip(1) }.events, [.next(220, 2), .error(230, boom)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(s2.start { ys.skip(5) }.events, [.completed(220)])
        assertDisposedAt300(sends: [.next(210, 1)]) { zs in zs.skip(0) }
    }

    func testConcat_ErrorStopsAndDisposeEnds() {
        let s = TestScheduler(initialClock: 0)
        let a = s.createColdObservable([.next(10, 1), .error(20, boom)])
        let b = s.createColdObservable([.next(10, 2), .completed(20)])
        XCTAssertEqual(s.start { a.concat(b) }.events, [.next(210, 1), .error(220, boom)])
        XCTAssertEqual(b.subscriptions, [])
        let s2 = TestScheduler(initialClock: 0)
        let c = s2.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        let d = s2.createColdObservable([.next(500, 2)])
        XCTAssertEqual(s2.start(disposed: 300) { Observable.concat(c.asObservable(), d.asObservable()) }.events, [])
        XCTAssertEqual(d.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.concat([]) }.events, [.completed(200)])
    }
}

final class MergeZipWithLatestFromTests: PushTestCase {
    func testMerge_NeverEmptyDispose() {
        let s = TestScheduler(initialClock: 0)
        let never = s.createHotObservable([.next(150, 1)])
        let empty = s.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start(disposed: 300) { Observable.merge(never.asObservable(), empty.asObservable()) }.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.merge([]) }.events, [.completed(200)])
    }

    func testZip_NeverEmptyErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let a = s.createHotObservable([.next(210, 1), .error(230, boom)])
        let b = s.createHotObservable([.next(150, 1)])
        XCTAssertEqual(s.start { Observable.zip(a, b) { $0 + $1 } }.events, [.error(230, boom)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        let s2 = TestScheduler(initialClock: 0)
        let c = s2.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let d = s2.createHotObservable([.next(220, 1), .completed(230)])
        XCTAssertEqual(s2.start { Observable.zip(c, d).map { $0 + $1 } }.events, [.completed(230)])
        let s3 = TestScheduler(initialClock: 0)
        let e = s3.createHotObservable([.next(210, 1)])
        let f = s3.createHotObservable([.next(220, 2), .next(400, 3)])
        XCTAssertEqual(s3.start(disposed: 300) { Observable.zip(e, f) { $0 * $1 } }.events, [.next(220, 2)])
        XCTAssertEqual(f.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFrom_NeverEmptyErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let src = s.createHotObservable([.next(210, 1), .completed(250)])
        let other = s.createHotObservable([.next(150, 1)])
        XCTAssertEqual(s.start { src.withLatestFrom(other) }.events, [.completed(250)])
        let s2 = TestScheduler(initialClock: 0)
        let src2 = s2.createHotObservable([.next(230, 1)])
        let other2 = s2.createHotObservable([.next(210, 5), .error(220, boom)])
        XCTAssertEqual(s2.start { src2.withLatestFrom(other2) }.events, [.error(220, boom)])
        let s3 = TestScheduler(initialClock: 0)
        let src3 = s3.createHotObservable([.next(230, 1), .next(400, 2)])
        let other3 = s3.createHotObservable([.next(210, 5)])
        XCTAssertEqual(s3.start(disposed: 300) { src3.withLatestFrom(other3) { $0 + $1 } }.events, [.next(230, 6)])
        XCTAssertEqual(other3.subscriptions, [Subscription(200, 300)])
    }
}

final class TimeOperatorTests: PushTestCase {
    func testThrottle_NeverEmptyErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let never = s.createHotObservable([.next(150, 1)])
        XCTAssertEqual(s.start { never.throttle(.seconds(10), scheduler: s) }.events, [])
        let s2 = TestScheduler(initialClock: 0)
        let failing = s2.createHotObservable([.next(210, 1), .next(215, 2), .error(218, boom)])
        XCTAssertEqual(s2.start { failing.throttle(.seconds(10), scheduler: s2) }.events, [.next(210, 1), .error(218, boom)])
        let s3 = TestScheduler(initialClock: 0)
        let xs = s3.createHotObservable([.next(210, 1), .next(295, 2)])
        XCTAssertEqual(s3.start(disposed: 300) { xs.throttle(.seconds(100), scheduler: s3) }.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDelay_NeverEmptyDispose() {
        let s = TestScheduler(initialClock: 0)
        let empty = s.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start { empty.delay(.seconds(10), scheduler: s) }.events, [.completed(260)])
        let s2 = TestScheduler(initialClock: 0)
        let xs = s2.createHotObservable([.next(295, 1)])
        XCTAssertEqual(s2.start(disposed: 300) { xs.delay(.seconds(10), scheduler: s2) }.events, [])
    }

    func testDelaySubscription_ErrorAndDisposeBeforeSubscribing() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createColdObservable([.error(10, boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start { xs.delaySubscription(.seconds(30), scheduler: s) }.events, [.error(240, boom)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createColdObservable([.next(10, 1)])
        XCTAssertEqual(s2.start(disposed: 220) { ys.delaySubscription(.seconds(30), scheduler: s2) }.events, [])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSample_ErrorAndDefaultValue() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(150, 1)])
        let sampler = s.createHotObservable([.next(210, ()), .error(220, boom)])
        XCTAssertEqual(s.start { xs.sample(sampler, defaultValue: 0) }.events, [.next(210, 0), .error(220, boom)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1), .next(400, 2)])
        let ticks = s2.createHotObservable([.next(220, ()), .next(230, ())])
        XCTAssertEqual(s2.start(disposed: 300) { ys.sample(ticks) }.events, [.next(220, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }
}

final class FlowOperatorTests: PushTestCase {
    func testFlatMapFirst_EmptyErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let empty = s.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start { empty.flatMapFirst { Observable.just($0) } }.events, [.completed(250)])
        let s2 = TestScheduler(initialClock: 0)
        let xs = s2.createHotObservable([.next(210, 1)])
        XCTAssertEqual(s2.start { xs.flatMapFirst { _ in Observable<Int>.error(boom) } }.events, [.error(210, boom)])
        assertDisposingAt300EndsTheInner(inner: [.next(500, 1)], sends: []) { ys, inner in ys.flatMapFirst { _ in inner } }
    }

    func testTakeUntil_NeverOtherCompletesOnlyItsSubscription() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(260, 2)])
        let other = s.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start(disposed: 300) { xs.take(until: other) }.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1)])
        let failing = s2.createHotObservable([.error(220, boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s2.start { ys.take(until: failing) }.events, [.next(210, 1), .error(220, boom)])
    }

    func testRetry_EmptyNeverDispose() {
        let s = TestScheduler(initialClock: 0)
        let empty = s.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start { empty.retry() }.events, [.completed(210)])
        let s2 = TestScheduler(initialClock: 0)
        let failing = s2.createColdObservable([.next(5, 1), .error(10, boom)])
        XCTAssertEqual(s2.start(disposed: 222) { failing.retry() }.events, [.next(205, 1), .next(215, 1)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 222)])
    }

    func testShare_OneUpstreamForConcurrentSubscribers() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .error(230, boom)])
        let shared = xs.share()
        let a = s.createObserver(Int.self)
        let b = s.createObserver(Int.self)
        let bag = DisposeBag()
        s.scheduleAt(200) { shared.subscribe(a).disposed(by: bag) }
        s.scheduleAt(215) { shared.subscribe(b).disposed(by: bag) }
        s.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .error(230, boom)])
        XCTAssertEqual(b.events, [.next(220, 2), .error(230, boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShare_NeverDisposedWhenLastLeaves() {
        let s = TestScheduler(initialClock: 0)
        let never = s.createHotObservable([.next(150, 1)])
        XCTAssertEqual(s.start(disposed: 300) { never.share(replay: 1) }.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 300)])
    }

    func testMaterialize_EmptyAndDematerializeError() {
        let s = TestScheduler(initialClock: 0)
        let empty = s.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s.start { empty.materialize() }.events, [.next(250, .completed), .completed(250)])
        let s2 = TestScheduler(initialClock: 0)
        let xs = s2.createHotObservable([.next(210, Event<Int>.error(boom))])
        XCTAssertEqual(s2.start { xs.dematerialize() }.events, [.error(210, boom)])
    }

    func testDo_SideEffectsInOrder() {
        var log: [String] = []
        let subscription = Observable.of(1).concat(Observable.never()).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("next \($0)") })
        subscription.dispose()
        XCTAssertEqual(log, ["onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onDispose"])
        var errors: [String] = []
        _ = Observable.just(1).do(onNext: { _ in throw boom }).subscribe(onError: { errors.append(errorName($0)) })
        _ = Observable<Int>.error(boom).do(onError: { errors.append("saw \(errorName($0))") }).subscribe(onError: { _ in })
        XCTAssertEqual(errors, ["TestError", "saw TestError"])
    }
}
