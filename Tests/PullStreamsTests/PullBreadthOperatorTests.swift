import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The operators ReactiveSwift code uses most that were missing: `collect`, `reduce`, `attempt`,
/// the Boolean ones, `then`, `concat`, `merge(with:)`, `withLatest(from:)`, `lift`,
/// `throttle(while:)`, `lazyMap`. Expected values follow ReactiveSwift's operator sources.
final class PullBreadthOperatorTests: CookbookTestCase {
    private func events<V>(_ producer: SignalProducer<V, TestError>) -> [String] {
        var lines: [String] = []
        producer.start { lines.append("\($0)") }
        return lines
    }

    func testCollect_AllValuesOnCompletion_EmptyArrayWhenNone() {
        withLeakCheck {
            XCTAssertEqual(events(SignalProducer<Int, TestError>(values: 1, 2, 3).collect()), ["value([1, 2, 3])", "completed"])
            XCTAssertEqual(events(SignalProducer<Int, TestError>.empty.collect()), ["value([])", "completed"])
            XCTAssertEqual(events(SignalProducer<Int, TestError>(value: 1).concat(error: .boom).collect()), ["failed(TestError.boom)"])
        }
    }

    func testCollectCount_BatchesAndARemainder() {
        withLeakCheck {
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>([1, 2, 3, 4, 5]).collect(count: 2)),
                ["value([1, 2])", "value([3, 4])", "value([5])", "completed"])
        }
    }

    func testCollectWhile_PredicateOnCollected_AndOnCollectedAndLatest() {
        withLeakCheck {
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>([1, 2, 3, 4]).collect { $0.reduce(0, +) >= 3 }),
                ["value([1, 2])", "value([3])", "value([4])", "completed"])
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>([1, 2, 5, 6]).collect { collected, latest in latest > (collected.last ?? 0) + 1 }),
                ["value([1, 2])", "value([5, 6])", "completed"])
        }
    }

    func testReduce_SendsTheResultOnCompletion_InitialWhenEmpty() {
        withLeakCheck {
            XCTAssertEqual(events(SignalProducer<Int, TestError>(values: 1, 2, 3).reduce(10, +)), ["value(16)", "completed"])
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>.empty.reduce(into: [Int]()) { $0.append($1) }), ["value([])", "completed"])
        }
    }

    func testAttemptAndAttemptMap_FailureEndsTheStream() {
        withLeakCheck {
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>(values: 1, -1, 2).attempt { $0 > 0 ? .success(()) : .failure(.boom) }),
                ["value(1)", "failed(TestError.boom)"])
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>(values: 1, 2).attemptMap { .success($0 * 10) }),
                ["value(10)", "value(20)", "completed"])
            struct Thrown: Error {}
            var thrown: [String] = []
            SignalProducer<Int, Never>(values: 1, 2).attemptMap { value -> Int in
                if value == 2 { throw Thrown() }
                return value
            }.start { thrown.append($0.value.map { "value(\($0))" } ?? ($0.isTerminating ? "terminal" : "?")) }
            XCTAssertEqual(thrown, ["value(1)", "terminal"])
        }
    }

    func testBooleanOperators_AndOrNegateAllAny() {
        withLeakCheck {
            let t = SignalProducer<Bool, Never>(value: true)
            let f = SignalProducer<Bool, Never>(value: false)
            var results: [Bool] = []
            t.and(f).startWithValues { results.append($0) }
            t.or(f).startWithValues { results.append($0) }
            f.negate().startWithValues { results.append($0) }
            SignalProducer.all([t, t]).startWithValues { results.append($0) }
            SignalProducer.any([f, f]).startWithValues { results.append($0) }
            SignalProducer.all([SignalProducer<Bool, Never>]()).startWithValues { results.append($0) }
            SignalProducer.any([SignalProducer<Bool, Never>]()).startWithValues { results.append($0) }
            XCTAssertEqual(results, [false, true, true, true, false, true, false])
            let (a, ai) = Signal<Bool, Never>.pipe()
            let (b, bi) = Signal<Bool, Never>.pipe()
            var signalResults: [Bool] = []
            a.and(b).observeValues { signalResults.append($0) }
            ai.send(value: true)
            bi.send(value: false)
            bi.send(value: true)
            XCTAssertEqual(signalResults, [false, true])
        }
    }

    func testThen_IgnoresValuesThenStartsTheReplacement_FailureSkipsIt() {
        withLeakCheck {
            var started = 0
            let replacement = SignalProducer<String, TestError> { observer, _ in
                started += 1
                observer.send(value: "next")
                observer.sendCompleted()
            }
            XCTAssertEqual(events(SignalProducer<Int, TestError>(values: 1, 2).then(replacement)), ["value(next)", "completed"])
            XCTAssertEqual(events(SignalProducer<Int, TestError>(error: .boom).then(replacement)), ["failed(TestError.boom)"])
            XCTAssertEqual(started, 1)
            var never: [String] = []
            SignalProducer<Int, Never>(value: 1).then(SignalProducer<Int, TestError>(value: 2)).start { never.append("\($0)") }
            XCTAssertEqual(never, ["value(2)", "completed"])
        }
    }

    func testConcatAndMergeWith() {
        withLeakCheck {
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>(value: 1).concat(SignalProducer(value: 2)).concat(value: 3)),
                ["value(1)", "value(2)", "value(3)", "completed"])
            XCTAssertEqual(events(SignalProducer<Int, TestError>(value: 1).concat(error: .boom)), ["value(1)", "failed(TestError.boom)"])
            XCTAssertEqual(
                events(SignalProducer<Int, TestError>(value: 1).merge(with: SignalProducer(value: 2))),
                ["value(1)", "value(2)", "completed"])
            XCTAssertEqual(
                events(
                    SignalProducer<Int, TestError>.merge([SignalProducer(value: 1), SignalProducer(value: 2), SignalProducer(value: 3)])),
                ["value(1)", "value(2)", "value(3)", "completed"])
        }
    }

    func testWithLatestFrom_PairsWithTheLatestSample_DropsValuesBeforeIt() {
        withLeakCheck {
            let (taps, tap) = Signal<Int, Never>.pipe()
            let text = MutableProperty("a")
            let (samples, sample) = Signal<String, Never>.pipe()
            var fromSignal: [String] = []
            var fromProperty: [String] = []
            taps.withLatest(from: samples).observeValues { fromSignal.append("\($0.0)\($0.1)") }
            SignalProducer(taps).withLatest(from: text).startWithValues { fromProperty.append("\($0.0)\($0.1)") }
            tap.send(value: 1)
            sample.send(value: "x")
            text.value = "b"
            tap.send(value: 2)
            sample.sendCompleted()
            tap.send(value: 3)
            tap.sendCompleted()
            XCTAssertEqual(fromSignal, ["2x", "3x"])
            XCTAssertEqual(fromProperty, ["1a", "2b", "3b"])
        }
    }

    func testLift_AppliesASignalOperatorPerRun() {
        withLeakCheck {
            var values: [Int] = []
            let lifted = SignalProducer<Int, Never>(values: 1, 2).lift { $0.map { $0 * 2 } }
            lifted.startWithValues { values.append($0) }
            lifted.startWithValues { values.append($0) }
            XCTAssertEqual(values, [2, 4, 2, 4])
        }
    }

    func testLift_ATerminalEventDownstreamEndsTheUpstreamRun() {
        withLeakCheck {
            var sent = 0
            let counting = SignalProducer<Int, Never> { observer, lifetime in
                for value in 0..<50 where !lifetime.hasEnded {
                    sent += 1
                    observer.send(value: value)
                }
                observer.sendCompleted()
            }
            var values: [Int] = []
            counting.lift { $0.take(first: 3) }.startWithValues { values.append($0) }
            XCTAssertEqual(values, [0, 1, 2])
            XCTAssertEqual(sent, 3)
        }
    }

    func testSignalNever_StaysAliveWhileObserved_EndsWhenTheLiftedRunIsDisposed() {
        withLeakCheck {
            var lines: [String] = []
            let d = SignalProducer<Int, Never>.empty
                .lift { _ in Signal<Int, Never>.never.on(disposed: { lines.append("disposed") }) }
                .start { lines.append("\($0)") }
            XCTAssertEqual(lines, [])
            d.dispose()
            XCTAssertEqual(lines, ["interrupted", "disposed"])
        }
    }

    func testLifetimeEmpty_IsOneEndedInstance() {
        XCTAssertTrue(Lifetime.empty === Lifetime.empty)
        XCTAssertTrue(Lifetime.empty.hasEnded)
    }

    func testThrottleWhile_HoldsTheLatestWhileTrue_SendsItWhenFalse() {
        withLeakCheck {
            let paused = MutableProperty(false)
            let (signal, input) = Signal<Int, Never>.pipe()
            var values: [Int] = []
            signal.throttle(while: paused, on: ImmediateScheduler()).observeValues { values.append($0) }
            input.send(value: 1)
            paused.value = true
            input.send(value: 2)
            input.send(value: 3)
            XCTAssertEqual(values, [1])
            paused.value = false
            input.send(value: 4)
            XCTAssertEqual(values, [1, 3, 4])
            input.sendCompleted()
        }
    }

    func testLazyMap_TransformsOnlyTheLatestOfABurst() {
        withLeakCheck {
            let s = TestScheduler()
            let (signal, input) = Signal<Int, Never>.pipe()
            var transformed: [Int] = []
            var values: [Int] = []
            signal.lazyMap(on: s) { value -> Int in
                transformed.append(value)
                return value * 10
            }.observeValues { values.append($0) }
            input.send(value: 1)
            input.send(value: 2)
            XCTAssertEqual(values, [])
            s.advance()
            input.send(value: 3)
            s.advance()
            XCTAssertEqual(transformed, [2, 3])
            XCTAssertEqual(values, [20, 30])
            input.sendCompleted()
            s.advance()
        }
    }

    func testBindings_IntoAnOptional_AnObserver_AndOnAScheduler() {
        withLeakCheck {
            let s = TestScheduler()
            let source = MutableProperty(1)
            let optional = MutableProperty<Int?>(nil)
            optional <~ source
            XCTAssertEqual(optional.value, 1)
            var observed: [Int] = []
            let observer = Signal<Int, Never>.Observer(value: { observed.append($0) })
            let binding = observer <~ source
            source.value = 2
            XCTAssertEqual(observed, [1, 2])
            binding.dispose()
            let (lifetime, token) = Lifetime.make()
            var scheduled: [Int] = []
            BindingTarget(on: s, lifetime: lifetime) { scheduled.append($0) } <~ source
            source.value = 3
            XCTAssertEqual(scheduled, [], "delivered on the scheduler")
            s.advance()
            XCTAssertEqual(scheduled, [2, 3])
            withExtendedLifetime(token) {}
        }
    }
}
