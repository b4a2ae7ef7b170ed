import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// `MutableProperty`, `Property`, `<~`, and the time sources `timer`, `interval`, `sample`.
final class PullPropertyAndTimeTests: CookbookTestCase {
    func testMutableProperty_ProducerSignalAndCompletionOnRelease() {
        withLeakCheck {
            var log: [String] = []
            var property: MutableProperty<Int>? = MutableProperty(1)
            property?.producer.start { log.append("producer \($0)") }
            property?.signal.observe { log.append("signal \($0)") }
            property?.value = 2
            XCTAssertEqual(property?.swap(3), 2)
            property?.modify { $0 *= 10 }
            XCTAssertEqual(property?.value, 30)
            property = nil
            XCTAssertEqual(
                log,
                [
                    "producer value(1)", "producer value(2)", "signal value(2)", "producer value(3)", "signal value(3)",
                    "producer value(30)", "signal value(30)", "producer completed", "signal completed",
                ])
        }
    }

    func testBinding_EndsWithSourceOrTargetLifetime() {
        withLeakCheck {
            let (source, input) = Signal<Int, Never>.pipe()
            var target: MutableProperty<Int>? = MutableProperty(0)
            let binding = target! <~ source
            input.send(value: 4)
            XCTAssertEqual(target?.value, 4)
            target = nil
            XCTAssertTrue(binding?.isDisposed == false)
            input.send(value: 5)
            input.sendCompleted()
            let late = MutableProperty(0)
            late <~ SignalProducer<Int, Never>(values: 1, 2)
            XCTAssertEqual(late.value, 2)
        }
    }

    func testProperty_ConstantInitialThenAndMap() {
        withLeakCheck {
            var constant: [Signal<Int, Never>.Event] = []
            Property(value: 3).producer.start { constant.append($0) }
            XCTAssertEqual(constant, [.value(3), .completed])
            let derived = Property(initial: 0, then: SignalProducer<Int, Never>(values: 1, 2))
            XCTAssertEqual(derived.value, 2)
            let source = MutableProperty(1)
            let doubled = source.map { (n: Int) -> Int in n * 2 }
            let named = source.map(value: "constant")
            source.value = 5
            XCTAssertEqual(doubled.value, 10)
            XCTAssertEqual(named.value, "constant")
            XCTAssertEqual(Property(source).value, 5)
            XCTAssertEqual(MutableProperty("abc").map(\.count).value, 3)
        }
    }

    func testTimer_FiresEveryInterval_UntilDisposed() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let recorder = TestRecorder<TimeInterval, Never>(scheduler: scheduler)
            let disposable = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: scheduler)
                .map { $0.timeIntervalSinceReferenceDate }
                .start(recorder.observer)
            scheduler.advance(by: 2.5)
            disposable.dispose()
            scheduler.advance(by: 5)
            XCTAssertEqual(recorder.events, [.value(1, 1), .value(2, 2), .interrupted(2.5)])
            XCTAssertEqual(scheduler.clock.pendingCount, 0)
        }
    }

    func testInterval_EmptySequenceCompletesAfterOneInterval() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
            SignalProducer<Int, Never>.interval([Int](), interval: .seconds(2), on: scheduler).start(recorder.observer)
            scheduler.run()
            XCTAssertEqual(recorder.events, [.completed(2)])
        }
    }

    func testSample_ProducerForms() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
            let ticks = SignalProducer<Date, Never>.timer(interval: .seconds(1), on: scheduler).map { _ in () }.take(first: 2)
            SignalProducer<Int, Never>(value: 7).sample(on: ticks).start(recorder.observer)
            scheduler.run()
            XCTAssertEqual(recorder.events, [.value(1, 7), .value(2, 7), .completed(2)])
        }
    }
}
