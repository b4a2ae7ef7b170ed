import PushStreams
import PushStreamsTest
import XCTest

final class ObservableFactoryTests: PushTestCase {
    func testCreate_Values() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testCreate_Never_DisposesOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let observer = scheduler.start {
            Observable<Int>.create { _ in Disposables.create { disposedAt = scheduler.clock } }
        }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(disposedAt, 1000)
    }

    func testCreate_Error_NothingAfterTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int>.create { observer in
                observer.onError(TestError.boom)
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(observer.events, [.error(200, TestError.boom)])
    }

    func testCreate_DisposableCalledOnceAfterTerminal() {
        var disposals = 0
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        let subscription = source.subscribe()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testJust() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.just(5) }.events, [.next(200, 5), .completed(200)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.empty() }.events, [.completed(200)])
    }

    func testNever() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.never() }.events, [])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.error(TestError.boom) }.events, [.error(200, TestError.boom)])
    }

    func testOf_EmitsInOrderThenCompletes() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testOf_Dispose_StopsEmission() {
        var received: [Int] = []
        let subscription = Observable.of(1, 2, 3).take(2).subscribe(onNext: { received.append($0) })
        subscription.dispose()
        XCTAssertEqual(received, [1, 2])
    }

    func testFromArrayAndSequence() {
        var received: [Int] = []
        _ = Observable.from([1, 2]).subscribe(onNext: { received.append($0) })
        _ = Observable.from(3...4).subscribe(onNext: { received.append($0) })
        _ = Observable<Int>.from([]).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3, 4])
    }

    func testRange_NegativeCountFails() {
        var error: Error?
        _ = Observable.range(start: 0, count: -1).subscribe(onError: { error = $0 })
        XCTAssertEqual(error.map(errorName), "RxError.argumentOutOfRange")
    }

    func testOf_EmitsAfterTheWholeChainIsSubscribed() {
        // combineLatest of two trampolined sequences interleaves them, as RxSwift's does.
        var received: [String] = []
        _ = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { "\($0)-\($1)" }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["1-10", "2-10", "2-20"])
    }

    func testDeferred_FactoryPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testDeferred_FactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable<Int>.deferred { throw TestError.boom } }
        XCTAssertEqual(observer.events, [.error(200, TestError.boom)])
    }

    func testSubscribeClosures_OnDisposedAfterTerminalOrDispose() {
        var log: [String] = []
        _ = Observable.just(1).subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") }
        )
        let subscription = Observable<Int>.never().subscribe(onDisposed: { log.append("disposed never") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "completed", "disposed", "disposed never"])
    }

    func testSubscribeEventClosure() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testAnyObserver_InitsAndAsObserver() {
        var events: [Event<Int>] = []
        let handler = AnyObserver<Int> { events.append($0) }
        let wrapped = AnyObserver(handler)
        wrapped.asObserver().onNext(1)
        wrapped.onError(TestError.boom)
        handler.onCompleted()
        XCTAssertEqual(events, [.next(1), .error(TestError.boom), .completed])
    }
}
