import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

// take(while:behavior:), take(until: predicate), skip(while:), skip(until:), takeLast, element(at:): never /
// empty / values / error / dispose, with the rules of RxSwift's TakeUntilPredicateSink, SkipWhileSink,
// SkipUntilSink, TakeLastSink and ElementAtSink.

final class TakeWhileBehaviorTests: PushTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 7), .next(240, 4), .completed(300)])
    }

    func testTakeWhile_Exclusive_DropsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhile_Inclusive_SendsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 7), .completed(230)])
    }

    func testTakeUntilPredicate_Inclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(220)])
    }

    func testTakeWhile_Never_Empty_Error_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        XCTAssertEqual(scheduler.start { never.take(while: { _ in true }) }.events, [])
        let s2 = TestScheduler(initialClock: 0)
        let empty = s2.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(s2.start { empty.take(while: { _ in true }, behavior: .inclusive) }.events, [.completed(250)])
        let s3 = TestScheduler(initialClock: 0)
        let failing = s3.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(s3.start { failing.take(while: { _ in true }) }.events, [.next(210, 1), .error(220, TestError.boom)])
        assertDisposedAt300(sends: [.next(210, 1)]) { long in long.take(while: { _ in true }) }
    }

    func testTakeWhile_PredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.take(while: { value -> Bool in
                if value == 3 { throw TestError.boom }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
    }

    func testSkipWhile_ThenMirrorsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var calls = 0
        let res = scheduler.start {
            xs.skip(while: {
                calls += 1
                return $0 < 5
            })
        }
        XCTAssertEqual(res.events, [.next(230, 7), .next(240, 4), .completed(300)])
        XCTAssertEqual(calls, 3, "the predicate is not called once it failed")
    }
}

final class SkipUntilTests: PushTestCase {
    func testSkipUntil_OtherSends_ThenMirrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(225, "x"), .next(235, "y")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipUntil_SourceCompletesFirst_NoTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createHotObservable([.next(300, "x")])
        let res = scheduler.start { xs.skip(until: other) }
        // RxSwift's SkipUntilSink disposes itself without forwarding the completion.
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntil_OtherCompletesEmpty_SkipsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(225)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSkipUntil_OtherErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.error(225, TestError.boom)])
        XCTAssertEqual(scheduler.start { xs.skip(until: other) }.events, [.error(225, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}

final class TakeLastElementAtTests: PushTestCase {
    func testTakeLast_EmitsTheLastOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(scheduler.start { xs.takeLast(2) }.events, [.next(300, 2), .next(300, 3), .completed(300)])
    }

    func testTakeLast_Zero_Error_Never_Negative() {
        let s1 = TestScheduler(initialClock: 0)
        let xs = s1.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(s1.start { xs.takeLast(0) }.events, [.completed(300)])
        let s2 = TestScheduler(initialClock: 0)
        let failing = s2.createHotObservable([.next(210, 1), .error(300, TestError.boom)])
        XCTAssertEqual(s2.start { failing.takeLast(5) }.events, [.error(300, TestError.boom)])
        let s3 = TestScheduler(initialClock: 0)
        let never = s3.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        XCTAssertEqual(s3.start { never.takeLast(1) }.events, [])
        XCTAssertEqual(
            lines(TestScheduler(initialClock: 0).start { Observable.of(1).takeLast(-1) }.events),
            ["200:error(RxError.argumentOutOfRange)"])
    }

    func testElementAt_SendsThatElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(scheduler.start { xs.element(at: 1) }.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAt_SourceTooShort_FailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(lines(scheduler.start { xs.element(at: 3) }.events), ["300:error(RxError.argumentOutOfRange)"])
        XCTAssertEqual(
            lines(TestScheduler(initialClock: 0).start { Observable.of(1).element(at: -1) }.events),
            ["200:error(RxError.argumentOutOfRange)"])
    }

    func testElementAt_Error_Dispose() {
        let s1 = TestScheduler(initialClock: 0)
        let failing = s1.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(s1.start { failing.element(at: 2) }.events, [.error(220, TestError.boom)])
        assertDisposedAt300(sends: []) { long in long.element(at: 1) }
    }
}

final class WithUnretainedReduceDebugTests: PushTestCase {
    private final class Owner { let name = "owner" }

    func testWithUnretained_PairsWhileTheObjectLives_CompletesOnceItIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { "\($0.name) \($1)" } }
        XCTAssertEqual(res.events, [.next(210, "owner 1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretained_TupleForm() {
        let owner = Owner()
        var seen: [String] = []
        _ = Observable.of(1, 2).withUnretained(owner).subscribe(onNext: { seen.append("\($0.0.name) \($0.1)") })
        XCTAssertEqual(seen, ["owner 1", "owner 2"])
    }

    func testReduce_MapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.reduce(10, accumulator: +, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(res.events, [.next(300, "sum 13"), .completed(300)])
        let s2 = TestScheduler(initialClock: 0)
        let ys = s2.createHotObservable([.next(210, 1), .completed(300)])
        let failing = s2.start { ys.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError.boom }) }
        XCTAssertEqual(failing.events, [.error(300, TestError.boom)])
    }

    func testDebug_LogsSubscriptionEventsAndDisposal_PassesEventsThrough() {
        let captured = Locked<[String]>([])
        DebugLog.capture.withLock { $0 = { line in captured.withLock { $0.append(line) } } }
        defer { DebugLog.capture.withLock { $0 = nil } }
        var values: [Int] = []
        _ = Observable.of(1, 2).debug("numbers").subscribe(onNext: { values.append($0) })
        _ = Observable.just(String(repeating: "x", count: 60)).debug("long", trimOutput: true).subscribe()
        XCTAssertEqual(values, [1, 2])
        let contents = captured.withLock { $0 }.map { $0.split(separator: " ", maxSplits: 2).last.map(String.init) ?? $0 }
        XCTAssertEqual(
            contents,
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
                "numbers -> Event completed", "numbers -> isDisposed",
                "long -> subscribed", "long -> Event next(xxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxx)", "long -> Event completed",
                "long -> isDisposed",
            ])
    }
}
