import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The cheap paths of a started producer keep every contract: a chain of stateless operators fused
/// into one handler (ReactiveSwift's `TransformerCore`), a sequence producer delivering its values as
/// one delivery, `SignalProducer(value:)` sending without a signal, and the flattener's id slots.
final class PullFusedRunTests: CookbookTestCase {
    /// map → filter → map → promoteError, started directly: same values, then completion.
    func testFusedChain_Values_Completed() {
        withLeakCheck {
            var events: [String] = []
            SignalProducer<Int, Never>(1...6)
                .map { $0 * 10 }
                .filter { $0 % 20 == 0 }
                .map { "v\($0 as Int)" }
                .promoteError(TestError.self)
                .start { event in events.append("\(event)") }
            XCTAssertEqual(events, ["value(v20)", "value(v40)", "value(v60)", "completed"])
        }
    }

    /// A failure crosses the fused stages (a `filter` does not drop it) and ends the run.
    func testFusedChain_Error() {
        withLeakCheck {
            var events: [String] = []
            SignalProducer<Int, TestError> { observer, _ in
                observer.send(value: 1)
                observer.send(error: .boom)
                observer.send(value: 2)
            }
            .map { $0 + 1 }
            .filter { _ in false }
            .start { event in events.append("\(event)") }
            XCTAssertEqual(events, ["failed(TestError.boom)"])
        }
    }

    /// Disposing a fused run interrupts the source run: its `on(interrupted:)` hook runs before the
    /// observer at the end of the fused stages sees the interruption, and its lifetime ends after both.
    func testFusedChain_Dispose_InterruptsThroughTheSource() {
        withLeakCheck {
            var log: [String] = []
            let disposable = SignalProducer<Int, Never> { observer, lifetime in
                observer.send(value: 1)
                lifetime.observeEnded { log.append("lifetime ended") }
            }
            .on(interrupted: { log.append("source interrupted") })
            .map { $0 + 1 }
            .filter { _ in true }
            .start { event in log.append("observer \(event)") }
            XCTAssertFalse(disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
            XCTAssertEqual(log, ["observer value(2)", "source interrupted", "observer interrupted", "lifetime ended"])
        }
    }

    /// Never: nothing is delivered until disposal, which interrupts.
    func testFusedChain_Never_Dispose() {
        withLeakCheck {
            var events: [String] = []
            let disposable = SignalProducer<Int, Never>.never.map { $0 }.filter { _ in true }.start { events.append("\($0)") }
            XCTAssertEqual(events, [])
            disposable.dispose()
            XCTAssertEqual(events, ["interrupted"])
        }
    }

    /// 10,000 stateless operators: fused sixteen at a time, each group behind the signal of the one
    /// before, so neither the start, the delivery nor the disposal nests 10,000 calls.
    func testFusedChain_10_000_MapsAndFilters() {
        withLeakCheck {
            let (source, input) = Signal<Int, Never>.pipe()
            var producer = SignalProducer<Int, Never>(source)
            for layer in 0..<10_000 { producer = layer.isMultiple(of: 2) ? producer.map { $0 + 1 } : producer.filter { _ in true } }
            var events: [String] = []
            let disposable = producer.start { events.append("\($0)") }
            input.send(value: 0)
            input.send(value: 1)
            disposable.dispose()
            input.send(value: 2)
            XCTAssertEqual(events, ["value(5000)", "value(5001)", "interrupted"])
        }
    }

    /// A downstream `take` ends a sequence run at once: no value is pulled from the sequence after it.
    func testSequence_TakeFirst_StopsPulling() {
        withLeakCheck {
            var pulled = 0
            let values = (0..<1_000).lazy.map { value -> Int in
                pulled += 1
                return value
            }
            var received: [Int] = []
            SignalProducer<Int, Never>(values).map { $0 * 2 }.take(first: 3).startWithValues { received.append($0) }
            XCTAssertEqual(received, [0, 2, 4])
            XCTAssertEqual(pulled, 3)
        }
    }

    /// An endless sequence under 40 `flatMap` layers of `take`n inner producers (about 120 nested
    /// deliveries per value, past the stack guard's limit, so part of each is deferred) and a `take`:
    /// each value is delivered in full before the next one is pulled, so the `take` stops the run.
    func testSequence_Endless_DeepDeliveries_StoppedByTake() {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(0...)
            for _ in 0..<40 { producer = producer.flatMap(.latest) { SignalProducer(value: $0).take(first: 1) } }
            var received: [Int] = []
            producer.take(first: 3).startWithValues { received.append($0) }
            XCTAssertEqual(received, [0, 1, 2])
        }
    }

    /// A sequence run that another thread interrupts (through `take(during:)`) stops within a value
    /// or two; nothing follows the terminal event.
    func testSequence_InterruptedFromAnotherThread_Stops() {
        withLeakCheck {
            for _ in 0..<20 {
                let (lifetime, token) = Lifetime.make()
                let log = Locked<(values: Int, terminal: Int, afterTerminal: Int)>((0, 0, 0))
                let ready = DispatchSemaphore(value: 0)
                let finished = DispatchSemaphore(value: 0)
                let box = UncheckedSendableBox(token)
                let ender = Thread {
                    ready.wait()
                    box.value.dispose()
                    finished.signal()
                }
                ender.start()
                var signalled = false
                SignalProducer<Int, Never>(0..<50_000_000).map { $0 + 1 }.take(during: lifetime).start { event in
                    log.withLock { log in
                        if log.terminal > 0 { log.afterTerminal += 1 }
                        if event.isTerminating { log.terminal += 1 } else { log.values += 1 }
                    }
                    if !signalled {
                        signalled = true
                        ready.signal()
                    }
                }
                finished.wait()
                let result = log.withLock { $0 }
                XCTAssertEqual(result.terminal, 1)
                XCTAssertEqual(result.afterTerminal, 0)
                XCTAssertLessThan(result.values, 50_000_000)
            }
        }
    }

    /// `SignalProducer(value:)` started directly: value, completion, and an already disposed handle
    /// (ReactiveSwift's `NopDisposable`); as an operator's upstream it still runs through a signal.
    func testValueProducer_StartedDirectly_AndAsUpstream() {
        withLeakCheck {
            var events: [String] = []
            let disposable = SignalProducer<Int, Never>(value: 7).start { events.append("\($0)") }
            XCTAssertTrue(disposable.isDisposed)
            disposable.dispose()
            XCTAssertEqual(events, ["value(7)", "completed"])
            events = []
            SignalProducer<Int, Never>(value: 7).on(value: { events.append("on \($0)") }).take(first: 1).start { events.append("\($0)") }
            XCTAssertEqual(events, ["on 7", "value(7)", "completed"])
        }
    }

    /// `.latest` with inner producers that stay running: each new one interrupts the one it replaces,
    /// whose later values are ignored; `.merge` keeps several running (the dictionary beside the slot).
    func testFlatten_LatestAndMerge_WithRunningInners() {
        withLeakCheck {
            let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            var latest: [Int] = []
            var merged: [Int] = []
            var interrupted: [Int] = []
            outer.flatMap(.latest) { index in
                SignalProducer(pipes[index].output).on(interrupted: { interrupted.append(index) })
            }.observeValues { latest.append($0) }
            outer.flatMap(.merge) { SignalProducer(pipes[$0].output) }.observeValues { merged.append($0) }
            for index in 0..<3 {
                outerInput.send(value: index)
                for pipe in pipes { pipe.input.send(value: index * 10) }
            }
            XCTAssertEqual(latest, [0, 10, 20])
            XCTAssertEqual(interrupted, [0, 1])
            XCTAssertEqual(merged, [0, 10, 10, 20, 20, 20])
            outerInput.sendCompleted()
            for pipe in pipes { pipe.input.sendCompleted() }
        }
    }
}
