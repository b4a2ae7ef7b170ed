import PushStreams
import PushStreamsTest
import XCTest

// just(_:scheduler:), from(optional:), from(optional:scheduler:), repeatElement, ifEmpty(default:),
// ifEmpty(switchTo:), with the times of RxSwift's JustScheduledSink (each event its own scheduled action) and the
// rules of its DefaultIfEmpty and SwitchIfEmpty sinks.

final class FactoryAndIfEmptyTests: PushTestCase {
    func testJustScheduler_ElementThenCompletion_EachItsOwnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustScheduler_Dispose_BeforeTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testFromOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.from(optional: 1 as Int?) }.events, [.next(200, 1), .completed(200)])
        let s2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(s2.start { Observable.from(optional: nil as Int?) }.events, [.completed(200)])
        let s3 = TestScheduler(initialClock: 0)
        XCTAssertEqual(s3.start { Observable.from(optional: 1 as Int?, scheduler: s3) }.events, [.next(201, 1), .completed(202)])
        let s4 = TestScheduler(initialClock: 0)
        XCTAssertEqual(s4.start { Observable.from(optional: nil as Int?, scheduler: s4) }.events, [.completed(201)])
    }

    func testRepeatElement_TakeEndsIt() {
        var values: [Int] = []
        _ = Observable.repeatElement(7).take(3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [7, 7, 7])
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(1, scheduler: scheduler).take(3) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 1), .next(203, 1), .completed(203)])
    }

    func testIfEmptyDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(scheduler.start { empty.ifEmpty(default: 9) }.events, [.next(250, 9), .completed(250)])
        let s2 = TestScheduler(initialClock: 0)
        let values = s2.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(s2.start { values.ifEmpty(default: 9) }.events, [.next(210, 1), .completed(250)])
        let s3 = TestScheduler(initialClock: 0)
        let failing = s3.createHotObservable([Recorded<Event<Int>>.error(250, TestError.boom)])
        XCTAssertEqual(s3.start { failing.ifEmpty(default: 9) }.events, [.error(250, TestError.boom)])
    }

    func testIfEmptySwitchTo_SubscribesTheOtherOnlyWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let other = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { empty.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 5), .completed(270)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 270)])
        let s2 = TestScheduler(initialClock: 0)
        let values = s2.createHotObservable([.next(210, 1), .completed(250)])
        let unused = s2.createColdObservable([.next(10, 5)])
        XCTAssertEqual(s2.start { values.ifEmpty(switchTo: unused.asObservable()) }.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(unused.subscriptions, [])
    }
}

final class DistinctAtKeyPathAndInfallibleFromTests: PushTestCase {
    func testDistinctUntilChanged_AtKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "cc"), .completed(300)])
        XCTAssertEqual(
            scheduler.start { xs.distinctUntilChanged(at: \.count) }.events, [.next(210, "a"), .next(230, "cc"), .completed(300)])
    }

    func testInfallible_FromASequence() {
        var values: [Int] = []
        _ = Infallible.from(1...3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3])
    }
}

final class ConcatLazySequenceTests: PushTestCase {
    /// RxSwift reads the sequence of sources lazily, one source per step: an endless generated sequence works
    /// (with sources that emit on the trampoline, as RxSwift's tests use, so that `take` can end it).
    func testConcat_EndlessLazySequence_ReadsOneSourceAtATime() {
        var made = 0
        let sources = (0...).lazy.map { index -> Observable<Int> in
            made += 1
            return .just(index, scheduler: CurrentThreadScheduler.instance)
        }
        var values: [Int] = []
        _ = Observable.concat(sources).take(3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [0, 1, 2])
        XCTAssertEqual(made, 3)
    }

    /// A sequence whose sources build further concats lazily (RxSwift's testConcat_TailRecursionCollection shape).
    func testConcat_NestedLazyGeneration() throws {
        func generate(_ start: Int) -> Observable<Int> {
            Observable.concat(
                [0, 1].lazy.map {
                    $0 == 0 ? Observable.just(start, scheduler: CurrentThreadScheduler.instance) : generate(start + 1)
                })
        }
        var values: [Int] = []
        _ = generate(0).take(100).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, Array(0..<100))
    }
}
