import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The never / empty / values / error / interrupted / dispose matrix for the flattening, combining and sharing operators, on
/// `SignalProducer` (cold fixtures) and `Signal` (hot fixtures), in virtual time.
final class PullCombiningOperatorMatrixTests: CookbookTestCase {
    func testFlatMapLatest_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) } }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testFlatMapLatest_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) } }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
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
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(1, 10), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapLatest_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in
                p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(1, 10), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapLatest_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in
                p.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(1, 10), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
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
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in
                p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testFlatMapMerge_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in
                p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapMerge_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in
                p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testFlatMapMerge_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in
                p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapMerge_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in
                p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapMerge_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in
                p.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testFlatMapMerge_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in
                sig.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .value(2.5, 2), .value(3.5, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in
                sig.flatMap(.merge) { v in SignalProducer<Int, TestError>(value: v).delay(0.5, on: s) }
            }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1.5, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testFlatMapConcat_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in
                p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testFlatMapConcat_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in
                p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapConcat_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in
                p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [
                .value(2.5, 1), .value(2.5, 1), .value(4, 2), .value(4, 2), .value(5.5, 3), .value(5.5, 3), .completed(5.5),
            ]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testFlatMapConcat_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in
                p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapConcat_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in
                p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapConcat_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in
                p.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testFlatMapConcat_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in
                sig.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expected: [TimedEvent<Int, TestError>] = [
                .value(2.5, 1), .value(2.5, 1), .value(4, 2), .value(4, 2), .value(5.5, 3), .value(5.5, 3), .completed(5.5),
            ]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in
                sig.flatMap(.concat) { v in SignalProducer<Int, TestError>(values: v, v).delay(1.5, on: s) }
            }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testFlatMapError_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testFlatMapError_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapError_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testFlatMapError_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, -1), .completed(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapError_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testFlatMapError_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in
                p.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testFlatMapError_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.flatMapError { _ in SignalProducer<Int, TestError>(value: -1) } }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, -1), .completed(2)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testCombineLatest_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in
                p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testCombineLatest_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in
                p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testCombineLatest_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in
                p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .value(2, 102), .value(3, 103), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testCombineLatest_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in
                p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testCombineLatest_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in
                p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testCombineLatest_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in
                p.combineLatest(with: SignalProducer(value: 100)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testCombineLatest_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in
                sig.combineLatest(with: sig.take(first: 1).map { _ in 100 }).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .value(2, 102), .value(3, 103), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in
                sig.combineLatest(with: sig.take(first: 1).map { _ in 100 }).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 101), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testOn_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testOn_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testOn_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testOn_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testOn_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testOn_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testOn_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in sig.on(event: { _ in }, value: { _ in }) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in sig.on(event: { _ in }, value: { _ in }) }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testZip_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in
                p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testZip_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in
                p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testZip_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in
                p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .value(2, 202), .value(3, 303), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testZip_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in
                p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testZip_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in
                p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testZip_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in
                p.zip(with: SignalProducer(values: 100, 200, 300, 400)).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testZip_Signal() {
        withLeakCheck {
            let values = Fixture.signal(Fixture.values) { sig, s in
                sig.zip(with: sig.map { $0 * 100 }).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 101), .value(2, 202), .value(3, 303), .completed(4)]
            XCTAssertEqual(values, expected)
            let failed = Fixture.signal(Fixture.error) { sig, s in
                sig.zip(with: sig.map { $0 * 100 }).map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
            }
            let expectedFailure: [TimedEvent<Int, TestError>] = [.value(1, 101), .failed(2, .boom)]
            XCTAssertEqual(failed, expectedFailure)
        }
    }

    func testRetry_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.retry(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testRetry_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.retry(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testRetry_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.retry(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testRetry_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.retry(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(3, 1), .failed(4, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testRetry_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.retry(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testRetry_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.retry(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }

    func testReplayLazily_Never() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.never) { p, s in p.replayLazily(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = []
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0)])
        }
    }

    func testReplayLazily_Empty() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.empty) { p, s in p.replayLazily(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.completed(1)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testReplayLazily_Values() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values) { p, s in p.replayLazily(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 4)])
        }
    }

    func testReplayLazily_Error() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.error) { p, s in p.replayLazily(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .failed(2, .boom)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testReplayLazily_Interrupted() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.interrupted) { p, s in p.replayLazily(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(2)]
            XCTAssertEqual(run.events, expected)
        }
    }

    func testReplayLazily_Dispose() {
        withLeakCheck {
            let run = Fixture.producer(Fixture.values, disposeAt: Fixture.disposeTime) { p, s in p.replayLazily(upTo: 1) }
            let expected: [TimedEvent<Int, TestError>] = [.value(1, 1), .interrupted(1.25)]
            XCTAssertEqual(run.events, expected)
            XCTAssertEqual(run.subscriptions, [TestSubscription(0, 1.25)])
        }
    }
}
