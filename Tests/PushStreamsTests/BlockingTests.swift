import Dispatch
import Foundation
import PushStreams
import PushStreamsBlocking
import XCTest

final class BlockingTests: PushTestCase {
    func testFirstLastToArray() throws {
        let xs = Observable.of(1, 2, 3)
        XCTAssertEqual(try xs.toBlocking().first(), 1)
        XCTAssertEqual(try xs.toBlocking().last(), 3)
        XCTAssertEqual(try xs.toBlocking().toArray(), [1, 2, 3])
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
            XCTAssertEqual(errorName($0), "RxError.noElements")
        }
        XCTAssertThrowsError(try Observable.of(1, 2).concat(Observable.never()).toBlocking(timeout: 1).single()) {
            XCTAssertEqual(errorName($0), "RxError.moreThanOneElement")
        }
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1).toBlocking().single { _ in throw TestError.boom }) {
            XCTAssertEqual($0 as? TestError, .boom)
        }
    }

    func testMaterialize() {
        guard case let .completed(elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])
        guard case let .failed(partial, error) = Observable.of(1).concat(Observable.error(TestError.boom)).toBlocking().materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(partial, [1])
        XCTAssertEqual(error as? TestError, .boom)
    }

    func testTimeout_ThrowsRxErrorTimeout() {
        let start = Date()
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.005).first()) {
            XCTAssertEqual(errorName($0), "RxError.timeout")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertFalse(PublishSubject<Int>().hasObservers)
    }

    func testTimeout_DisposesTheSubscription() {
        let subject = PublishSubject<Int>()
        _ = try? subject.toBlocking(timeout: 0.005).toArray()
        XCTAssertFalse(subject.hasObservers)
    }

    func testMainQueueDelivery_WhileBlockingTheMainThread_DoesNotDeadlock() throws {
        XCTAssertTrue(Thread.isMainThread, "this test is about blocking the main thread")
        // The timer fires on the main queue, which only runs because toBlocking turns the main run loop.
        let viaTimer = try Observable<Int>.timer(.milliseconds(10), scheduler: MainScheduler.asyncInstance)
            .toBlocking(timeout: 2).toArray()
        XCTAssertEqual(viaTimer, [0])
        let hopped = try Observable.of(1, 2)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .toBlocking(timeout: 2).toArray()
        XCTAssertEqual(hopped, [1, 2])
    }

    func testFromBackgroundThread_UsesSemaphore() {
        let done = expectation(description: "blocked on a background thread")
        DispatchQueue.global().async {
            let value = try? Observable<Int>.timer(.milliseconds(5), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
                .toBlocking(timeout: 2).first()
            XCTAssertEqual(value, 0)
            done.fulfill()
        }
        wait(for: [done], timeout: 3)
    }
}
