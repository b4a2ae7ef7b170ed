import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The operators that deliver on a scheduler (`observe(on:)`, `delay`, `throttle`, `debounce`), as
/// ReactiveSwift's `UnaryAsyncOperator`: disposing a run ends it at once (nothing queued is delivered
/// afterwards) and sends `interrupted` on the scheduler's next turn, not synchronously.
final class PullAsyncOperatorTests: CookbookTestCase {
    private typealias Operator = (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>

    private let operators: [(String, Operator)] = [
        ("observe(on:)", { $0.observe(on: $1) }),
        ("delay", { $0.delay(1, on: $1) }),
        ("throttle", { $0.throttle(1, on: $1) }),
        ("debounce", { $0.debounce(1, on: $1) }),
    ]

    func testAsyncOperators_DisposedRun_InterruptsOnTheScheduler_NoQueuedValueDelivered() {
        for (name, op) in operators {
            withScheduledPipe { s, _, _, log in
                let d = op(SignalProducer(0..<128), s).start(log.record)
                XCTAssertEqual(log.events, [], name)
                d.dispose()
                XCTAssertEqual(log.events, [], "\(name): interrupted waits for the scheduler")
                s.run()
                XCTAssertEqual(log.events, ["interrupted"], name)
            }
        }
    }

    func testObserveOn_DisposedWhileValuesQueued_LaterSendsAreNotDelivered() {
        withScheduledPipe { s, signal, input, log in
            let d = SignalProducer(signal).observe(on: s).start(log.record)
            input.send(value: 1)
            s.advance()
            input.send(value: 2)
            d.dispose()
            input.send(value: 3)
            s.advance()
            XCTAssertEqual(log.events, ["value(1)", "interrupted"])
        }
    }

    func testThrottle_AfterRewind_ValueIsNotHeldBackByALaterPreviousSend() {
        withScheduledPipe { s, signal, input, _ in
            var values: [Int] = []
            signal.throttle(1, on: s).observeValues { values.append($0) }
            input.send(value: 0)
            s.advance()
            s.advance(by: .seconds(3))
            input.send(value: 1)
            s.advance()
            XCTAssertEqual(values, [0, 1])
            input.send(value: 2)
            input.send(value: 3)
            s.advance()
            XCTAssertEqual(values, [0, 1], "2 and 3 wait for the window that ends a second after 1")
            s.rewind(by: .seconds(2))
            input.send(value: 4)
            s.advance()
            XCTAssertEqual(values, [0, 1, 4], "the previous send is dated after now: 4 goes at once, replacing 3")
            input.send(value: 5)
            input.send(value: 6)
            s.advance()
            XCTAssertEqual(values, [0, 1, 4])
            s.run()
            XCTAssertEqual(values, [0, 1, 4, 6])
            input.sendCompleted()
            s.advance()
        }
    }

    func testThrottle_PendingValueDroppedOnDispose() {
        withScheduledPipe { s, signal, input, log in
            let d = SignalProducer(signal).throttle(1, on: s).start(log.record)
            sendThroughThenHold(1, 2, into: input, s)
            d.dispose()
            s.run()
            XCTAssertEqual(log.events, ["value(1)", "interrupted"])
        }
    }

    func testThrottle_CompletionScheduledAtOnce_PendingValueDropped() {
        withScheduledPipe { s, signal, input, log in
            signal.throttle(1, on: s).observe(log.record)
            sendThroughThenHold(0, 1, into: input, s)
            input.sendCompleted()
            XCTAssertEqual(log.events, ["value(0)"])
            s.advance()
            XCTAssertEqual(log.events, ["value(0)", "completed"])
            s.run()
            XCTAssertEqual(log.events, ["value(0)", "completed"])
        }
    }

    func testDebounce_DiscardWhenCompleted_DropsThePendingValue() {
        withScheduledPipe { s, signal, input, log in
            signal.debounce(1, on: s).observe(log.record)
            input.send(value: 1)
            s.advance(by: 0.5)
            input.send(value: 2)
            input.sendCompleted()
            XCTAssertEqual(log.events, [])
            s.advance()
            XCTAssertEqual(log.events, ["completed"])
        }
    }

    func testDebounce_KeepWhenCompleted_SendsThePendingValueWhenDueThenCompletes() {
        withScheduledPipe { s, signal, input, log in
            signal.debounce(1, on: s, discardWhenCompleted: false).observe { log.record($0, at: s) }
            input.send(value: 1)
            s.advance(by: 0.5)
            input.send(value: 2)
            input.sendCompleted()
            s.advance(to: Date(timeIntervalSinceReferenceDate: 1.4999))
            XCTAssertEqual(log.events, [])
            s.advance(to: Date(timeIntervalSinceReferenceDate: 1.5))
            XCTAssertEqual(log.events, ["value(2)@1.5", "completed@1.5"])
        }
    }

    func testDelay_CompletionArrivesAfterTheDelayedValues() {
        withScheduledPipe { s, _, _, log in
            SignalProducer<Int, Never>(values: 1, 2).delay(2, on: s).start { log.record($0, at: s) }
            s.advance(by: 1.5)
            XCTAssertEqual(log.events, [])
            s.advance(by: 0.5)
            XCTAssertEqual(log.events, ["value(1)@2.0", "value(2)@2.0", "completed@2.0"])
        }
    }

    /// What an operator over a pipe delivered: "value(1)", "completed", … (stamped "@seconds" when timed).
    private final class DeliveredEvents {
        var events: [String] = []
        func record(_ event: Signal<Int, Never>.Event) { events.append("\(event)") }
        func record(_ event: Signal<Int, Never>.Event, at s: TestScheduler) {
            events.append("\(event)@\(s.currentDate.timeIntervalSinceReferenceDate)")
        }
    }

    /// The throttle tests' start: sends `first`, which a 1 s throttle lets through once the scheduler runs,
    /// then `held`, which it holds back until the window ends.
    private func sendThroughThenHold(_ first: Int, _ held: Int, into input: Signal<Int, Never>.Observer, _ s: TestScheduler) {
        input.send(value: first)
        s.advance()
        input.send(value: held)
    }

    /// Runs `body` in a leak check with a fresh test scheduler, a pipe's signal and input (for the tests that
    /// feed one), and an empty log.
    private func withScheduledPipe(_ body: (TestScheduler, Signal<Int, Never>, Signal<Int, Never>.Observer, DeliveredEvents) -> Void) {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            body(TestScheduler(), signal, input, DeliveredEvents())
        }
    }
}
