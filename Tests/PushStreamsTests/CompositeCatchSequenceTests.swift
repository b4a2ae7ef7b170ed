import PushStreams
import PushStreamsTest
import XCTest

// CompositeDisposable's keys, DisposeBag's insert forms, and catch(sequence:), as RxSwift's.

final class CompositeDisposableKeysTests: PushTestCase {
    func testCompositeDisposable_InsertRemoveDispose() {
        var log: [String] = []
        let group = CompositeDisposable(Disposables.create { log.append("a") })
        let key = group.insert(Disposables.create { log.append("b") })
        _ = group.insert(Disposables.create { log.append("c") })
        XCTAssertEqual(group.count, 3)
        group.remove(for: key!)
        XCTAssertEqual(log, ["b"], "remove disposes the member")
        group.dispose()
        XCTAssertEqual(log, ["b", "a", "c"], "members are disposed in insertion order")
        XCTAssertNil(group.insert(Disposables.create { log.append("late") }))
        XCTAssertEqual(log, ["b", "a", "c", "late"], "a member added after disposal is disposed at once")
        XCTAssertTrue(group.isDisposed)
    }

    func testDisposeBag_InsertForms() {
        var log: [Int] = []
        var bag = DisposeBag()
        bag.insert(Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
        bag.insert([Disposables.create { log.append(3) }])
        bag.insert {
            Disposables.create { log.append(4) }
            Disposables.create { log.append(5) }
        }
        bag = DisposeBag()
        XCTAssertEqual(log, [1, 2, 3, 4, 5])
        bag = DisposeBag { Disposables.create { log.append(6) } }
        bag = DisposeBag(disposing: Disposables.create { log.append(7) })
        bag = DisposeBag()
        XCTAssertEqual(log, [1, 2, 3, 4, 5, 6, 7])
        _ = bag
    }
}

final class CatchSequenceTests: PushTestCase {
    func testCatchSequence_ContinuesWithTheNextOnError_CompletesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let third = scheduler.createColdObservable([.next(10, 3)])
        let res = scheduler.start { Observable.catch(sequence: [first, second, third].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(third.subscriptions, [])
    }

    func testCatchSequence_AllFail_SendsTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let second = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.other)])
        let res = scheduler.start { Observable.catch(sequence: [first, second].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.error(220, TestError.other)])
    }

    func testCatchSequence_Empty_Completes() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }.events, [.completed(200)])
    }
}
