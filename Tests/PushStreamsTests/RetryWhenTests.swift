import PushStreams
import PushStreamsTest
import XCTest

// retry(when:) as RxSwift's RetryWhenSequenceSink: the trigger is subscribed before the source; after an error
// the next trigger element resubscribes (right away), its error fails the result, its completion completes it.

final class RetryWhenTests: PushTestCase {
    private func failing(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    }

    func testRetryWhen_TriggerSendsTwiceThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let res = scheduler.start { xs.retry { (errors: Observable<TestError>) in errors.take(2) } }
        // Errors at 220 and 240 each resubscribe; the third (260) reaches a completed trigger: completion.
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryWhen_TriggerFails_TheResultFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = failing(scheduler)
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<TestError>) in
                errors.scan(0) { count, _ in
                    if count == 1 { throw TestError.other }
                    return count + 1
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .error(240, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testRetryWhen_SourceCompletes_NoRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let never = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let res = scheduler.start { xs.retry { _ in never } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func testRetryWhen_OtherErrorTypes_AreSentAsIs() {
        struct Unrelated: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let res = scheduler.start { xs.retry { (errors: Observable<Unrelated>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    }

    func testRetryWhen_SynchronousErrorAndRetry_IteratesInOrder() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.on(.next(attempts))
            if attempts < 1_000 { observer.on(.error(TestError.boom)) } else { observer.on(.completed) }
            return Disposables.create()
        }
        var values: [Int] = []
        var completed = false
        _ = source.retry { errors in errors }.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, Array(1...1_000))
        XCTAssertTrue(completed)
    }
}
