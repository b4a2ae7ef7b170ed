import PushStreams
import PushStreamsTest
import XCTest

// The operators every trait shares (RxSwift's PrimitiveSequence.swift): delay, delaySubscription, retry,
// retry(when:), timeout, debug; and do on Maybe and Completable. Each keeps the trait.

final class PrimitiveSequenceOperatorTests: PushTestCase {
    func testSingle_Delay_And_DelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(211)])
        let s2 = TestScheduler(initialClock: 0)
        let cold = s2.createColdObservable([.next(5, 2), .completed(5)])
        let res2 = s2.start { cold.asSingle().delaySubscription(.seconds(10), scheduler: s2).asObservable() }
        XCTAssertEqual(res2.events, [.next(215, 2), .completed(215)])
    }

    func testMaybe_Timeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.never().timeout(.seconds(30), scheduler: scheduler).asObservable() }
        XCTAssertEqual(lines(res.events), ["230:error(RxError.timeout)"])
        let s2 = TestScheduler(initialClock: 0)
        let res2 = s2.start { Maybe<Int>.never().timeout(.seconds(30), other: .just(5), scheduler: s2).asObservable() }
        XCTAssertEqual(res2.events, [.next(230, 5), .completed(230)])
    }

    func testCompletable_Retry_And_Do() {
        var attempts = 0
        var log: [String] = []
        _ = Completable.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError.boom) : .empty()
        }
        .retry(5)
        .do(onCompleted: { log.append("completed") }, onSubscribe: { log.append("subscribe") })
        .subscribe()
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(log, ["subscribe", "completed"])
    }

    func testSingle_RetryWhen() {
        var attempts = 0
        var value: Int?
        _ = Single<Int>.deferred {
            attempts += 1
            return attempts < 2 ? .error(TestError.boom) : .just(attempts)
        }
        .retry { (errors: Observable<TestError>) in errors }
        .subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 2)
    }

    func testMaybe_Do() {
        var log: [String] = []
        _ = Maybe.just(1).do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }).subscribe()
        XCTAssertEqual(log, ["next 1", "completed"])
    }
}
