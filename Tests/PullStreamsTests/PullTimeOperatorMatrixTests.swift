import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The never / empty / values / error / interrupted / dispose matrix for the scheduler-based operators, on
/// `SignalProducer` (cold fixtures) and `Signal` (hot fixtures), in virtual time.
final class PullTimeOperatorMatrixTests: CookbookTestCase {
    func testObserveOn_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testObserveOn_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testObserveOn_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testObserveOn_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testObserveOn_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testObserveOn_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testObserveOn_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.observe(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.observe(on: s) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testStartOn_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.start(on: s) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testStartOn_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.start(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testStartOn_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.start(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testStartOn_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.start(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testStartOn_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.start(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testStartOn_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.start(on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testDebounce_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testDebounce_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testDebounce_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testDebounce_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testDebounce_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testDebounce_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testDebounce_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.debounce(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.debounce(0.5, on: s) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testDelay_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testDelay_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1.5)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testDelay_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4.5)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testDelay_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testDelay_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testDelay_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testDelay_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.delay(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4.5)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.delay(0.5, on: s) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testThrottle_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testThrottle_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testThrottle_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testThrottle_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testThrottle_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testThrottle_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testThrottle_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.throttle(0.5, on: s) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.throttle(0.5, on: s) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }
}
