import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// `flatten(_:)` and the `SignalProducerConvertible` forms of `flatMap`/`flatMapError`: closures
/// returning `.init(value:)`, a `Signal` or a `Property` type-check and flatten as ReactiveSwift's do.
final class PullFlattenOverloadTests: CookbookTestCase {
    func testFlatMapLatest_ClosureReturningInitValue_InfersTheProducer() {
        withLeakCheck {
            var never: [Int] = []
            var failing: [Int] = []
            SignalProducer<Int, Never>(values: 1, 2).flatMap(.latest) { _ in .init(value: 0) }.startWithValues { never.append($0) }
            _ = SignalProducer<Int, TestError>.empty.flatMap(.latest) { _ in .init(value: 0) }
            SignalProducer<Int, TestError>(values: 1, 2).flatMap(.latest) { _ in .init(value: 5) }.startWithResult {
                if case let .success(v) = $0 { failing.append(v) }
            }
            XCTAssertEqual(never, [0, 0])
            XCTAssertEqual(failing, [5, 5])
            _ = Signal<Int, Never>.empty.flatMap(.latest) { _ in .init(value: 0) }
            _ = Signal<Int, TestError>.empty.flatMap(.latest) { _ in .init(value: 0) }
            _ = Signal<Int, TestError>.empty.flatMap(.latest) { _ in .init(result: Result<Int, TestError>.failure(.boom)) }
        }
    }

    func testFlatMapError_ClosureReturningInitValue_Recovers() {
        withLeakCheck {
            var events: [String] = []
            _ = SignalProducer<Int, TestError>.empty.flatMapError { _ in .init(value: 0) }
            SignalProducer<Int, TestError>(error: .boom).flatMapError { _ in .init(value: 9) }.start { events.append("\($0)") }
            XCTAssertEqual(events, ["value(9)", "completed"])
        }
    }

    func testFlatten_ProducerOfProducers_EachStrategy() {
        withLeakCheck {
            let inners = SignalProducer<SignalProducer<Int, Never>, Never>(values: SignalProducer(values: 1, 2), SignalProducer(value: 3))
            var merged: [Int] = []
            var concatenated: [Int] = []
            var latest: [Int] = []
            inners.flatten(.merge).startWithValues { merged.append($0) }
            inners.flatten(.concat).startWithValues { concatenated.append($0) }
            inners.flatten(.latest).startWithValues { latest.append($0) }
            XCTAssertEqual(merged, [1, 2, 3])
            XCTAssertEqual(concatenated, [1, 2, 3])
            XCTAssertEqual(latest, [1, 2, 3])
        }
    }

    func testFlatten_LatestSwitchesBetweenSignals_DisposesThePreviousInner() {
        withLeakCheck {
            let (outer, outerInput) = Signal<Signal<Int, TestError>, TestError>.pipe()
            let (first, firstInput) = Signal<Int, TestError>.pipe()
            let (second, secondInput) = Signal<Int, TestError>.pipe()
            var events: [String] = []
            outer.flatten(.latest).observe { events.append("\($0)") }
            outerInput.send(value: first)
            firstInput.send(value: 1)
            outerInput.send(value: second)
            firstInput.send(value: 2)
            secondInput.send(value: 3)
            outerInput.sendCompleted()
            secondInput.sendCompleted()
            XCTAssertEqual(events, ["value(1)", "value(3)", "completed"])
        }
    }

    func testFlatten_NeverFailingOuterOfFailingInners_FailsWithTheInnerError() {
        withLeakCheck {
            var events: [String] = []
            SignalProducer<SignalProducer<Int, TestError>, Never>(value: SignalProducer(error: .boom))
                .flatten(.concat).start { events.append("\($0)") }
            XCTAssertEqual(events, ["failed(TestError.boom)"])
        }
    }

    func testFlatten_Sequences_SendsTheirElements() {
        withLeakCheck {
            var values: [Int] = []
            SignalProducer<[Int], Never>(values: [1, 2], [], [3]).flatten().startWithValues { values.append($0) }
            XCTAssertEqual(values, [1, 2, 3])
        }
    }

    func testFlatMap_IntoAProperty_FollowsTheCurrentInner() {
        withLeakCheck {
            let inner = MutableProperty(10)
            var values: [Int] = []
            SignalProducer<Int, Never>(value: 1).flatMap(.latest) { _ in inner }.startWithValues { values.append($0) }
            inner.value = 11
            XCTAssertEqual(values, [10, 11])
        }
    }

    func testFlatMap_IntoAResult() {
        withLeakCheck {
            var events: [String] = []
            SignalProducer<Int, TestError>(values: 1, 2).flatMap(.concat) { value in
                value == 2 ? Result<Int, TestError>.failure(.boom) : .success(value * 10)
            }.start { events.append("\($0)") }
            XCTAssertEqual(events, ["value(10)", "failed(TestError.boom)"])
        }
    }
}
