import PushStreams
import PushStreamsTest
import XCTest

// When combineLatest completes, at every arity. RxSwift's rule (its `CombineLatestSink.next`/`done` and the
// collection sink): it completes when every source has completed, or when a source sends an element while
// some source still has none and every other source has completed. A source completing empty alone does not
// complete it while another source may still send (RxSwift's testCombineLatest_EmptyNever records nothing).

final class CombineLatestCompletionTests: PushTestCase {
    func testCombineLatest_EmptyNever_DoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let b = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatest_CompletesWhenASourceCompletesEmpty_AtTheOthersNextElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let b = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatest_CompletesWhenASourceCompletesEmpty_SecondSourceEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let b = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.combineLatest(a, b).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testCombineLatest3_CompletesWhenASourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
        let c = scheduler.createHotObservable([.next(225, 3), .completed(230)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        // At 220 and 225 `a` is done but not every other source is; at 240 `b` sends while `a` has no value and
        // `a` and `c` are both done: nothing can ever be combined.
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatest3_AllCompleteEmpty_CompletesAtTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let c = scheduler.createHotObservable([.next(220, 3), .completed(230)])
        let res = scheduler.start { Observable.combineLatest(a, b, c).map { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testCombineLatest_Collection_WillNeverBeAbleToCombine() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let b = scheduler.createHotObservable([.next(150, 1), .completed(260)])
        let c = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let res = scheduler.start { Observable.combineLatest([a, b, c].map { $0.asObservable() }) { _ in 42 } }
        XCTAssertEqual(res.events, [.completed(500)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 500)])
    }

    /// At arities 2 to 8: every source but the last completes empty; the last one's element completes it.
    func testCombineLatestN_CompletesWhenASourceCompletesEmpty_AtEveryArity() {
        for arity in 2...8 {
            let scheduler = TestScheduler(initialClock: 0)
            var sources = (0..<(arity - 1)).map { index in
                scheduler.createHotObservable([Recorded<Event<Int>>.completed(210 + index)])
            }
            sources.append(scheduler.createHotObservable([.next(300, 7), .next(310, 8), .completed(400)]))
            let res = scheduler.start { combineLatestSum(sources) }
            XCTAssertEqual(res.events, [.completed(300)], "arity \(arity)")
            XCTAssertEqual(sources[arity - 1].subscriptions, [Subscription(200, 300)], "arity \(arity)")
            XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 210)], "arity \(arity)")
        }
    }

    /// At arities 2 to 8: source i sends i + 1 at 210 + 10 i; the sum is emitted once all have one.
    func testCombineLatestN_Values_EmitOnceAllHaveOne_AtEveryArity() {
        for arity in 2...8 {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<arity).map { index in
                scheduler.createHotObservable([.next(210 + 10 * index, index + 1), .completed(500)])
            }
            let res = scheduler.start { combineLatestSum(sources) }
            let sum = arity * (arity + 1) / 2
            XCTAssertEqual(res.events, [.next(200 + 10 * arity, sum), .completed(500)], "arity \(arity)")
        }
    }

    func testCombineLatest_EmptyCollection_EmitsTheSelectorOfNothingAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count + 42 } }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }
}

/// `combineLatest` of 2 to 8 sources through the arity overload (selector form for even arities, tuple form
/// then `map` for odd ones), summing the elements.
func combineLatestSum(_ s: [TestableObservable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: return Observable.combineLatest(s[0], s[1]) { $0 + $1 }
    case 3: return Observable.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 }
    case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }
    case 5: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
    case 6:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
    case 7:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
            .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    default:
        return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
        }
    }
}
