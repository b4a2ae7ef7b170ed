import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The never / empty / values / error / interrupted / dispose matrix for the value operators, on
/// `SignalProducer` (cold fixtures) and `Signal` (hot fixtures), in virtual time.
final class PullValueOperatorMatrixTests: CookbookTestCase {
    func testMap_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testMap_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testMap_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 10), .value(2, 20), .value(3, 30), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testMap_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 10), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testMap_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 10), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testMap_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 10), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testMap_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.map { $0 * 10 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 10), .value(2, 20), .value(3, 30), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.map { $0 * 10 } }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 10), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testMapValue_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testMapValue_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testMapValue_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = [.value(1, "x"), .value(2, "x"), .value(3, "x"), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testMapValue_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = [.value(1, "x"), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testMapValue_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = [.value(1, "x"), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testMapValue_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = [.value(1, "x"), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testMapValue_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.map(value: "x") }
            let expected: [TimedEvent<String, TestError>] = [.value(1, "x"), .value(2, "x"), .value(3, "x"), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.map(value: "x") }
            let expectedFailure: [TimedEvent<String, TestError>] = [.value(1, "x"), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testFilter_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testFilter_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFilter_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testFilter_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFilter_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFilter_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testFilter_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.filter { $0 != 2 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(3, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.filter { $0 != 2 } }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testSkipRepeats_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testSkipRepeats_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipRepeats_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 0), .value(2, 1), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testSkipRepeats_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 0), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipRepeats_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 0), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipRepeats_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 0), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testSkipRepeats_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.map { $0 / 2 }.skipRepeats() }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 0), .value(2, 1), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.map { $0 / 2 }.skipRepeats() }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 0), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testSkipRepeatsBy_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testSkipRepeatsBy_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipRepeatsBy_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testSkipRepeatsBy_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipRepeatsBy_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipRepeatsBy_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testSkipRepeatsBy_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.skipRepeats { abs($0 - $1) <= 1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.skipRepeats { abs($0 - $1) <= 1 } }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testScan_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testScan_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testScan_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 3), .value(3, 6), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testScan_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testScan_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testScan_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testScan_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.scan(0, +) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 3), .value(3, 6), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.scan(0, +) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testScanInto_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testScanInto_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testScanInto_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 99), .value(2, 97), .value(3, 94), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testScanInto_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 99), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testScanInto_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 99), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testScanInto_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 99), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testScanInto_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.scan(into: 100) { $0 -= $1 } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 99), .value(2, 97), .value(3, 94), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.scan(into: 100) { $0 -= $1 } }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 99), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testTakeFirst_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testTakeFirst_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testTakeFirst_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .completed(2)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 2)])
        }
    }

    func testTakeFirst_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testTakeFirst_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testTakeFirst_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testTakeFirst_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.take(first: 2) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .completed(2)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.take(first: 2) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testSkipFirst_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testSkipFirst_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipFirst_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testSkipFirst_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipFirst_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testSkipFirst_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testSkipFirst_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.skip(first: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.skip(first: 1) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testTakeWhile_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testTakeWhile_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testTakeWhile_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .completed(3)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 3)])
        }
    }

    func testTakeWhile_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testTakeWhile_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testTakeWhile_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testTakeWhile_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.take(while: { $0 < 3 }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .completed(3)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.take(while: { $0 < 3 }) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testPrefixValue_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.prefix(value: 0) }
            let expected: [TimedEvent<Int, TestError>] = [.value(0, 0)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testPrefixValue_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.prefix(value: 0) }
            let expected: [TimedEvent<Int, TestError>] = [.value(0, 0), .completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testPrefixValue_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.prefix(value: 0) }
            let expected: [TimedEvent<Int, TestError>] = [.value(0, 0), .value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testPrefixValue_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.prefix(value: 0) }
            let expected: [TimedEvent<Int, TestError>] = [.value(0, 0), .value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testPrefixValue_Interrupted() {
        withLeakCheck {
            // ReactiveSwift builds prefix on flatten(.concat), where an inner interruption counts as completion.
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.prefix(value: 0) }
            let expected: [TimedEvent<Int, TestError>] = [.value(0, 0), .value(1, 1), .completed(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testPrefixValue_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.prefix(value: 0) }
            let expected: [TimedEvent<Int, TestError>] = [.value(0, 0), .value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }
}
