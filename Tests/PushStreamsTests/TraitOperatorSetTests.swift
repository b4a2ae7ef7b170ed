import PushStreams
import PushStreamsTest
import XCTest

// RxSwift's full operator set of Single, Maybe and Completable, and Hooks: each expectation below is what
// RxSwift's sources (Single.swift, Maybe.swift, Completable.swift, ObservableType+PrimitiveSequence.swift,
// ObservableType+Extensions.swift) do.

final class TraitOperatorSetTests: PushTestCase {
    func testHooks_DefaultErrorHandler_GetsTheErrorsNoSubscriberHandles() {
        let original = Hooks.defaultErrorHandler
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = original
            Hooks.customCaptureSubscriptionCallstack = originalCapture
            Hooks.recordCallStackOnError = false
        }
        var logged: [(stack: [String], error: TestError)] = []
        Hooks.defaultErrorHandler = { stack, error in logged.append((stack, error as! TestError)) }

        _ = Observable<Int>.error(TestError.boom).subscribe()
        _ = Single<Int>.error(TestError.other).subscribe()
        _ = Maybe<Int>.error(TestError.boom).subscribe()
        _ = Completable.error(TestError.other).subscribe()
        XCTAssertEqual(logged.map(\.error), [.boom, .other, .boom, .other])
        XCTAssertEqual(logged.map(\.stack), [[], [], [], []], "no call stack unless recordCallStackOnError")

        // A subscriber with an error closure handles it itself.
        _ = Observable<Int>.error(TestError.boom).subscribe(onError: { _ in })
        _ = Single<Int>.error(TestError.boom).subscribe(onFailure: { _ in })
        XCTAssertEqual(logged.count, 4)

        // The call stack is captured when subscribing, with the custom capture.
        Hooks.customCaptureSubscriptionCallstack = { ["frame1"] }
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError.boom).subscribe()
        XCTAssertEqual(logged.last?.stack, ["frame1"])
    }

    func testFirst_EmitsTheFirstElementOrNilAndDisposesTheSourceAtTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.first().asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        var results: [SingleEvent<Int?>] = []
        _ = Observable<Int>.empty().first().subscribe { results.append($0) }
        _ = Observable<Int>.error(TestError.boom).first().subscribe { results.append($0) }
        XCTAssertEqual(results, [.success(nil), .failure(TestError.boom)])
    }

    func testSingleZip_CollectionAndArity_EmptyCollectionSucceedsAtOnce() {
        var results: [SingleEvent<Int>] = []
        _ = Single.zip([Single<Int>]()) { $0.count + 10 }.subscribe { results.append($0) }
        _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.subscribe { results.append($0) }
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), resultSelector: { $0 + $1 + $2 })
            .subscribe { results.append($0) }
        _ = Single.zip(Single.just(1), Single<Int>.error(TestError.boom)) { $0 + $1 }.subscribe { results.append($0) }
        XCTAssertEqual(results, [.success(10), .success(3), .success(6), .failure(TestError.boom)])

        var arrays: [[Int]] = []
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { arrays.append($0) })
        _ = Single.zip([Single.just(4), Single.just(5)]).subscribe(onSuccess: { arrays.append($0) })
        XCTAssertEqual(arrays, [[], [4, 5]])
    }

    func testSingleToMaybe_FilterAndCompactMapMayDropTheElement_IfEmptySwitchesOver() {
        var events: [MaybeEvent<Int>] = []
        _ = Single.just(1).filter { $0 > 1 }.subscribe { events.append($0) }
        _ = Single.just("x").compactMap { Int($0) }.subscribe { events.append($0) }
        _ = Single.just("7").compactMap { Int($0) }.subscribe { events.append($0) }
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(3)).subscribe { events.append($0) }
        _ = Single.just(2).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed, .success(7), .success(3), .completed])

        var single: [SingleEvent<Int>] = []
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(4)).subscribe { single.append($0) }
        _ = Maybe.just(1).ifEmpty(switchTo: Single.just(4)).subscribe { single.append($0) }
        XCTAssertEqual(single, [.success(4), .success(1)])
    }

    func testCompletable_ZipRunsAllAtOnce_ConcatOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let zipped = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }
        XCTAssertEqual(zipped.events, [.completed(220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])

        var events: [CompletableEvent] = []
        _ = Completable.empty().concat(.error(TestError.boom)).subscribe { events.append($0) }
        _ = Completable.concat([Completable.empty(), .empty()]).subscribe { events.append($0) }
        _ = Single.just(1).asCompletable().subscribe { events.append($0) }
        _ = Single.just(1).flatMapCompletable { _ in .error(TestError.other) }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError.boom), .completed, .completed, .error(TestError.other)])
    }

    func testSubscribeWith_PassesTheObjectAndStopsOnceItIsGone() {
        final class Screen { var log: [String] = [] }
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(with: screen!, onNext: { screen, value in screen.log.append("\(value)") })
        subject.onNext(1)
        XCTAssertEqual(screen?.log, ["1"])
        screen = nil
        XCTAssertNil(weakScreen, "held weakly")
        subject.onNext(2)
        subscription.dispose()
    }
}
