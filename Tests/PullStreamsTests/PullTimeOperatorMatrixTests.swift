import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The never / empty / values / error / interrupted / dispose matrix for the scheduler-based operators, on
/// `SignalProducer` (cold fixtures) and `Signal` (hot fixtures), in virtual time.
final class PullTimeOperatorMatrixTests: CookbookTestCase {
    func testObserveOn_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough { p, s in p.observe(on: s) }
    }

    func testObserveOn_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) {
            sig, s in sig.observe(on: s)
        }
    }

    func testStartOn_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough { p, s in p.start(on: s) }
    }

    func testDebounce_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.debounce(0.5, on: s) }
    }

    func testDebounce_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in p.debounce(0.5, on: s) }
    }

    func testDebounce_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in p.debounce(0.5, on: s) }
    }

    func testDebounce_Error() {
        assertProducer(Fixture.error, sends: [.value(1.5, 1), .failed(2, .boom)]) { p, s in p.debounce(0.5, on: s) }
    }

    func testDebounce_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1.5, 1), .interrupted(2)]) { p, s in p.debounce(0.5, on: s) }
    }

    func testDebounce_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.interrupted(1.25)], subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.debounce(0.5, on: s) }
    }

    func testDebounce_Signal() {
        assertSignal(values: [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)], error: [.value(1.5, 1), .failed(2, .boom)]) {
            sig, s in sig.debounce(0.5, on: s)
        }
    }

    func testDelay_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.delay(0.5, on: s) }
    }

    func testDelay_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1.5)]) { p, s in p.delay(0.5, on: s) }
    }

    func testDelay_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4.5)],
            subscriptions: [TestSubscription(0, 4)]
        ) { p, s in p.delay(0.5, on: s) }
    }

    func testDelay_Error() {
        assertProducer(Fixture.error, sends: [.value(1.5, 1), .failed(2, .boom)]) { p, s in p.delay(0.5, on: s) }
    }

    func testDelay_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1.5, 1), .interrupted(2)]) { p, s in p.delay(0.5, on: s) }
    }

    func testDelay_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.interrupted(1.25)], subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.delay(0.5, on: s) }
    }

    func testDelay_Signal() {
        assertSignal(
            values: [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4.5)], error: [.value(1.5, 1), .failed(2, .boom)]
        ) { sig, s in sig.delay(0.5, on: s) }
    }

    func testThrottle_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough { p, s in p.throttle(0.5, on: s) }
    }

    func testThrottle_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) {
            sig, s in sig.throttle(0.5, on: s)
        }
    }
}
