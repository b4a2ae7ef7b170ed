import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import XCTest

extension PullContractRuleTests {
    // MARK: - Reentrancy: sending into a subject from its own callback is delivered in order, never deadlocks

    func testContract_ReentrantSendIsDeliveredInOrder_EveryObserverSeesTheSameOrder() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            var first: [String] = []
            var second: [Int] = []
            signal.observeValues { value in
                first.append("begin \(value)")
                if value < 3 { input.send(value: value + 1) }
                first.append("end \(value)")
            }
            signal.observeValues { second.append($0) }
            input.send(value: 1)
            input.sendCompleted()
            XCTAssertEqual(first, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
            XCTAssertEqual(second, [1, 2, 3])
        }
    }

    func testContract_ReentrantSendIsDeliveredInOrder_ThroughAnOperatorChainIntoItsSource() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            var seen: [Int] = []
            signal.map { $0 * 10 }.filter { $0 < 60 }.observeValues { value in
                seen.append(value)
                input.send(value: value / 10 + 1)
            }
            input.send(value: 1)
            input.sendCompleted()
            XCTAssertEqual(seen, [10, 20, 30, 40, 50])
        }
    }

    func testContract_ReentrantSendIsDeliveredInOrder_MutablePropertySetFromItsOwnObserver() {
        withLeakCheck {
            let property = MutableProperty(0)
            var seen: [Int] = []
            property.producer.startWithValues { [unowned property] value in
                seen.append(value)
                if value < 3 { property.value = value + 1 }
            }
            XCTAssertEqual(seen, [0, 1, 2, 3])
            XCTAssertEqual(property.value, 3)
        }
    }

    func testContract_ReentrantSendIsDeliveredInOrder_ATerminalSentFromACallbackDropsLaterValues() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            var events: [Signal<Int, Never>.Event] = []
            signal.observe { event in
                events.append(event)
                if case .value(1) = event {
                    input.sendCompleted()
                    input.send(value: 2)
                }
            }
            input.send(value: 1)
            input.send(value: 3)
            XCTAssertEqual(events, [.value(1), .completed])
        }
    }

    func testContract_ReentrantSendNeverDeadlocks_WhileAnotherThreadSends() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let received = Locked<[Int]>([])
            let box = UncheckedSendableBox(input)
            signal.observeValues { value in
                received.withLock { $0.append(value) }
                // Echo every value from the main sender once, re-entrantly, as a negative number.
                if value > 0, value % 2 == 0 { box.value.send(value: -value) }
            }
            let finished = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 2) { thread in
                    for value in 1...500 { box.value.send(value: thread == 0 ? value * 2 : value * 2 + 1) }
                }
                finished.signal()
            }
            XCTAssertEqual(finished.wait(timeout: .now() + 5), .success, "a re-entrant send deadlocked")
            input.sendCompleted()
            let values = received.withLock { $0 }
            XCTAssertEqual(values.count, 1_500)
            // Each echo follows the value that caused it.
            for (index, value) in values.enumerated() where value < 0 {
                XCTAssertTrue(values[..<index].contains(-value))
            }
        }
    }
}
