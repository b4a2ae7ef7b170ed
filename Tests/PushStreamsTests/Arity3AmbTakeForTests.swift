import PushStreams
import PushStreamsTest
import XCTest

// combineLatest / zip of three sources, amb, take(for:scheduler:): never / empty / values / error / dispose.

/// The arrange and act of the arity-3 tests: three hot sources recording `a`, `b` and `c` on a fresh
/// scheduler, and what `operation` over them sends when started at 200 and disposed at `disposed`.
private func startThree<A, B, C, Result>(
    _ a: [Recorded<Event<A>>], _ b: [Recorded<Event<B>>], _ c: [Recorded<Event<C>>], disposed: TestTime = 1000,
    _ operation: @escaping (Observable<A>, Observable<B>, Observable<C>) -> Observable<Result>
) -> (events: [Recorded<Event<Result>>], a: TestableObservable<A>, b: TestableObservable<B>, c: TestableObservable<C>) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (scheduler.createHotObservable(a), scheduler.createHotObservable(b), scheduler.createHotObservable(c))
    let res = scheduler.start(disposed: disposed) {
        operation(sources.0.asObservable(), sources.1.asObservable(), sources.2.asObservable())
    }
    return (res.events, sources.0, sources.1, sources.2)
}

/// What `operation` sends over three hot marble sources (`a` with the values 1 and 2, `b` and `c` of
/// letters), started at 200: the selector form of the arity-3 value tests.
private func startThree(
    marbles a: String, _ b: String, _ c: String,
    _ operation: @escaping (Observable<Int>, Observable<String>, Observable<String>) -> Observable<String>
) throws -> [Recorded<Event<String>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let first = try scheduler.createHotObservable(marbles: a, values: ["1": 1, "2": 2])
    let (second, third) = (try scheduler.createHotObservable(marbles: b), try scheduler.createHotObservable(marbles: c))
    return scheduler.start { operation(first.asObservable(), second.asObservable(), third.asObservable()) }.events
}

final class CombineLatest3Tests: PushTestCase {
    private let sum = { (a: Observable<Int>, b: Observable<Int>, c: Observable<Int>) in Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }

    func testCombineLatest3_Never() {
        let run = startThree([.next(150, 1)], [.next(210, 2)], [], sum)
        XCTAssertEqual(run.events, [])
        XCTAssertEqual(run.c.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatest3_Empty_CompletesWhenAllComplete() {
        let run = startThree([.completed(210)], [.completed(230)], [.completed(220)], sum)
        XCTAssertEqual(run.events, [.completed(230)])
        XCTAssertEqual(run.a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(run.c.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest3_Values_SelectorAndTupleForms() throws {
        let joined = try startThree(marbles: "^-1-----2---|", "^---x-------|", "^-----p-------|") {
            Observable.combineLatest($0, $1, $2) { "\($0)\($1)\($2)" }
        }
        XCTAssertEqual(joined, [.next(206, "1xp"), .next(208, "2xp"), .completed(214)])
        let tuples = startThree(
            [.next(210, 1), .completed(300)], [.next(220, "a"), .completed(300)], [.next(230, true), .completed(300)]
        ) {
            Observable.combineLatest($0, $1, $2).map { "\($0.0)\($0.1)\($0.2)" }
        }
        XCTAssertEqual(tuples.events, [.next(230, "1atrue"), .completed(300)])
    }

    func testCombineLatest3_Error() {
        let run = startThree([.next(210, 1)], [.error(220, TestError.boom)], [.next(215, 3)], sum)
        XCTAssertEqual(run.events, [.error(220, TestError.boom)])
        XCTAssertEqual(run.a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(run.c.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatest3_SelectorThrows() {
        let run = startThree([.next(210, 1)], [.next(220, 2)], [.next(230, 3)]) { a, b, c in
            Observable.combineLatest(a, b, c) { _, _, _ -> Int in throw TestError.boom }
        }
        XCTAssertEqual(run.events, [.error(230, TestError.boom)])
    }

    func testCombineLatest3_Dispose() {
        let run = startThree([.next(210, 1)], [.next(220, 2)], [.next(230, 3), .next(400, 4)], disposed: 300, sum)
        XCTAssertEqual(run.events, [.next(230, 6)])
        XCTAssertEqual(run.b.subscriptions, [Subscription(200, 300)])
    }
}

final class Zip3Tests: PushTestCase {
    private let sum = { (a: Observable<Int>, b: Observable<Int>, c: Observable<Int>) in Observable.zip(a, b, c) { $0 + $1 + $2 } }

    func testZip3_Never() {
        let run = startThree([.next(210, 1)], [.next(220, 2)], [], sum)
        XCTAssertEqual(run.events, [])
    }

    func testZip3_Empty() {
        let run = startThree([.completed(210)], [.completed(220)], [.completed(230)], sum)
        XCTAssertEqual(run.events, [.completed(230)])
        XCTAssertEqual(run.b.subscriptions, [Subscription(200, 220)])
    }

    func testZip3_Values_PairsByIndex_SelectorAndTuple() throws {
        let joined = try startThree(marbles: "^-1--2----|", "^--x---y--|", "^---p----q--|") {
            Observable.zip($0, $1, $2) { "\($0)\($1)\($2)" }
        }
        XCTAssertEqual(joined, [.next(204, "1xp"), .next(209, "2yq"), .completed(212)])
        let tuples = startThree([.next(210, 1), .next(215, 2)], [.next(220, "a")], [.next(230, 0.5)]) {
            Observable.zip($0, $1, $2).map { "\($0.0)\($0.1)\($0.2)" }
        }
        XCTAssertEqual(tuples.events, [.next(230, "1a0.5")])
    }

    func testZip3_Error() {
        let run = startThree([.next(210, 1)], [.next(210, 1)], [.error(220, TestError.boom)], sum)
        XCTAssertEqual(run.events, [.error(220, TestError.boom)])
        XCTAssertEqual(run.a.subscriptions, [Subscription(200, 220)])
    }

    func testZip3_Dispose() {
        let run = startThree(
            [.next(210, 1), .next(400, 2)], [.next(220, 1), .next(400, 2)], [.next(230, 1), .next(400, 2)], disposed: 300, sum)
        XCTAssertEqual(run.events, [.next(230, 3)])
        XCTAssertEqual(run.c.subscriptions, [Subscription(200, 300)])
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
