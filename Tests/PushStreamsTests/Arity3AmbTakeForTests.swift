import PushStreams
import PushStreamsTest
import XCTest

// combineLatest / zip of three sources, amb, take(for:scheduler:): never / empty / values / error / dispose.

final class CombineLatest3Tests: PushTestCase {
    func testCombineLatest3_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1)])
        let b = scheduler.createHotObservable([.next(210, 2)])
        let c = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatest3_Empty_CompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let c = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest3_Values_SelectorAndTupleForms() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a = try scheduler.createHotObservable(marbles: "^-1-----2---|", values: ["1": 1, "2": 2])
        let b = try scheduler.createHotObservable(marbles: "^---x-------|")
        let c = try scheduler.createHotObservable(marbles: "^-----p-------|")
        let res = scheduler.start { Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res.events, [.next(206, "1xp"), .next(208, "2xp"), .completed(214)])
        let tuples = TestScheduler(initialClock: 0)
        let x = tuples.createHotObservable([.next(210, 1), .completed(300)])
        let y = tuples.createHotObservable([.next(220, "a"), .completed(300)])
        let z = tuples.createHotObservable([.next(230, true), .completed(300)])
        let tupleRes = tuples.start { Observable.combineLatest(x, y, z).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(tupleRes.events, [.next(230, "1atrue"), .completed(300)])
    }

    func testCombineLatest3_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let c = scheduler.createHotObservable([.next(215, 3)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest3_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([.next(230, 3)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { _, _, _ -> Int in throw TestError.boom } }
        XCTAssertEqual(res.events, [.error(230, TestError.boom)])
    }

    func testCombineLatest3_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(400, 4)])
        let res = scheduler.start(disposed: 300) { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 6)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
    }
}

final class Zip3Tests: PushTestCase {
    func testZip3_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let c = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [])
    }

    func testZip3_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let c = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testZip3_Values_PairsByIndex_SelectorAndTuple() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a = try scheduler.createHotObservable(marbles: "^-1--2----|", values: ["1": 1, "2": 2])
        let b = try scheduler.createHotObservable(marbles: "^--x---y--|")
        let c = try scheduler.createHotObservable(marbles: "^---p----q--|")
        let res = scheduler.start { Observable.zip(a, b, c) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res.events, [.next(204, "1xp"), .next(209, "2yq"), .completed(212)])
        let tuples = TestScheduler(initialClock: 0)
        let x = tuples.createHotObservable([.next(210, 1), .next(215, 2)])
        let y = tuples.createHotObservable([.next(220, "a")])
        let z = tuples.createHotObservable([.next(230, 0.5)])
        let tupleRes = tuples.start { Observable.zip(x, y, z).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(tupleRes.events, [.next(230, "1a0.5")])
    }

    func testZip3_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([.next(210, 1)])
        let c = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }

    func testZip3_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let b = scheduler.createHotObservable([.next(220, 1), .next(400, 2)])
        let c = scheduler.createHotObservable([.next(230, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) { Observable.zip(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 3)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 300)])
    }
}

final class AmbTests: PushTestCase {
    func testAmb_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let b = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { a.amb(b) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 1000)])
    }

    func testAmb_Empty_CompletionWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let b = scheduler.createHotObservable([.next(260, 1)])
        let res = scheduler.start { a.amb(b) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
        // RxSwift folds the list from `never()`, so an empty list sends nothing until disposed
        let empty = TestScheduler(initialClock: 0).start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(empty.events, [])
    }

    func testAmb_Values_FirstToEmitWins_OthersDisposed() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a = try scheduler.createHotObservable(marbles: "^---1---2-|", values: ["1": 1, "2": 2])
        let b = try scheduler.createHotObservable(marbles: "^-7---8---|", values: ["7": 7, "8": 8])
        let c = try scheduler.createHotObservable(marbles: "^--5|", values: ["5": 5])
        let res = scheduler.start { Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()]) }
        assertMarbles(res.events, "^-7---8---|", values: ["7": 7, "8": 8])
        assertSubscriptions(a.subscriptions, marbles: ["^-!"])
        assertSubscriptions(c.subscriptions, marbles: ["^-!"])
        assertSubscriptions(b.subscriptions, marbles: ["^---------!"])
    }

    func testAmb_Error_FirstEventIsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError.boom)])
        let b = scheduler.createHotObservable([.next(220, 1)])
        let res = scheduler.start { a.amb(b) }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let b = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start(disposed: 300) { a.amb(b) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }
}

final class TakeForTests: PushTestCase {
    func testTakeFor_Never_CompletesAfterDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeFor_Empty_SourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeFor_Values_UntilTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
    }

    func testTakeFor_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeFor_Dispose_CancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 230) { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

extension ObservableType {
    /// Events of a synchronous observable, collected with a plain subscription.
    fileprivate func toBlockingEvents() -> [Event<Element>] {
        var events: [Event<Element>] = []
        _ = subscribe { events.append($0) }
        return events
    }
}
