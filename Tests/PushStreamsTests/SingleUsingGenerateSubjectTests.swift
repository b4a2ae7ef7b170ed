import PushStreams
import PushStreamsTest
import XCTest

// single(), single(_:), skip(_:scheduler:) by time, using, generate, AsyncSubject and ReplayRelay, with the rules of
// RxSwift's SingleAsyncSink, SkipTimeSink, UsingSink, GenerateSink, AsyncSubject and RxRelay's ReplayRelay.

final class SingleOperatorTests: PushTestCase {
    func testSingle_OneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.single() }.events, [.next(210, 1), .completed(250)])
    }

    func testSingle_Empty_FailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(lines(scheduler.start { xs.single() }.events), ["250:error(RxError.noElements)"])
    }

    func testSingle_TwoElements_FailsAtTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(lines(scheduler.start { xs.single() }.events), ["210:next(1)", "220:error(RxError.moreThanOneElement)"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSinglePredicate_CountsOnlyMatches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.single { $0 == 2 } }.events, [.next(220, 2), .completed(250)])
    }
}

final class SkipByTimeUsingGenerateTests: PushTestCase {
    /// A resource that runs `onDispose` when disposed.
    private final class Resource: Disposable {
        let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    func testSkipByTime_DropsElementsBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(250)])
    }

    func testSkipByTime_ErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(212, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }.events, [.error(212, TestError.boom)])
    }

    func testUsing_DisposesTheResourceWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceDisposedAt: [Int] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let res = scheduler.start {
            Observable.using(
                { Resource { resourceDisposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(resourceDisposedAt, [250])
    }

    func testUsing_FactoryThrows_SendsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = 0
        let res = scheduler.start {
            Observable<Int>.using({ Resource { disposed += 1 } }, observableFactory: { _ in throw TestError.boom })
        }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(disposed, 1)
    }

    func testGenerate_EachElementItsOwnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: scheduler, iterate: { $0 * 3 })
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 3), .next(203, 9), .completed(204)])
    }

    func testGenerate_IterateThrows() {
        var values: [Int] = []
        var failure: Error?
        _ = Observable.generate(
            initialState: 0, condition: { _ in true },
            iterate: { value -> Int in
                if value == 2 { throw TestError.boom }
                return value + 1
            }
        ).subscribe(onNext: { values.append($0) }, onError: { failure = $0 })
        XCTAssertEqual(values, [0, 1, 2])
        XCTAssertEqual(failure as? TestError, .boom)
    }
}

final class AsyncSubjectAndReplayRelayTests: PushTestCase {
    func testAsyncSubject_SendsTheLastElementAtCompletion_AndToLateSubscribers() {
        let subject = AsyncSubject<Int>()
        var early: [String] = []
        _ = subject.subscribe { early.append(transcriptEvent($0)) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(early, [])
        subject.onCompleted()
        XCTAssertEqual(early, ["next(2)", "completed"])
        var late: [String] = []
        _ = subject.subscribe { late.append(transcriptEvent($0)) }
        XCTAssertEqual(late, ["next(2)", "completed"])
    }

    func testAsyncSubject_Error_DropsTheElement_EmptyCompletes() {
        let failing = AsyncSubject<Int>()
        var log: [String] = []
        _ = failing.subscribe { log.append(transcriptEvent($0)) }
        failing.onNext(1)
        failing.onError(TestError.boom)
        XCTAssertEqual(log, ["error(TestError)"])
        let empty = AsyncSubject<Int>()
        var emptyLog: [String] = []
        _ = empty.subscribe { emptyLog.append(transcriptEvent($0)) }
        empty.onCompleted()
        XCTAssertEqual(emptyLog, ["completed"])
    }

    func testReplayRelay_ReplaysTheBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var values: [Int] = []
        let subscription = relay.subscribe(onNext: { values.append($0) })
        relay.accept(4)
        XCTAssertEqual(values, [2, 3, 4])
        subscription.dispose()
        let unbound = ReplayRelay<Int>.createUnbound()
        (1...3).forEach(unbound.accept)
        var all: [Int] = []
        _ = unbound.subscribe(onNext: { all.append($0) })
        XCTAssertEqual(all, [1, 2, 3])
    }
}
