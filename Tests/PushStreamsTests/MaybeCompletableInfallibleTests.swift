import PushStreams
import PushStreamsTest
import XCTest

// Maybe, Completable and Infallible, as RxSwift's traits: what each reports, and the conversions into them.

final class MaybeTests: PushTestCase {
    private func events<Element>(_ maybe: Maybe<Element>) -> [String] {
        var log: [String] = []
        _ = maybe.subscribe { event in
            switch event {
            case let .success(element): log.append("success(\(element))")
            case let .error(error): log.append("error(\(errorName(error)))")
            case .completed: log.append("completed")
            }
        }
        return log
    }

    func testMaybe_Factories() {
        XCTAssertEqual(events(Maybe.just(1)), ["success(1)"])
        XCTAssertEqual(events(Maybe<Int>.empty()), ["completed"])
        XCTAssertEqual(events(Maybe<Int>.error(TestError.boom)), ["error(TestError)"])
        XCTAssertEqual(events(Maybe<Int>.never()), [])
        XCTAssertEqual(
            events(
                Maybe<Int>.create { observer in
                    observer(.success(5))
                    observer(.completed)
                    return Disposables.create()
                }), ["success(5)"])
    }

    func testMaybe_Operators() {
        XCTAssertEqual(events(Maybe.just(2).map { $0 * 10 }), ["success(20)"])
        XCTAssertEqual(events(Maybe.just(2).filter { $0 > 5 }), ["completed"])
        XCTAssertEqual(events(Maybe.just(2).flatMap { Maybe.just("\($0)!") }), ["success(2!)"])
        XCTAssertEqual(events(Maybe<Int>.error(TestError.boom).catch { _ in .just(0) }), ["success(0)"])
        var value: Int?
        _ = Maybe<Int>.empty().ifEmpty(default: 7).subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 7)
    }

    func testAsMaybe_FromObservable() {
        XCTAssertEqual(events(Observable.of(1).asMaybe()), ["success(1)"])
        XCTAssertEqual(events(Observable<Int>.empty().asMaybe()), ["completed"])
        XCTAssertEqual(events(Observable.of(1, 2).asMaybe()), ["error(RxError.moreThanOneElement)"])
        XCTAssertEqual(events(Single.just(3).asMaybe()), ["success(3)"])
    }

    func testMaybe_SubscribeClosures_AndTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        var log: [String] = []
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { _ in log.append("success") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed"])
    }
}

final class CompletableTests: PushTestCase {
    private func events(_ completable: Completable) -> [String] {
        var log: [String] = []
        _ = completable.subscribe { event in
            switch event {
            case let .error(error): log.append("error(\(errorName(error)))")
            case .completed: log.append("completed")
            }
        }
        return log
    }

    func testCompletable_Factories() {
        XCTAssertEqual(events(.empty()), ["completed"])
        XCTAssertEqual(events(.error(TestError.boom)), ["error(TestError)"])
        XCTAssertEqual(events(.never()), [])
        XCTAssertEqual(
            events(
                .create { observer in
                    observer(.completed)
                    observer(.error(TestError.boom))
                    return Disposables.create()
                }), ["completed"])
    }

    func testAsCompletable_IgnoresElements() {
        XCTAssertEqual(events(Observable.of(1, 2).ignoreElements().asCompletable()), ["completed"])
        XCTAssertEqual(events(Observable<Int>.error(TestError.boom).ignoreElements().asCompletable()), ["error(TestError)"])
    }

    func testAndThen_RunsTheNextAfterCompletion_ErrorSkipsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let second = scheduler.createColdObservable([.next(5, 1), .completed(5)])
        let res = scheduler.start { first.ignoreElements().asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(215, 1), .completed(215)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 215)])
        var value: Int?
        _ = Completable.empty().andThen(Single.just(4)).subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 4)
        var failed: Error?
        var ran = false
        _ = Completable.error(TestError.boom).andThen(
            Completable.deferred {
                ran = true
                return .empty()
            }
        )
        .subscribe(onError: { failed = $0 })
        XCTAssertEqual(failed as? TestError, .boom)
        XCTAssertFalse(ran)
    }

    func testCompletable_ConcatAndMerge() {
        XCTAssertEqual(events(.concat(.empty(), .empty())), ["completed"])
        XCTAssertEqual(events(.merge(.empty(), .error(TestError.boom))), ["error(TestError)"])
    }
}

final class InfallibleTests: PushTestCase {
    func testAsInfallible_OnErrorJustReturn_FallbackTo_Recover() {
        var log: [Int] = []
        _ = Observable.of(1).concat(Observable.error(TestError.boom)).asInfallible(onErrorJustReturn: 0)
            .subscribe(onNext: { log.append($0) }, onCompleted: { log.append(-1) })
        XCTAssertEqual(log, [1, 0, -1])
        log = []
        _ = Observable<Int>.error(TestError.boom).asInfallible(onErrorFallbackTo: .of(7, 8))
            .subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log, [7, 8])
        log = []
        _ = Observable<Int>.error(TestError.boom).asInfallible(onErrorRecover: { _ in .just(9) })
            .subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log, [9])
    }

    func testInfallible_OperatorsKeepTheTrait() {
        var log: [String] = []
        let infallible: Infallible<String> = Infallible.of(1, 1, 2, 3, 4)
            .distinctUntilChanged()
            .filter { $0 != 3 }
            .map { $0 * 10 }
            .compactMap { $0 == 40 ? nil : "\($0)" }
            .startWith("start")
        _ = infallible.subscribe(onNext: { log.append($0) }, onCompleted: { log.append("done") })
        XCTAssertEqual(log, ["start", "10", "20", "done"])
    }

    func testInfallible_Create_FlatMapLatest_Timeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in Infallible.just(value * 100) }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 100), .next(220, 200), .completed(300)])
        var log: [String] = []
        _ = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["1", "completed"])
    }
}

final class CompletableAndThenReleaseTests: PushTestCase {
    private final class Token {}

    /// As RxSwift's `ConcatCompletable`: once the first completable completes, its chain is no longer kept.
    func testAndThen_FirstCompletableIsReleasedAfterItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(210)])
        var token: Token? = Token()
        weak let weakToken = token
        var first: Completable? = xs.asCompletable().do(onCompleted: { [token] in _ = token })
        let subscription = first!.andThen(Completable.never()).subscribe()
        scheduler.advanceTo(300)
        token = nil
        first = nil
        XCTAssertNil(weakToken)
        subscription.dispose()
    }
}
