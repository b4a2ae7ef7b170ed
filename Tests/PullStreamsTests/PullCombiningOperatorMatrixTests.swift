import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The never / empty / values / error / interrupted / dispose matrix for the flattening, combining and sharing operators, on
/// `SignalProducer` (cold fixtures) and `Signal` (hot fixtures), in virtual time.
final class PullCombiningOperatorMatrixTests: CookbookTestCase {
    func testFlatMapLatest_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in
            p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
        }
    }

    func testFlatMapLatest_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in
            p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
        }
    }

    func testFlatMapLatest_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
            }
            let expected: [TimedEvent<Int, TestError>] = [
                .value(1, 1), .value(1, 10), .value(2, 2), .value(2, 20), .value(3, 3), .value(3, 30), .completed(4),
            ]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testFlatMapLatest_Error() {
        assertProducer(Fixture.error, sends: [.value(1, 1), .value(1, 10), .failed(2, .boom)]) { p, s in
            p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
        }
    }

    func testFlatMapLatest_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, 1), .value(1, 10), .interrupted(2)]) { p, s in
            p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
        }
    }

    func testFlatMapLatest_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, 1), .value(1, 10), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in
            p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
        }
    }

    func testFlatMapLatest_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in
                sig.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
            }
            let expected: [TimedEvent<Int, TestError>] = [
                .value(1, 1), .value(1, 10), .value(2, 2), .value(2, 20), .value(3, 3), .value(3, 30), .completed(4),
            ]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in
                sig.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
            }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(1, 10), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testFlatMapMerge_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in
            p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapMerge_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in
            p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapMerge_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in
            p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapMerge_Error() {
        assertProducer(Fixture.error, sends: [.value(1.5, 1), .failed(2, .boom)]) { p, s in
            p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapMerge_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1.5, 1), .interrupted(2)]) { p, s in
            p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapMerge_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.interrupted(1.25)], subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in
            p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapMerge_Signal() {
        assertSignal(values: [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)], error: [.value(1.5, 1), .failed(2, .boom)]) {
            sig, s in
            sig.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
        }
    }

    func testFlatMapConcat_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in
            p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    func testFlatMapConcat_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in
            p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    /// The `values` fixture through the concatenating flatMap below: each value twice, 1.5 after its inner
    /// starts, each inner waiting for the one before.
    private static let concatenatedValues: [TimedEvent<Int, TestError>] = [
        .value(2.5, 1), .value(2.5, 1), .value(4, 2), .value(4, 2), .value(5.5, 3), .value(5.5, 3), .completed(5.5),
    ]

    func testFlatMapConcat_Values() {
        assertProducer(Fixture.values, sends: Self.concatenatedValues, subscriptions: [TestSubscription(0, 4)]) { p, s in
            p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    func testFlatMapConcat_Error() {
        assertProducer(Fixture.error, sends: [.failed(2, .boom)]) { p, s in
            p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    func testFlatMapConcat_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.interrupted(2)]) { p, s in
            p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    func testFlatMapConcat_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.interrupted(1.25)], subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in
            p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    func testFlatMapConcat_Signal() {
        assertSignal(values: Self.concatenatedValues, error: [.failed(2, .boom)]) { sig, s in
            sig.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
        }
    }

    func testFlatMapError_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(error: [.value(1, 1), .value(2, -1), .completed(2)]) { p, s in
            p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) }
        }
    }

    func testFlatMapError_Signal() {
        assertSignal(
            values: [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)], error: [.value(1, 1), .value(2, -1), .completed(2)]
        ) { sig, s in sig.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
    }

    func testCombineLatest_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in
            p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testCombineLatest_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in
            p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testCombineLatest_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1, 101), .value(2, 102), .value(3, 103), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in
            p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testCombineLatest_Error() {
        assertProducer(Fixture.error, sends: [.value(1, 101), .failed(2, .boom)]) { p, s in
            p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testCombineLatest_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, 101), .interrupted(2)]) { p, s in
            p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testCombineLatest_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, 101), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in
            p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testCombineLatest_Signal() {
        assertSignal(values: [.value(1, 101), .value(2, 102), .value(3, 103), .completed(4)], error: [.value(1, 101), .failed(2, .boom)]) {
            sig, s in
            sig.combineLatest(with: sig.take(first: 1).map { _ in 100 }).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testOn_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough { p, s in p.on(event: { _ in }, value: { _ in }) }
    }

    func testOn_Signal() {
        assertSignal(values: [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)], error: [.value(1, 1), .failed(2, .boom)]) {
            sig, s in sig.on(event: { _ in }, value: { _ in })
        }
    }

    func testZip_Never() {
        assertProducer(Fixture.never, sends: [], subscriptions: [TestSubscription(0)]) { p, s in
            p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testZip_Empty() {
        assertProducer(Fixture.empty, sends: [.completed(1)]) { p, s in
            p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testZip_Values() {
        assertProducer(
            Fixture.values, sends: [.value(1, 101), .value(2, 202), .value(3, 303), .completed(4)], subscriptions: [TestSubscription(0, 4)]
        ) { p, s in
            p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testZip_Error() {
        assertProducer(Fixture.error, sends: [.value(1, 101), .failed(2, .boom)]) { p, s in
            p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testZip_Interrupted() {
        assertProducer(Fixture.interrupted, sends: [.value(1, 101), .interrupted(2)]) { p, s in
            p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testZip_Dispose() {
        assertProducer(
            Fixture.values, disposeAt: Fixture.disposeTime, sends: [.value(1, 101), .interrupted(1.25)],
            subscriptions: [TestSubscription(0, 1.25)]
        ) { p, s in
            p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testZip_Signal() {
        assertSignal(values: [.value(1, 101), .value(2, 202), .value(3, 303), .completed(4)], error: [.value(1, 101), .failed(2, .boom)]) {
            sig, s in
            sig.zip(with: sig.map { $0 * 100 }).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }
    }

    func testRetry_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough(error: [.value(1, 1), .value(3, 1), .failed(4, .boom)]) { p, s in p.retry(upTo: 1) }
    }

    func testReplayLazily_NeverEmptyValuesErrorInterruptedDispose() {
        assertProducerPassesThrough { p, s in p.replayLazily(upTo: 1) }
    }
}
