import PushStreams
import PushStreamsTest
import XCTest

private let boom = TestError.boom

final class CompactMapReduceTests: PushTestCase {
    func testCompactMap_NeverEmptyValuesErrorDispose() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .error(240, boom)])
        XCTAssertEqual(s.start { xs.compactMap { Int($0) } }.events, [.next(210, 1), .next(230, 3), .error(240, boom)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(150, "1"), .completed(250)])
        XCTAssertEqual(s2.start { ys.compactMap { Int($0) } }.events, [.completed(250)])
        let s3 = TestScheduler(initialClock: 0)
        let zs = s3.createHotObservable([.next(210, "1"), .next(400, "2")])
        XCTAssertEqual(s3.start(disposed: 300) { zs.compactMap { Int($0) } }.events, [.next(210, 1)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
        let s4 = TestScheduler(initialClock: 0)
        let never = s4.createHotObservable([.next(150, "1")])
        XCTAssertEqual(s4.start { never.compactMap { _ -> Int? in throw boom } }.events, [])
    }

    func testIgnoreElements() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(s.start { xs.ignoreElements() }.events, [.completed(250)])
    }

    func testReduce_EmitsOnCompletion_ErrorAndDispose() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(s.start { xs.reduce(10, accumulator: +) }.events, [.next(250, 13), .completed(250)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1), .error(220, boom)])
        XCTAssertEqual(s2.start { ys.reduce(0, accumulator: +) }.events, [.error(220, boom)])
        let s3 = TestScheduler(initialClock: 0)
        let never = s3.createHotObservable([.next(210, 1)])
        XCTAssertEqual(s3.start(disposed: 300) { never.reduce(0, accumulator: +) }.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 300)])
    }

    func testScanInto_AndToArray() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(
            s.start { xs.scan(into: [Int]()) { $0.append($1) }.map { $0.count } }.events, [.next(210, 1), .next(220, 2), .completed(250)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(s2.start { ys.toArray().asObservable().map { $0.description } }.events, [.next(250, "[1, 2]"), .completed(250)])
    }
}

final class TakeSkipWhileConcatMapTests: PushTestCase {
    func testTakeWhile_ValuesErrorEmpty() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1)])
        XCTAssertEqual(s.start { xs.take(while: { $0 < 3 }) }.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1)])
        XCTAssertEqual(s2.start { ys.take(while: { _ in throw boom }) }.events, [.error(210, boom)])
        let s3 = TestScheduler(initialClock: 0)
        let zs = s3.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s3.start { zs.take(while: { _ in true }) }.events, [.completed(250)])
    }

    func testSkipWhile_ValuesDispose() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .next(400, 9)])
        XCTAssertEqual(s.start(disposed: 300) { xs.skip(while: { $0 < 3 }) }.events, [.next(220, 5), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testConcatMap_SequentialInners() {
        let run = flattenedOneAndTwo(completingAt: 220) { xs, inner in xs.concatMap(inner) }
        XCTAssertEqual(run.events, [.next(220, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(run.inners, [[Subscription(210, 230)], [Subscription(230, 250)]])
    }

    func testConcatMap_ErrorAndDispose() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1)])
        XCTAssertEqual(s.start { xs.concatMap { _ in Observable<Int>.error(boom) } }.events, [.error(210, boom)])
        assertDisposingAt300EndsTheInner(inner: [.next(500, 1)], sends: []) { ys, inner in ys.concatMap { _ in inner } }
    }
}

final class TimeoutTests: PushTestCase {
    func testTimeout_FiresWhenSilent() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(250, 2)])
        XCTAssertEqual(s.start { xs.timeout(.seconds(20), scheduler: s) }.events, [.next(210, 1), .error(230, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTimeout_SwitchesToOther_AndPassesTerminal() {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(250, 1)])
        let other = s.createColdObservable([.next(5, 9), .completed(10)])
        XCTAssertEqual(s.start { xs.timeout(.seconds(20), other: other, scheduler: s) }.events, [.next(225, 9), .completed(230)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1), .completed(215)])
        XCTAssertEqual(s2.start { ys.timeout(.seconds(20), scheduler: s2) }.events, [.next(210, 1), .completed(215)])
        let s3 = TestScheduler(initialClock: 0)
        let zs = s3.createHotObservable([.error(210, boom)] as [Recorded<Event<Int>>])
        XCTAssertEqual(s3.start { zs.timeout(.seconds(20), scheduler: s3) }.events, [.error(210, boom)])
    }
}

final class DriverTests: PushTestCase {
    func testAsDriver_OnErrorJustReturn_DeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, boom)])
            let observer = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { xs.asDriver(onErrorJustReturn: -1).drive(observer).disposed(by: bag) }
            scheduler.start()
            // observe(on: TestScheduler) adds the one-tick processing delay, as RxTest does.
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    func testAsDriver_OnErrorDriveWithAndRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            Observable<String>.error(boom).asDriver(onErrorDriveWith: .just("fallback")).drive(observer).disposed(by: bag)
            Observable<String>.error(boom).asDriver(onErrorRecover: { _ in .empty() }).drive(onNext: { _ in XCTFail("no element") })
                .disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(2, "fallback"), .completed(2)])
        }
    }

    func testDriver_SharesAndReplaysLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let subject = PublishSubject<Int>()
            let driver = subject.asDriver(onErrorJustReturn: 0).map { $0 * 10 }.distinctUntilChanged()
            var first: [Int] = []
            var second: [Int] = []
            let bag = DisposeBag()
            driver.drive(onNext: { first.append($0) }).disposed(by: bag)
            subject.onNext(1)
            subject.onNext(1)
            scheduler.start()
            driver.drive(onNext: { second.append($0) }).disposed(by: bag)
            subject.onNext(2)
            scheduler.start()
            XCTAssertEqual(first, [10, 20])
            XCTAssertEqual(second, [10, 20])
        }
    }

    func testSharingScheduler_MockRestoresMain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testDriver_JustNeverFlatMapLatestStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let observer = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            Driver.just(1).flatMapLatest { Driver.just($0 + 1) }.startWith(0).filter { $0 >= 0 }.drive(observer).disposed(by: bag)
            Driver<Int>.never().drive(observer).disposed(by: bag)
            scheduler.start()
            // Each Driver.just subscribes one tick later on the test scheduler (subscribe(on:) + processing delay).
            XCTAssertEqual(observer.events, [.next(0, 0), .next(2, 2), .completed(2)])
        }
    }
}
