import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

extension ConformanceMoreTests {
    @inline(never)
    private func propertyLifetime(_ tr: Transcript) {
        let p = MutableProperty(1)
        p.producer.start(tr.observer("producer"))
        p.signal.observe(tr.observer("signal"))
        p.value = 2
        p.value = 2
        p.value = 3
        p.modify { $0 += 10 }
        let old = p.swap(100)
        tr.log("swap returned old=\(old), value=\(p.value)")
        tr.log("late producer start:")
        p.producer.take(first: 1).start(tr.observer("late-producer"))
        tr.log("property going out of scope")
    }

    func testConformance_property_producer_vs_signal() {
        assertGolden("property_producer_vs_signal") { tr in
            propertyLifetime(tr)
            tr.log("end")
        }
    }

    func testConformance_property_binding_and_map() {
        assertGolden("property_binding_and_map") { tr in
            scoped(tr) {
                let (output, input) = Signal<Int, Never>.pipe()
                let count = MutableProperty(0)
                count <~ output
                // The overload pitfall, resolved exactly as with ReactiveSwift: map(value:) wins.
                let ambiguous = count.map { "count=\($0)" }
                tr.log("count.map { \"count=\\($0)\" } :: \(typeName(ambiguous))")
                let text = count.map { (n: Int) -> String in "count=\(n)" }
                tr.log("count.map { (n: Int) -> String in ... } :: \(typeName(text))")
                text.producer.start(tr.observer("text"))
                input.send(value: 1)
                input.send(value: 5)
                tr.log("count.value=\(count.value) text.value=\(show(text.value))")
                let derived = Property(initial: -1, then: SignalProducer<Int, Never>(values: 10, 20))
                tr.log("Property(initial:-1, then:[10,20]).value=\(derived.value)")
                let constant = Property(value: 3)
                constant.producer.start(tr.observer("constant"))
                input.sendCompleted()
                input.send(value: 9)
                tr.log("after source completed, count.value=\(count.value) (binding ended)")
                count.value = 6
                withExtendedLifetime((count, text, constant, derived)) {}
            }
        }
    }
}
