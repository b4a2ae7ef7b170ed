import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// `Signal` (hot) and `SignalProducer` (cold): creation, observation, termination, disposal.
final class PullSignalTests: CookbookTestCase {
    func testSignalNever_SendsNothing() {
        withLeakCheck {
            var events: [Signal<Int, TestError>.Event] = []
            let disposable = Signal<Int, TestError>.never.observe { events.append($0) }
            XCTAssertNotNil(disposable)
            XCTAssertEqual(events, [])
            disposable?.dispose()
        }
    }

    func testSignalEmpty_IsAlreadyTerminated() {
        withLeakCheck {
            var events: [Signal<Int, TestError>.Event] = []
            let disposable = Signal<Int, TestError>.empty.observe { events.append($0) }
            XCTAssertNil(disposable)
            XCTAssertEqual(events, [.interrupted])
        }
    }

    func testSignalGenerator_RunsOnceImmediately_LifetimeEndsAfterTerminal() {
        withLeakCheck {
            var log: [String] = []
            var input: Signal<Int, TestError>.Observer?
            let signal = Signal<Int, TestError> { observer, lifetime in
                log.append("generator")
                lifetime.observeEnded { log.append("ended") }
                input = observer
            }
            signal.observe { log.append("\($0)") }
            input?.send(value: 1)
            input?.send(error: .boom)
            XCTAssertEqual(log, ["generator", "value(1)", "failed(TestError.boom)", "ended"])
            input = nil
        }
    }

    func testSignalObserveVariants() {
        withLeakCheck {
            let (output, input) = Signal<Int, TestError>.pipe()
            var log: [String] = []
            output.observeResult { log.append("result \($0)") }
            output.observeFailed { log.append("failed \($0)") }
            output.observeCompleted { log.append("completed") }
            output.observeInterrupted { log.append("interrupted") }
            input.send(value: 1)
            input.send(error: .boom)
            XCTAssertEqual(log, ["result success(1)", "result failure(TestError.boom)", "failed TestError.boom"])
        }
    }

    func testSignalObserveValues_ErrorNever() {
        withLeakCheck {
            let (output, input) = Signal<Int, Never>.pipe()
            var values: [Int] = []
            output.observeValues { values.append($0) }
            input.send(value: 1)
            input.send(value: 2)
            input.sendCompleted()
            XCTAssertEqual(values, [1, 2])
        }
    }

    func testSignalInterruptedObserver_ObserveCompletedAfterInterruption() {
        withLeakCheck {
            let (output, input) = Signal<Int, Never>.pipe()
            var log: [String] = []
            input.sendInterrupted()
            output.observeInterrupted { log.append("late interrupted") }
            XCTAssertEqual(log, ["late interrupted"])
        }
    }

    func testEvent_Helpers() {
        let value = Signal<Int, TestError>.Event.value(3)
        XCTAssertEqual(value.value, 3)
        XCTAssertNil(value.error)
        XCTAssertFalse(value.isTerminating)
        let failed = Signal<Int, TestError>.Event.failed(.boom)
        XCTAssertEqual(failed.error, .boom)
        XCTAssertNil(failed.value)
        XCTAssertTrue(failed.isTerminating)
        XCTAssertTrue(Signal<Int, TestError>.Event.completed.isTerminating)
        XCTAssertTrue(Signal<Int, TestError>.Event.interrupted.isTerminating)
        XCTAssertNotEqual(Signal<Int, TestError>.Event.completed, .interrupted)
    }

    func testObserver_Initializers() {
        var log: [String] = []
        let observer = Signal<Int, TestError>.Observer(
            value: { log.append("v\($0)") }, failed: { log.append("f\($0)") },
            completed: { log.append("c") }, interrupted: { log.append("i") }
        )
        observer.send(value: 1)
        observer.send(.value(2))
        observer.send(error: .boom)
        observer.sendCompleted()
        observer.sendInterrupted()
        XCTAssertEqual(log, ["v1", "v2", "fTestError.boom", "c", "i"])
    }

    func testSignalVsProducer_HotSharesColdRepeats() {
        withLeakCheck {
            var starts = 0
            let producer = SignalProducer<Int, Never> { observer, _ in
                starts += 1
                observer.send(value: starts)
                observer.sendCompleted()
            }
            var cold: [Int] = []
            producer.startWithValues { cold.append($0) }
            producer.startWithValues { cold.append($0) }
            XCTAssertEqual(cold, [1, 2])

            let (signal, input) = Signal<Int, Never>.pipe()
            var first: [Int] = []
            var second: [Int] = []
            signal.observeValues { first.append($0) }
            input.send(value: 1)
            signal.observeValues { second.append($0) }
            input.send(value: 2)
            input.sendCompleted()
            XCTAssertEqual(first, [1, 2])
            XCTAssertEqual(second, [2])
        }
    }

    func testProducerFromSignal_SeesOnlyLaterEvents() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            input.send(value: 0)
            var values: [Int] = []
            SignalProducer(signal).startWithValues { values.append($0) }
            input.send(value: 1)
            input.sendCompleted()
            XCTAssertEqual(values, [1])
        }
    }

    func testProducerNever_DisposeInterrupts_EmptyCompletes() {
        withLeakCheck {
            var log: [String] = []
            let disposable = SignalProducer<Int, TestError>.never.start { log.append("\($0)") }
            XCTAssertEqual(log, [])
            disposable.dispose()
            SignalProducer<Int, TestError>.empty.start { log.append("\($0)") }
            XCTAssertEqual(log, ["interrupted", "completed"])
        }
    }

    func testProducerDispose_DuringSynchronousStart_StopsSequence() {
        withLeakCheck {
            var values: [Int] = []
            SignalProducer<Int, Never>(1...100).take(first: 3).startWithValues { values.append($0) }
            XCTAssertEqual(values, [1, 2, 3])
        }
    }

    func testProducerTakeFirst_InterruptsSourceWork() {
        withLeakCheck {
            let scheduler = TestScheduler()
            var ticks = 0
            let ticker = SignalProducer<Int, Never> { observer, lifetime in
                lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(1), interval: .seconds(1)) {
                    ticks += 1
                    observer.send(value: ticks)
                }
            }
            var values: [Int] = []
            ticker.take(first: 2).startWithValues { values.append($0) }
            scheduler.advance(by: 10)
            XCTAssertEqual(values, [1, 2])
            XCTAssertEqual(ticks, 2, "take(first:) must stop the timer once it completed")
            XCTAssertEqual(scheduler.clock.pendingCount, 0)
        }
    }

    func testPromoteError_NeverToTestError() {
        withLeakCheck {
            var events: [Signal<Int, TestError>.Event] = []
            SignalProducer<Int, Never>(value: 1).promoteError(TestError.self).start { events.append($0) }
            let (signal, input) = Signal<Int, Never>.pipe()
            signal.promoteError(TestError.self).observe { events.append($0) }
            input.send(value: 2)
            input.sendInterrupted()
            XCTAssertEqual(events, [.value(1), .completed, .value(2), .interrupted])
        }
    }

    func testFlatMapOverloads_ErrorNeverOuter() {
        withLeakCheck {
            var events: [Signal<Int, TestError>.Event] = []
            SignalProducer<Int, Never>(values: 1, 2)
                .flatMap(.concat) { value -> SignalProducer<Int, TestError> in
                    value == 2 ? SignalProducer(error: .boom) : SignalProducer(value: value)
                }
                .start { events.append($0) }
            XCTAssertEqual(events, [.value(1), .failed(.boom)])
            var plain: [Int] = []
            SignalProducer<Int, Never>(values: 1, 2)
                .flatMap(.merge) { SignalProducer<Int, Never>(value: $0 * 3) }
                .startWithValues { plain.append($0) }
            XCTAssertEqual(plain, [3, 6])
        }
    }

    func testStaticCombineLatest_SignalAndProducer() {
        withLeakCheck {
            let (a, ai) = Signal<Int, Never>.pipe()
            let (b, bi) = Signal<Int, Never>.pipe()
            var sums: [Int] = []
            Signal.combineLatest(a, b).observeValues { sums.append($0.0 + $0.1) }
            var producerSums: [Int] = []
            SignalProducer.combineLatest(a, SignalProducer(b)).startWithValues { producerSums.append($0.0 + $0.1) }
            ai.send(value: 1)
            bi.send(value: 10)
            ai.send(value: 2)
            ai.sendCompleted()
            bi.sendCompleted()
            XCTAssertEqual(sums, [11, 12])
            XCTAssertEqual(producerSums, [11, 12])
        }
    }

    func testMapKeyPath() {
        withLeakCheck {
            var lengths: [Int] = []
            SignalProducer<String, Never>(values: "a", "abc").map(\.count).startWithValues { lengths.append($0) }
            XCTAssertEqual(lengths, [1, 3])
        }
    }

    func testMapPitfall_InterpolatingClosurePicksMapValue() {
        let producer = SignalProducer<Int, Never>(value: 1)
        XCTAssertEqual(typeName(producer.map { "v\($0)" }), "SignalProducer<(Any.Type) -> String, Never>")
        XCTAssertEqual(typeName(producer.map { (n: Int) -> String in "v\(n)" }), "SignalProducer<String, Never>")
    }
}
