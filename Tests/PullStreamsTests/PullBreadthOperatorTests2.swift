import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// More of ReactiveSwift's surface: error/optional mapping, materialize, skip/take variants,
/// `timeout`, `scanMap`, `repeat`, `retry(upTo:interval:on:)`, `collect(every:)`, `logEvents`,
/// `.throttle` flattening, `Lifetime.ended`, property wrappers and disposable conveniences.
final class PullBreadthOperatorTests2: CookbookTestCase {
    private func events<V, E>(_ producer: SignalProducer<V, E>) -> [String] {
        var lines: [String] = []
        producer.start { lines.append("\($0)") }
        return lines
    }

    func testMapErrorCompactMapSkipNilSkipWhile() {
        withLeakCheck {
            struct Wrapped: Error, CustomStringConvertible {
                let inner: TestError
                var description: String { "wrapped" }
            }
            XCTAssertEqual(events(SignalProducer<Int, TestError>(error: .boom).mapError { Wrapped(inner: $0) }), ["failed(wrapped)"])
            XCTAssertEqual(
                events(SignalProducer<Int, Never>([1, 2, 3, 4]).compactMap { $0 % 2 == 0 ? $0 * 10 : nil }),
                ["value(20)", "value(40)", "completed"])
            XCTAssertEqual(events(SignalProducer<Int?, Never>([1, nil, 3]).skipNil()), ["value(1)", "value(3)", "completed"])
            XCTAssertEqual(
                events(SignalProducer<Int, Never>([1, 2, 3, 1]).skip(while: { $0 < 3 })), ["value(3)", "value(1)", "completed"])
        }
    }

    func testMaterializeAndDematerialize_RoundTrip() {
        withLeakCheck {
            let source = SignalProducer<Int, TestError>(value: 1).concat(error: .boom)
            XCTAssertEqual(events(source.materialize()), ["value(value(1))", "value(failed(TestError.boom))", "completed"])
            XCTAssertEqual(events(source.materialize().dematerialize()), ["value(1)", "failed(TestError.boom)"])
            XCTAssertEqual(events(source.materializeResults()), ["value(success(1))", "value(failure(TestError.boom))", "completed"])
            XCTAssertEqual(events(source.materializeResults().dematerializeResults()), ["value(1)", "failed(TestError.boom)"])
        }
    }

    func testSkipUntilAndTakeUntilReplacement() {
        withLeakCheck {
            let (values, input) = Signal<Int, Never>.pipe()
            let (trigger, fire) = Signal<(), Never>.pipe()
            var skipped: [Int] = []
            values.skip(until: trigger).observeValues { skipped.append($0) }
            input.send(value: 1)
            fire.send(value: ())
            input.send(value: 2)
            XCTAssertEqual(skipped, [2])
            let (replacement, replace) = Signal<Int, Never>.pipe()
            var taken: [String] = []
            values.take(untilReplacement: replacement).observe { taken.append("\($0)") }
            input.send(value: 3)
            replace.send(value: 30)
            input.send(value: 4)
            replace.sendCompleted()
            XCTAssertEqual(taken, ["value(3)", "value(30)", "completed"])
            input.sendCompleted()
        }
    }

    func testTimeout_FailsWhenNotTerminatedInTime() {
        withLeakCheck {
            let s = TestScheduler()
            var lines: [String] = []
            SignalProducer<Int, Never>.never.timeout(after: 2, raising: TestError.boom, on: s).start { lines.append("\($0)") }
            s.advance(by: 1.5)
            XCTAssertEqual(lines, [])
            s.advance(by: 0.5)
            XCTAssertEqual(lines, ["failed(TestError.boom)"])
        }
    }

    func testScanMapRepeatAndTakeUntilPredicate() {
        withLeakCheck {
            XCTAssertEqual(
                events(SignalProducer<Int, Never>([1, 2, 3]).scanMap(0) { sum, value in (sum + value, "\(sum + value)") }),
                ["value(1)", "value(3)", "value(6)", "completed"])
            XCTAssertEqual(
                events(SignalProducer<Int, Never>(values: 1, 2).repeat(2)), ["value(1)", "value(2)", "value(1)", "value(2)", "completed"])
            XCTAssertEqual(events(SignalProducer<Int, Never>(value: 1).repeat(0)), ["completed"])
            XCTAssertEqual(
                events(SignalProducer<Int, Never>([1, 2, 5, 3]).take(until: { $0 < 4 })), ["value(1)", "value(2)", "value(5)", "completed"])
        }
    }

    func testRetryWithInterval_WaitsBetweenAttempts_LastFailureAtOnce() {
        withLeakCheck {
            let s = TestScheduler()
            var attempts = 0
            let failing = SignalProducer<Int, TestError> { observer, _ in
                attempts += 1
                observer.send(error: .boom)
            }
            var lines: [String] = []
            failing.retry(upTo: 2, interval: 1, on: s).start { lines.append("\($0)") }
            XCTAssertEqual(attempts, 1)
            s.advance(by: 1)
            XCTAssertEqual(attempts, 2)
            XCTAssertEqual(lines, [])
            s.advance(by: 1)
            XCTAssertEqual(attempts, 3)
            XCTAssertEqual(lines, ["failed(TestError.boom)"])
        }
    }

    func testCollectEvery_SendsBatchesOnTheScheduler() {
        withLeakCheck {
            let s = TestScheduler()
            let (signal, input) = Signal<Int, Never>.pipe()
            var batches: [[Int]] = []
            var completed = false
            signal.collect(every: .seconds(1), on: s, skipEmpty: false, discardWhenCompleted: false).observe { event in
                if let batch = event.value { batches.append(batch) }
                if case .completed = event { completed = true }
            }
            input.send(value: 1)
            input.send(value: 2)
            s.advance(by: .seconds(1))
            s.advance(by: .seconds(1))
            input.send(value: 3)
            input.sendCompleted()
            XCTAssertFalse(completed)
            s.advance(by: .seconds(1))
            XCTAssertEqual(batches, [[1, 2], [], [3]])
            XCTAssertTrue(completed)
        }
    }

    func testLogEvents_ReportsEachEventWithItsPayload() {
        withLeakCheck {
            var logged: [String] = []
            SignalProducer<Int, Never>(value: 7)
                .logEvents(identifier: "id", logger: { identifier, event, _, _, _ in logged.append("[\(identifier)] \(event)") })
                .start()
            // The value producer completes inside its start, so `started` comes last (as in ReactiveSwift).
            XCTAssertEqual(logged, ["[id] starting", "[id] value 7", "[id] completed", "[id] terminated", "[id] disposed", "[id] started"])
        }
    }

    func testFlattenThrottle_DropsInnersWhileOneRuns() {
        withLeakCheck {
            let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
            let (firstSignal, firstInput) = Signal<Int, Never>.pipe()
            let first = SignalProducer(firstSignal)
            var lines: [String] = []
            outer.flatten(.throttle).observe { lines.append("\($0)") }
            outerInput.send(value: first)
            outerInput.send(value: SignalProducer(value: 99))
            firstInput.send(value: 1)
            firstInput.sendCompleted()
            outerInput.send(value: SignalProducer(value: 2))
            outerInput.sendCompleted()
            XCTAssertEqual(lines, ["value(1)", "value(2)", "completed"])
        }
    }

    func testLifetimeEnded_PropertyWrappers_DisposableConveniences() {
        withLeakCheck {
            var token: Lifetime.Token? = Lifetime.Token()
            let lifetime = Lifetime(token!)
            var ended = false
            lifetime.ended.observeCompleted { ended = true }
            token = nil
            XCTAssertTrue(ended)

            struct Model {
                @MutableProperty var count = 1
            }
            let model = Model()
            var seen: [Int] = []
            model.$count.producer.startWithValues { seen.append($0) }
            model.count = 2
            XCTAssertEqual(seen, [1, 2])

            let composite = CompositeDisposable()
            var ran = false
            let handle = composite.add { ran = true }
            XCTAssertNotNil(handle)
            composite.dispose()
            XCTAssertTrue(ran)
            let inner: Disposable = AnyDisposable()
            ScopedDisposable(inner).dispose()
            XCTAssertTrue(inner.isDisposed)
        }
    }

    func testProducerFromResultAndThrowingAction() {
        withLeakCheck {
            XCTAssertEqual(events(SignalProducer<Int, TestError>(Result<Int, TestError>.success(3))), ["value(3)", "completed"])
            struct Thrown: Error, CustomStringConvertible { var description: String { "thrown" } }
            XCTAssertEqual(events(SignalProducer<Int, Swift.Error> { () throws -> Int in throw Thrown() }), ["failed(thrown)"])
        }
    }
}
