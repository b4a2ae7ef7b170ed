import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The never / empty / values / error / interrupted / dispose matrix for the value operators, on
/// `SignalProducer` (cold fixtures) and `Signal` (hot fixtures), in virtual time.
final class PullValueOperatorMatrixTests: CookbookTestCase {
    func testMap_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.map { $0 * 10 } }
    }

    func testMap_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in p.map { $0 * 10 } }
    }

    func testMap_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1, 10), .value(2, 20), .value(3, 30), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in p.map { $0 * 10 } }
    }

    func testMap_Error() {
        assertProducer(Fixture.error, sends: [.value(1, 10), .failed(2, .boom)]) { p, s in p.map { $0 * 10 } }
    }

    func testMap_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, 10), .interrupted(2)]) { p, s in p.map { $0 * 10 } }
    }

    func testMap_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, 10), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.map { $0 * 10 } }
    }

    func testMap_Signal() {
        assertSignal(values: [.value(1, 10), .value(2, 20), .value(3, 30), .completed(4)], error: [.value(1, 10), .failed(2, .boom)]) {
            sig, s in sig.map { $0 * 10 }
        }
    }

    func testMapValue_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.map(value: "x") }
    }

    func testMapValue_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in p.map(value: "x") }
    }

    func testMapValue_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1, "x"), .value(2, "x"), .value(3, "x"), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in p.map(value: "x") }
    }

    func testMapValue_Error() {
        assertProducer(Fixture.error, sends: [.value(1, "x"), .failed(2, .boom)]) { p, s in p.map(value: "x") }
    }

    func testMapValue_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, "x"), .interrupted(2)]) { p, s in p.map(value: "x") }
    }

    func testMapValue_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, "x"), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.map(value: "x") }
    }

    func testMapValue_Signal() {
        assertSignal(values: [.value(1, "x"), .value(2, "x"), .value(3, "x"), .completed(4)], error: [.value(1, "x"), .failed(2, .boom)]) {
            sig, s in sig.map(value: "x")
        }
    }

    func testFilter_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(values: ([.value(1, 1), .value(3, 3), .completed(4)], [TestSubscription(0, 4)])) { p, s in
            p.filter { $0 != 2 }
        }
    }

    func testFilter_Signal() {
        assertSignal(values: [.value(1, 1), .value(3, 3), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) { sig, s in
            sig.filter { $0 != 2 }
        }
    }

    func testSkipRepeats_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.map { $0 / 2 }.skipRepeats() }
    }

    func testSkipRepeats_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in p.map { $0 / 2 }.skipRepeats() }
    }

    func testSkipRepeats_Values() {
        assertProducer(Fixture.values, sends: [.value(1, 0), .value(2, 1), .completed(4)], subscriptions: [TestSubscription(0, 4)]) {
            p, s in p.map { $0 / 2 }.skipRepeats()
        }
    }

    func testSkipRepeats_Error() {
        assertProducer(Fixture.error, sends: [.value(1, 0), .failed(2, .boom)]) { p, s in p.map { $0 / 2 }.skipRepeats() }
    }

    func testSkipRepeats_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, 0), .interrupted(2)]) { p, s in p.map { $0 / 2 }.skipRepeats() }
    }

    func testSkipRepeats_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, 0), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.map { $0 / 2 }.skipRepeats() }
    }

    func testSkipRepeats_Signal() {
        assertSignal(values: [.value(1, 0), .value(2, 1), .completed(4)], error: [.value(1, 0), .failed(2, .boom)]) { sig, s in
            sig.map { $0 / 2 }.skipRepeats()
        }
    }

    func testSkipRepeatsBy_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(values: ([.value(1, 1), .completed(4)], [TestSubscription(0, 4)])) { p, s in
            p.skipRepeats { abs($0 - $1) <= 1 }
        }
    }

    func testSkipRepeatsBy_Signal() {
        assertSignal(values: [.value(1, 1), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) { sig, s in
            sig.skipRepeats { abs($0 - $1) <= 1 }
        }
    }

    func testScan_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(values: ([.value(1, 1), .value(2, 3), .value(3, 6), .completed(4)], [TestSubscription(0, 4)])) { p, s in
            p.scan(0, +)
        }
    }

    func testScan_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 3), .value(3, 6), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) {
            sig, s in sig.scan(0, +)
        }
    }

    func testScanInto_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.scan(into: 100) { $0 -= $1 } }
    }

    func testScanInto_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in p.scan(into: 100) { $0 -= $1 } }
    }

    func testScanInto_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1, 99), .value(2, 97), .value(3, 94), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in p.scan(into: 100) { $0 -= $1 } }
    }

    func testScanInto_Error() {
        assertProducer(Fixture.error, sends: [.value(1, 99), .failed(2, .boom)]) { p, s in p.scan(into: 100) { $0 -= $1 } }
    }

    func testScanInto_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, 99), .interrupted(2)]) { p, s in p.scan(into: 100) { $0 -= $1 } }
    }

    func testScanInto_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, 99), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.scan(into: 100) { $0 -= $1 } }
    }

    func testScanInto_Signal() {
        assertSignal(values: [.value(1, 99), .value(2, 97), .value(3, 94), .completed(4)], error: [.value(1, 99), .failed(2, .boom)]) {
            sig, s in sig.scan(into: 100) { $0 -= $1 }
        }
    }

    func testTakeFirst_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(values: ([.value(1, 1), .value(2, 2), .completed(2)], [TestSubscription(0, 2)])) { p, s in
            p.take(first: 2)
        }
    }

    func testTakeFirst_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 2), .completed(2)], error: [.value(1, 1), .failed(2, .boom)]) { sig, s in
            sig.take(first: 2)
        }
    }

    func testSkipFirst_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in p.skip(first: 1) }
    }

    func testSkipFirst_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in p.skip(first: 1) }
    }

    func testSkipFirst_Values() {
        assertProducer(Fixture.values, sends: [.value(2, 2), .value(3, 3), .completed(4)], subscriptions: [TestSubscription(0, 4)]) {
            p, s in p.skip(first: 1)
        }
    }

    func testSkipFirst_Error() {
        assertProducer(Fixture.error, sends: [.failed(2, .boom)]) { p, s in p.skip(first: 1) }
    }

    func testSkipFirst_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.interrupted(2)]) { p, s in p.skip(first: 1) }
    }

    func testSkipFirst_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.interrupted(1.25)], subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.skip(first: 1) }
    }

    func testSkipFirst_Signal() {
        assertSignal(values: [.value(2, 2), .value(3, 3), .completed(4)], error: [.failed(2, .boom)]) { sig, s in sig.skip(first: 1) }
    }

    func testTakeWhile_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(values: ([.value(1, 1), .value(2, 2), .completed(3)], [TestSubscription(0, 3)])) { p, s in
            p.take(while: { $0 < 3 })
        }
    }

    func testTakeWhile_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 2), .completed(3)], error: [.value(1, 1), .failed(2, .boom)]) { sig, s in
            sig.take(while: { $0 < 3 })
        }
    }

    func testPrefixValue_Never() {
        assertProducer(Fixture.never, sends: [.value(0, 0)], subscriptions: [TestSubscription(0)]) { p, s in p.prefix(value: 0) }
    }

    func testPrefixValue_Empty() {
        assertProducer(Fixture.empty, sends: [.value(0, 0), .completed(1)]) { p, s in p.prefix(value: 0) }
    }

    func testPrefixValue_Values() {
        assertProducer(
            Fixture.values, sends: [.value(0, 0), .value(1, 1), .value(2, 2), .value(3, 3), .completed(4)],
            subscriptions: [TestSubscription(0, 4)]
        ) { p, s in p.prefix(value: 0) }
    }

    func testPrefixValue_Error() {
        assertProducer(Fixture.error, sends: [.value(0, 0), .value(1, 1), .failed(2, .boom)]) { p, s in p.prefix(value: 0) }
    }

    func testPrefixValue_Interrupted() {
        // ReactiveSwift builds prefix on flatten(.concat), where an inner interruption counts as completion.
        assertProducer(Fixture.interrupted, sends: [.value(0, 0), .value(1, 1), .completed(2)]) { p, s in p.prefix(value: 0) }
    }

    func testPrefixValue_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(0, 0), .value(1, 1), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in p.prefix(value: 0) }
    }
}
