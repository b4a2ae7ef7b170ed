import PushStreams
import PushStreamsTest
import XCTest

final class SubjectTests: PushTestCase {
    func testPublishSubject_NoReplay_TerminalToLateSubscriber() {
        let subject = PublishSubject<Int>()
        var early: [Event<Int>] = []
        var late: [Event<Int>] = []
        subject.onNext(0)
        let first = subject.subscribe { early.append($0) }
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(early, [.next(1), .completed])
        XCTAssertEqual(late, [.completed])
        XCTAssertFalse(subject.hasObservers)
        first.dispose()
    }

    func testPublishSubject_DisposeSubscription_StopsThatObserverOnly() {
        let subject = PublishSubject<Int>()
        var a: [Int] = []
        var b: [Int] = []
        let subscriptionA = subject.subscribe(onNext: { a.append($0) })
        let subscriptionB = subject.subscribe(onNext: { b.append($0) })
        subject.onNext(1)
        subscriptionA.dispose()
        subject.onNext(2)
        XCTAssertEqual(a, [1])
        XCTAssertEqual(b, [1, 2])
        XCTAssertTrue(subject.hasObservers)
        subscriptionB.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testPublishSubject_AsObserverAndDispose() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.asObserver().onNext(1)
        subject.dispose()
        subject.onNext(2)
        XCTAssertTrue(subject.isDisposed)
        XCTAssertEqual(events, [.next(1)])
        var late: Error?
        _ = subject.subscribe(onError: { late = $0 })
        XCTAssertEqual(late.map(errorName), "RxError.disposed")
    }

    func testBehaviorSubject_ValueReplayAndErrors() throws {
        let subject = BehaviorSubject(value: 0)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onError(TestError.boom)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, .boom) }
        XCTAssertEqual(events, [.next(0), .next(1), .error(TestError.boom)])
        subscription.dispose()
    }

    func testBehaviorSubject_LateSubscriberGetsLatest() {
        let subject = BehaviorSubject(value: "a")
        subject.onNext("b")
        var received: [String] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["b"])
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplaySubject_BoundedAndUnbounded() {
        let bounded = ReplaySubject<Int>.create(bufferSize: 2)
        let unbounded = ReplaySubject<Int>.createUnbounded()
        for value in 1...3 {
            bounded.onNext(value)
            unbounded.onNext(value)
        }
        bounded.onCompleted()
        var fromBounded: [Event<Int>] = []
        var fromUnbounded: [Int] = []
        _ = bounded.subscribe { fromBounded.append($0) }
        let subscription = unbounded.subscribe(onNext: { fromUnbounded.append($0) })
        XCTAssertEqual(fromBounded, [.next(2), .next(3), .completed])
        XCTAssertEqual(fromUnbounded, [1, 2, 3])
        XCTAssertTrue(unbounded.hasObservers)
        subscription.dispose()
        unbounded.dispose()
        XCTAssertTrue(unbounded.isDisposed)
    }

    func testRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        var received: [Int] = []
        let bag = DisposeBag()
        behavior.asObservable().subscribe(onNext: { received.append($0) }).disposed(by: bag)
        publish.bind(to: behavior).disposed(by: bag)
        publish.accept(1)
        publish.accept(2)
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(behavior.value, 2)
    }

    func testBind_ToObserversAndSubjects() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        subject.bind(to: observer).disposed(by: bag)
        var optionals: [Int?] = []
        subject.bind(to: AnyObserver<Int?> { if let value = $0.element { optionals.append(value) } }).disposed(by: bag)
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            .bind(to: subject.asObserver(), AnyObserver(subject))
            .disposed(by: bag)
        scheduler.start()
        // Bound to the subject twice: each element arrives twice; the second completion is ignored.
        XCTAssertEqual(observer.events, [.next(10, 1), .next(10, 1), .next(20, 2), .next(20, 2), .completed(30)])
        XCTAssertEqual(optionals, [1, 1, 2, 2])
    }
}

final class SingleTests: PushTestCase {
    func testSingle_JustAndError() {
        var log: [String] = []
        _ = Single.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") })
        _ = Single<Int>.error(TestError.boom).subscribe(
            onSuccess: { _ in log.append("success") }, onFailure: { log.append("failure \(errorName($0))") })
        XCTAssertEqual(log, ["success 1", "failure TestError"])
    }

    func testSingle_Create_IgnoresSecondResult_OnDisposedOnce() {
        var log: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError.boom))
            return Disposables.create { log.append("disposed") }
        }
        _ = single.subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("onDisposed") })
        // As in RxSwift: onDisposed runs right after onSuccess, before the create body's disposable.
        XCTAssertEqual(log, ["success 1", "onDisposed", "disposed"])
    }

    func testSingle_Never_Dispose() {
        var disposed = false
        let subscription = Single<Int>.never().subscribe(onDisposed: { disposed = true })
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    func testSingle_MapFlatMapAsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(2).map { $0 * 10 }.flatMap { Single.just($0 + 1) }.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 21), .completed(200)])
    }

    func testSingle_SubscribeResultClosure() {
        var results: [String] = []
        _ = Single.just(1).subscribe { result in results.append("\(result)") }
        _ = Observable<Int>.empty().asSingle().subscribe { result in
            if case let .failure(error) = result { results.append(errorName(error)) }
        }
        XCTAssertEqual(results, ["success(1)", "RxError.noElements"])
    }

    func testAsSingle_TooManyAndNone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(scheduler.start { xs.asSingle() }.events, [.error(220, RxError.moreThanOneElement)])
    }
}
