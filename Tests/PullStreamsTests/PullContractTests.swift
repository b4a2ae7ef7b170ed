import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The API contracts, one test each: events are serial, never recursive, terminal is final,
/// disposal interrupts (producers) and is silent (signal observations), disposal is thread-safe.
final class PullContractTests: CookbookTestCase {
    func testContract_EventsAreSerial_AcrossThreads() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let inside = Locked(0)
            let overlaps = Locked(0)
            let received = Locked(0)
            signal.observeValues { _ in
                if inside.withLock({
                    $0 += 1
                    return $0
                }) > 1 {
                    overlaps.withLock { $0 += 1 }
                }
                received.withLock { $0 += 1 }
                inside.withLock { $0 -= 1 }
            }
            let box = UncheckedSendableBox(input)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for value in 0..<200 { box.value.send(value: thread * 1000 + value) }
            }
            input.sendCompleted()
            XCTAssertEqual(overlaps.withLock { $0 }, 0)
            XCTAssertEqual(received.withLock { $0 }, 1600)
        }
    }

    func testContract_NeverRecursive_ReentrantSendIsQueued() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            var log: [String] = []
            signal.observeValues { value in
                log.append("begin \(value)")
                if value == 1 { input.send(value: 2) }
                log.append("end \(value)")
            }
            input.send(value: 1)
            input.sendCompleted()
            XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
        }
    }

    func testContract_TerminalIsFinal() {
        withLeakCheck {
            let (signal, input) = Signal<Int, TestError>.pipe()
            var events: [Signal<Int, TestError>.Event] = []
            signal.observe { events.append($0) }
            input.send(error: .boom)
            input.send(value: 1)
            input.sendCompleted()
            input.sendInterrupted()
            XCTAssertEqual(events, [.failed(.boom)])
        }
    }

    func testContract_ProducerDisposalInterrupts_SignalDetachIsSilent() {
        withLeakCheck {
            var producerEvents: [Signal<Int, Never>.Event] = []
            SignalProducer<Int, Never>.never.start { producerEvents.append($0) }.dispose()
            XCTAssertEqual(producerEvents, [.interrupted])
            let (signal, input) = Signal<Int, Never>.pipe()
            var signalEvents: [Signal<Int, Never>.Event] = []
            signal.observe { signalEvents.append($0) }?.dispose()
            input.send(value: 1)
            XCTAssertEqual(signalEvents, [])
        }
    }

    func testContract_ReleasingPipeInputInterrupts() {
        withLeakCheck {
            var events: [Signal<Int, Never>.Event] = []
            var input: Signal<Int, Never>.Observer?
            do {
                let pipe = Signal<Int, Never>.pipe()
                input = pipe.input
                pipe.output.observe { events.append($0) }
            }
            input = nil
            XCTAssertNil(input)
            XCTAssertEqual(events, [.interrupted])
        }
    }

    func testContract_DisposalFromAnotherThreadWhileSending() {
        withLeakCheck {
            let scheduler = QueueScheduler(name: "contract")
            let count = Locked(0)
            let producer = SignalProducer<Int, Never>(1...100_000).start(on: scheduler)
            let disposable = producer.startWithValues { _ in count.withLock { $0 += 1 } }
            disposable.dispose()
            scheduler.queue.sync {}
            XCTAssertLessThanOrEqual(count.withLock { $0 }, 100_000)
        }
    }

    func testContract_TerminalEventAloneReleasesTheChain() {
        withLeakCheck {
            let before = Resources.total
            let (signal, input) = Signal<Int, TestError>.pipe()
            let observation = signal.map { $0 * 2 }.filter { $0 > 0 }.observe { _ in }
            XCTAssertEqual(Resources.total, before + 3)
            input.send(error: .boom)
            XCTAssertEqual(Resources.total, before)
            withExtendedLifetime((observation, signal)) {}
        }
    }

    func testContract_DisposingTheLastObserverOfADerivedSignalReleasesItsUpstream() {
        withLeakCheck {
            let before = Resources.total
            let (signal, input) = Signal<Int, Never>.pipe()
            var values: [Int] = []
            let observation = signal.map { $0 + 1 }.skipRepeats().observeValues { values.append($0) }
            input.send(value: 1)
            observation?.dispose()
            // As in ReactiveSwift: the derived signals, unreferenced and now unobserved, are interrupted
            // (to no one), which releases their observations of the source.
            XCTAssertEqual(Resources.total, before)
            input.send(value: 2)
            XCTAssertEqual(values, [2])
        }
    }

    func testContract_ADerivedSignalStillReferencedStaysAliveWithoutObservers() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let mapped = signal.map { $0 + 1 }
            mapped.observeValues { _ in }?.dispose()
            var values: [Int] = []
            mapped.observeValues { values.append($0) }
            input.send(value: 1)
            input.sendCompleted()
            XCTAssertEqual(values, [2])
        }
    }
}
