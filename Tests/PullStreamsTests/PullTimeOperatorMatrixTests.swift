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

    func testDebounce_NeverEmptyValuesErrorInterruptedDispose_AndSignal() {
        assertHoldsEachValueHalfASecond(completion: (empty: 1, values: 4)) { p, s in
            p.debounce(0.5, on: s)
        } signal: { sig, s in
            sig.debounce(0.5, on: s)
        }
    }

    func testDelay_NeverEmptyValuesErrorInterruptedDispose_AndSignal() {
        assertHoldsEachValueHalfASecond(completion: (empty: 1.5, values: 4.5)) { p, s in
            p.delay(0.5, on: s)
        } signal: { sig, s in
            sig.delay(0.5, on: s)
        }
    }

    func testThrottle_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough { p, s in p.throttle(0.5, on: s) }
    }

    func testThrottle_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) {
            sig, s in sig.throttle(0.5, on: s)
        }
    }

    /// The never / empty / values / error / interrupted / dispose rows and the signal case for an operator
    /// that holds each value 0.5 s (debounce and delay; the fixtures' values are 1 s apart): each value comes
    /// out 0.5 s late, a failure or an interruption at its own time after the held value, and a disposal at
    /// 1.25 interrupts with the value of 1 still held. `completion` is when the `empty` and `values`
    /// fixtures' completions come out (debounce sends a completion at once, delay holds it too). A failure
    /// names its row.
    private func assertHoldsEachValueHalfASecond(
        completion: (empty: TimeInterval, values: TimeInterval), file: StaticString = #filePath, line: UInt = #line,
        _ producer: (SignalProducer<Int, TestError>, TestScheduler) -> SignalProducer<Int, TestError>,
        signal: (Signal<Int, TestError>, TestScheduler) -> Signal<Int, TestError>
    ) {
        let held: Fixture.Source = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(completion.values)]
        let failed: Fixture.Source = [.value(1.5, 1), .failed(2, .boom)]
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)], row: "never", file: file, line: line, producer)
        assertProducer(Fixture.empty, sends: [.completed(completion.empty)], row: "empty", file: file, line: line, producer)
        assertProducer(
            Fixture.values, sends: held, subscriptions: [TestSubscription(0, 4)], row: "values", file: file, line: line, producer)
        assertProducer(Fixture.error, sends: failed, row: "error", file: file, line: line, producer)
        assertProducer(Fixture.interrupted, sends: [.value(1.5, 1), .interrupted(2)], row: "interrupted", file: file, line: line, producer)
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.interrupted(1.25)], subscriptions: [TestSubscription(0, 1.25)],
            row: "dispose", file: file, line: line, producer)
        assertSignal(values: held, error: failed, file: file, line: line, signal)
    }
}
