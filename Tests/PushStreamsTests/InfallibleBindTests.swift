import PushStreams
import PushStreamsTest
import XCTest

// Infallible's combineLatest and bind(to:), relays as infallibles, bind(to:) into relays of optionals, and a test
// observable's subscription that is never disposed.

final class InfallibleBindTests: PushTestCase {
    func testInfallibleCombineLatest_TupleAndSelector_AtSeveralArities() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)]).asInfallible(onErrorJustReturn: -1)
        let b = scheduler.createHotObservable([.next(220, 10), .error(240, TestError.boom)]).asInfallible(onErrorJustReturn: 0)
        let res = scheduler.start { Infallible.combineLatest(a, b).map { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .next(240, 3)])

        var sums: [Int] = []
        let one = Infallible<Int>.just(1)
        let two = Infallible<Int>.of(1, 2)
        let sum: (Int, Int, Int, Int, Int, Int, Int, Int) -> Int = { a, b, c, d, e, f, g, h in
            [a, b, c, d, e, f, g, h].reduce(0, +)
        }
        let combined: Infallible<Int> = Infallible.combineLatest(one, one, one, one, one, one, one, two, resultSelector: sum)
        _ = combined.subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [8, 9], "every source has one, then the last source's second element")
    }

    func testInfallibleBind_ToObserversRelaysAndOptionals_RelaysAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let optionalObserver = scheduler.createObserver(Int?.self)
        let behavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        var published: [Int] = []
        _ = publish.asInfallible().bind(onNext: { published.append($0) })
        _ = Infallible.of(1, 2).bind(to: observer)
        _ = Infallible.of(3).bind(to: optionalObserver)
        _ = Infallible.of(4, 5).bind(to: behavior)
        _ = Infallible.of(6).bind(to: publish)
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(optionalObserver.events, [.next(0, 3), .completed(0)])
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(published, [6])

        let replay = ReplayRelay<Int?>.create(bufferSize: 2)
        _ = Observable.of(7, 8, 9).bind(to: replay)
        var replayed: [Int?] = []
        _ = replay.asInfallible().subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [8, 9])
    }

    func testColdTestableObservable_ASubscriptionNeverDisposedIsReleasedOnceItsEventsHavePlayed() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
            var received: [Int] = []
            _ = ys.subscribe(onNext: { received.append($0) })
            XCTAssertGreaterThan(Resources.total, before)
            scheduler.start()
            XCTAssertEqual(received, [1, 2])
        }
        XCTAssertEqual(Resources.total, before, "no cycle through the pending-delivery slot keeps the subscriber")
    }

    func testSubscribeWithObject_OnInfallibleAndRelays() {
        final class Screen {
            var titles: [String] = []
            var done = false
        }
        let screen = Screen()
        _ = Infallible.of("a", "b").subscribe(with: screen, onNext: { $0.titles.append($1) }, onCompleted: { $0.done = true })
        XCTAssertEqual(screen.titles, ["a", "b"])
        XCTAssertTrue(screen.done)
    }
}
