import PushStreams
import PushStreamsTest
import XCTest

// zip over collections and at arities 4 to 8. RxSwift's rules (its ZipSink and ZipCollectionTypeSink): the
// arity overloads complete when every source has completed; the collection overloads also complete when a
// source sends an element that cannot be paired because every other source has completed.

final class ZipArityTests: PushTestCase {
    func testZip_Collection_Empty_CompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testZip_Collection_Symmetric_CompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let b = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let c = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
        let res = scheduler.start { Observable.zip([a, b, c].map { $0.asObservable() }).map { $0.map(String.init).joined() } }
        XCTAssertEqual(res.events, [.next(230, "123"), .next(260, "456"), .completed(420)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 400)])
    }

    func testZip_Collection_UnpairableElement_Completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let res = scheduler.start { Observable.zip([a, b, c].map { $0.asObservable() }) { $0.reduce(0, +) } }
        // At 290 `c` is still running; at 310 both others are done and `a` has nothing left to pair.
        XCTAssertEqual(res.events, [.next(230, 6), .next(260, 15), .completed(310)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 310)])
    }

    func testZip_Collection_Error_EndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1)])
        let b = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError.boom)])
        let res = scheduler.start { Observable.zip([a, b].map { $0.asObservable() }) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.error(220, TestError.boom)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }

    /// At arities 4 to 8 source i sends i + 1 at 210 + i and 10 (i + 1) at 300 + i, and completes at 400 + i.
    func testZipN_PairsByIndex_CompletesWhenAllComplete_AtEveryArity() {
        for arity in 4...8 {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = (0..<arity).map { index in
                scheduler.createHotObservable([
                    .next(210 + index, index + 1), .next(300 + index, 10 * (index + 1)), .completed(400 + index),
                ])
            }
            let res = scheduler.start { zipSum(sources) }
            let sum = arity * (arity + 1) / 2
            XCTAssertEqual(
                res.events, [.next(209 + arity, sum), .next(299 + arity, 10 * sum), .completed(399 + arity)], "arity \(arity)")
            XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 400)], "arity \(arity)")
        }
    }

    /// The arity overloads wait for every source: an element that cannot be paired does not complete them.
    func testZipN_UnpairableElement_WaitsForAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<4).map { index in
            scheduler.createHotObservable(index == 0 ? [.next(300, 1), .completed(500)] : [Recorded<Event<Int>>.completed(210)])
        }
        let res = scheduler.start { zipSum(sources) }
        XCTAssertEqual(res.events, [.completed(500)])
    }
}

/// `zip` of 4 to 8 sources through the arity overload (selector form for even arities, tuple form for odd).
func zipSum(_ s: [TestableObservable<Int>]) -> Observable<Int> {
    switch s.count {
    case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }
    case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }
    case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
    case 7: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    default:
        return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
}
