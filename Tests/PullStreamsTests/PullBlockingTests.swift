import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// `first()`, `single()`, `last()`, `wait()` and their `timeout:` variants.
final class PullBlockingTests: CookbookTestCase {
    func testFirst_Values_Empty_Error() throws {
        try withLeakCheck {
            XCTAssertEqual(try SignalProducer<Int, TestError>(values: 1, 2).first()?.get(), 1)
            XCTAssertNil(SignalProducer<Int, TestError>.empty.first())
            XCTAssertEqual(SignalProducer<Int, TestError>(error: .boom).first().map(String.init(describing:)), "failure(TestError.boom)")
        }
    }

    func testTimeoutVariants_Succeed() throws {
        try withLeakCheck {
            XCTAssertEqual(try SignalProducer<Int, TestError>(values: 1, 2).first(timeout: 1)?.get(), 1)
            XCTAssertEqual(try SignalProducer<Int, TestError>(values: 1, 2).last(timeout: 1)?.get(), 2)
            XCTAssertEqual(try SignalProducer<Int, TestError>(value: 7).single(timeout: 1)?.get(), 7)
            XCTAssertNil(SignalProducer<Int, TestError>(values: 1, 2).single(timeout: 1))
            XCTAssertNoThrow(try SignalProducer<Int, TestError>(values: 1, 2).wait(timeout: 1).get())
            XCTAssertEqual(SignalProducer<Int, TestError>(error: .boom).wait(timeout: 1).failureValue, .failed(.boom))
        }
    }

    func testTimeoutVariants_TimeOutInsteadOfHanging() {
        withLeakCheck {
            let never = SignalProducer<Int, TestError>.never
            XCTAssertEqual(never.first(timeout: 0.005)?.failureValue, .timedOut(after: 0.005))
            XCTAssertEqual(never.single(timeout: 0.005)?.failureValue, .timedOut(after: 0.005))
            XCTAssertEqual(never.last(timeout: 0.005)?.failureValue, .timedOut(after: 0.005))
            XCTAssertEqual(never.wait(timeout: 0.005).failureValue, .timedOut(after: 0.005))
        }
    }

    func testTimeout_DisposesTheRun() {
        withLeakCheck {
            let interrupted = Locked(false)
            let producer = SignalProducer<Int, TestError>.never.on(interrupted: { interrupted.withLock { $0 = true } })
            _ = producer.first(timeout: 0.005)
            XCTAssertTrue(interrupted.withLock { $0 })
        }
    }

    func testBlockingError_Description() {
        XCTAssertTrue(BlockingError<TestError>.timedOut(after: 1).description.hasPrefix("Timed out after 1.0s"))
        XCTAssertEqual(BlockingError<TestError>.failed(.boom).description, "TestError.boom")
        XCTAssertEqual(BlockingError<TestError>.failed(.boom).error, .boom)
        XCTAssertFalse(BlockingError<TestError>.failed(.boom).isTimeout)
    }

    func testFirst_FromQueueScheduler() throws {
        try withLeakCheck {
            let scheduler = QueueScheduler(name: "bg")
            let producer = SignalProducer<Int, TestError>(values: 1, 2).start(on: scheduler)
            XCTAssertEqual(try producer.first(timeout: 5)?.get(), 1)
            scheduler.queue.sync {}  // the run ends on the background queue, just after first() returned
        }
    }
}

extension Result {
    var failureValue: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
