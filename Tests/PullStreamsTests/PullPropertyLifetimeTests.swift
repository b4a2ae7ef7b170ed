import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// Composed properties as ReactiveSwift's: they do not retain their source, keep its last value,
/// and their `signal`/`producer` end when it ends.
final class PullPropertyLifetimeTests: CookbookTestCase {
    func testDerivedProperty_DoesNotRetainItsSource() {
        withLeakCheck {
            weak var weakSource: MutableProperty<Int>?
            var derived: Property<Int>?
            do {
                let source = MutableProperty(1)
                weakSource = source
                derived = source.map { $0 * 10 }
            }
            XCTAssertNil(weakSource)
            XCTAssertEqual(derived?.value, 10)
            derived = nil
        }
    }

    func testDerivedProperty_FollowsItsSource_CompletesWhenTheSourceIsReleased() {
        withLeakCheck {
            var events: [String] = []
            var source: MutableProperty<Int>? = MutableProperty(1)
            let derived = source!.map { $0 + 1 }
            derived.signal.observe { events.append("signal \($0)") }
            derived.producer.start { events.append("producer \($0)") }
            source?.value = 5
            XCTAssertEqual(derived.value, 6)
            source = nil
            XCTAssertEqual(events, ["producer value(2)", "signal value(6)", "producer value(6)", "signal completed", "producer completed"])
            var late: [String] = []
            derived.producer.start { late.append("\($0)") }
            XCTAssertEqual(late, ["value(6)", "completed"])
            XCTAssertEqual(derived.value, 6)
        }
    }

    func testPropertyOfAProperty_DoesNotRetainIt_CapturingDoes() {
        withLeakCheck {
            weak var weakFirst: MutableProperty<Int>?
            weak var weakSecond: MutableProperty<Int>?
            var view: Property<Int>?
            var captured: Property<Int>?
            do {
                let first = MutableProperty(1)
                let second = MutableProperty(2)
                weakFirst = first
                weakSecond = second
                view = Property(first)
                captured = Property(capturing: second)
            }
            XCTAssertNil(weakFirst)
            XCTAssertNotNil(weakSecond)
            XCTAssertEqual(view?.value, 1)
            XCTAssertEqual(captured?.value, 2)
            captured = nil
            XCTAssertNil(weakSecond)
            view = nil
        }
    }

    func testPropertyInitialThen_CompletesWhenUpstreamInterrupts() {
        withLeakCheck {
            let (values, input) = Signal<Int, Never>.pipe()
            let property = Property(initial: 0, then: values)
            var events: [String] = []
            property.producer.start { events.append("\($0)") }
            input.send(value: 1)
            input.sendInterrupted()
            XCTAssertEqual(events, ["value(0)", "value(1)", "completed"])
            XCTAssertEqual(property.value, 1)
        }
    }

    func testMutablePropertyProducer_StartedAfterThePropertyIsGone_SendsLastValueThenCompleted() {
        withLeakCheck {
            var property: MutableProperty<String>? = MutableProperty("a")
            let producer = property!.producer
            property?.value = "b"
            property = nil
            var events: [String] = []
            producer.start { events.append("\($0)") }
            XCTAssertEqual(events, ["value(b)", "completed"])
        }
    }

    func testPropertyCombinators_FollowTheirSources() {
        withLeakCheck {
            let a = MutableProperty(1)
            let b = MutableProperty(false)
            let pair = a.combineLatest(with: b)
            let flag = b.negate().and(Property(value: true))
            let previous = a.combinePrevious(0)
            let unique = a.uniqueValues()
            let filtered = a.filter(initial: -1) { $0 % 2 == 0 }
            var seenUnique: [Int] = []
            unique.producer.startWithValues { seenUnique.append($0) }
            a.value = 2
            a.value = 1
            a.value = 4
            b.value = true
            XCTAssertEqual(pair.value.0, 4)
            XCTAssertEqual(pair.value.1, true)
            XCTAssertEqual(flag.value, false)
            XCTAssertEqual(previous.value.previous, 1)
            XCTAssertEqual(previous.value.current, 4)
            XCTAssertEqual(seenUnique, [1, 2, 4])
            XCTAssertEqual(filtered.value, 4)
            XCTAssertEqual(Property<Bool>.all([Property(value: true), Property(value: false)]).value, false)
            XCTAssertEqual(Property<Bool>.any([Property(value: true), Property(value: false)]).value, true)
            XCTAssertEqual(Property<Bool>.all([Property<Bool>]()).value, true)
            XCTAssertNil(Property<Int>.combineLatest([Property<Int>]()))
            XCTAssertEqual(Property<Int>.combineLatest([a, MutableProperty(7)])?.value, [4, 7])
        }
    }

    func testPropertyFlatMapLatest_SwitchesToTheNewInnerProperty() {
        withLeakCheck {
            let first = MutableProperty("x")
            let second = MutableProperty("y")
            let useFirst = MutableProperty(true)
            let current = useFirst.flatMap(.latest) { $0 ? first : second }
            XCTAssertEqual(current.value, "x")
            useFirst.value = false
            XCTAssertEqual(current.value, "y")
            first.value = "x2"
            XCTAssertEqual(current.value, "y")
            second.value = "y2"
            XCTAssertEqual(current.value, "y2")
        }
    }

    func testBindingFromAProperty_FollowsIt() {
        withLeakCheck {
            let source = MutableProperty(1)
            let target = MutableProperty(0)
            target <~ source.map { $0 * 3 }
            source.value = 2
            XCTAssertEqual(target.value, 6)
        }
    }
}
