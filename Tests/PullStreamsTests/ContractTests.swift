import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The pull style's contract rules (Patterns/Contracts.md, pull section), each test named after its rule.
///
/// XCTest, not Swift Testing: every test reads the process-wide `Resources.total` (`withLeakCheck`).
/// The pull style has no demand (ReactiveSwift pushes), so the pub-sub rule "demand is never
/// exceeded" has no counterpart here.
final class PullContractRuleTests: CookbookTestCase {
    // MARK: - Events are serial

    func testContract_EventsAreSerial_ThroughAnOperatorChain_FromFourThreads() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let probe = OverlapProbe()
            signal.map { $0 * 2 }.filter { _ in true }.observeValues { _ in probe.enterAndLeave() }
            signal.observeValues { _ in probe.enterAndLeave() }
            let box = UncheckedSendableBox(input)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<500 { box.value.send(value: thread * 1_000 + value) }
            }
            input.sendCompleted()
            XCTAssertEqual(probe.overlaps, 0)
            XCTAssertEqual(probe.calls, 4_000)
        }
    }

    func testContract_EventsAreSerial_MergeOfProducersStartedOnDifferentQueues() {
        withLeakCheck {
            let schedulers = (0..<3).map { QueueScheduler(name: "serial-\($0)") }
            let producers = schedulers.enumerated().map { index, scheduler in
                SignalProducer<Int, Never>((0..<300).map { index * 1_000 + $0 }).start(on: scheduler)
            }
            let probe = OverlapProbe()
            let done = DispatchSemaphore(value: 0)
            SignalProducer<SignalProducer<Int, Never>, Never>(producers).flatMap(.merge) { $0 }.start { event in
                if case .value = event { probe.enterAndLeave() }
                if event.isTerminating { done.signal() }
            }
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(probe.overlaps, 0)
            XCTAssertEqual(probe.calls, 900)
        }
    }

    func testContract_EventsAreSerial_CombineLatestFedFromTwoThreads() {
        withLeakCheck {
            let (left, leftInput) = Signal<Int, Never>.pipe()
            let (right, rightInput) = Signal<Int, Never>.pipe()
            let probe = OverlapProbe()
            Signal.combineLatest(left, right).observeValues { _ in probe.enterAndLeave() }
            let inputs = UncheckedSendableBox([leftInput, rightInput])
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                for value in 0..<500 { inputs.value[side].send(value: value) }
            }
            leftInput.sendCompleted()
            rightInput.sendCompleted()
            XCTAssertEqual(probe.overlaps, 0)
            // Every value after both sides have one produces a combination: at least 500 of the 1,000.
            XCTAssertGreaterThanOrEqual(probe.calls, 500)
        }
    }

    // MARK: - Nothing follows a terminal event

    func testContract_NothingFollowsATerminalEvent_ValuesRacingACompletion() {
        withLeakCheck {
            for _ in 0..<20 {
                let (signal, input) = Signal<Int, Never>.pipe()
                let log = EventLog()
                signal.observe { log.record($0) }
                let box = UncheckedSendableBox(input)
                DispatchQueue.concurrentPerform(iterations: 4) { thread in
                    for value in 0..<100 {
                        if thread == 3, value == 50 { box.value.sendCompleted() }
                        box.value.send(value: value)
                    }
                }
                XCTAssertEqual(log.terminalCount, 1)
                XCTAssertEqual(log.eventsAfterTerminal, 0)
            }
        }
    }

    func testContract_NothingFollowsATerminalEvent_ThroughMergeAndFlatMapAndTake() {
        withLeakCheck {
            let (a, aInput) = Signal<Int, TestError>.pipe()
            let (b, bInput) = Signal<Int, TestError>.pipe()
            var merged: [Signal<Int, TestError>.Event] = []
            Signal.merge(a, b).observe { merged.append($0) }
            aInput.send(error: .boom)
            bInput.send(value: 1)
            bInput.sendCompleted()
            XCTAssertEqual(merged, [.failed(.boom)])

            let (outer, outerInput) = Signal<Int, TestError>.pipe()
            var flattened: [Signal<Int, TestError>.Event] = []
            outer.flatMap(.merge) { value -> SignalProducer<Int, TestError> in
                value == 2 ? SignalProducer(error: .other) : SignalProducer(value: value)
            }.observe { flattened.append($0) }
            for value in 1...4 { outerInput.send(value: value) }
            outerInput.sendCompleted()
            XCTAssertEqual(flattened, [.value(1), .failed(.other)])

            var taken: [Signal<Int, Never>.Event] = []
            let (source, sourceInput) = Signal<Int, Never>.pipe()
            source.take(first: 1).observe { taken.append($0) }
            for value in 1...3 { sourceInput.send(value: value) }
            sourceInput.sendInterrupted()
            XCTAssertEqual(taken, [.value(1), .completed])
        }
    }

    func testContract_NothingFollowsATerminalEvent_ProducerDisposedWhileAnotherThreadSends() {
        withLeakCheck {
            let scheduler = QueueScheduler(name: "terminal")
            let log = EventLog()
            let disposable = SignalProducer<Int, Never>(0..<100_000).start(on: scheduler).start { log.record($0) }
            while log.valueCount == 0 { usleep(100) }
            disposable.dispose()
            scheduler.queue.sync {}
            XCTAssertEqual(log.terminalCount, 1)
            XCTAssertEqual(log.eventsAfterTerminal, 0)
            XCTAssertEqual(log.lastTerminal, "interrupted")
        }
    }

    // MARK: - A terminal event releases upstream resources

    func testContract_TerminalEventReleasesUpstreamResources_Completed_Failed_Interrupted() {
        withLeakCheck {
            let before = Resources.total
            for terminal in ["completed", "failed", "interrupted"] {
                let (signal, input) = Signal<Int, TestError>.pipe()
                var ended = 0
                let producer = SignalProducer<Int, TestError> { observer, lifetime in
                    lifetime.observeEnded { ended += 1 }
                    lifetime += signal.observe(observer)
                }
                // The start disposable is kept alive on purpose: the terminal event alone must free the chain.
                let disposable =
                    producer
                    .map { $0 + 1 }
                    .filter { $0 > 0 }
                    .flatMap(.latest) { SignalProducer<Int, TestError>(value: $0) }
                    .skipRepeats()
                    .start { _ in }
                XCTAssertGreaterThan(Resources.total, before)
                switch terminal {
                case "completed": input.sendCompleted()
                case "failed": input.send(error: .boom)
                default: input.sendInterrupted()
                }
                XCTAssertEqual(ended, 1, terminal)
                XCTAssertEqual(Resources.total, before, terminal)
                withExtendedLifetime(disposable) {}
            }
        }
    }

    func testContract_TerminalEventReleasesUpstreamResources_TimerBehindTakeIsCancelled() {
        withLeakCheck {
            let scheduler = TestScheduler()
            var values = 0
            let disposable = SignalProducer.timer(interval: .seconds(1), on: scheduler).take(first: 2)
                .startWithValues { _ in values += 1 }
            scheduler.advance(by: .seconds(2))
            XCTAssertEqual(values, 2)
            XCTAssertEqual(scheduler.clock.pendingCount, 0, "the completed take cancels the repeating timer")
            withExtendedLifetime(disposable) {}
        }
    }
}

/// Counts calls and how many of them overlapped another call (a violation of serial delivery).
// @unchecked: all mutable state is inside `state`.
final class OverlapProbe: @unchecked Sendable {
    private let state = Locked<(inside: Int, overlaps: Int, calls: Int)>((0, 0, 0))

    func enterAndLeave() {
        state.withLock { state in
            state.inside += 1
            state.calls += 1
            if state.inside > 1 { state.overlaps += 1 }
        }
        // A window in which an overlapping call would be seen.
        for _ in 0..<20 { _ = state.withLock { $0.inside } }
        state.withLock { $0.inside -= 1 }
    }

    var overlaps: Int { state.withLock { $0.overlaps } }
    var calls: Int { state.withLock { $0.calls } }
}

/// Records events from any thread: counts of values, terminals, and events after the first terminal.
// @unchecked: all mutable state is inside `state`.
final class EventLog: @unchecked Sendable {
    private struct State {
        var values = 0
        var terminals = 0
        var afterTerminal = 0
        var lastTerminal: String?
    }

    private let state = Locked(State())

    func record<V, E>(_ event: Signal<V, E>.Event) {
        state.withLock { state in
            if state.terminals > 0 { state.afterTerminal += 1 }
            switch event {
            case .value: state.values += 1
            case .completed:
                state.terminals += 1
                state.lastTerminal = "completed"
            case .failed:
                state.terminals += 1
                state.lastTerminal = "failed"
            case .interrupted:
                state.terminals += 1
                state.lastTerminal = "interrupted"
            }
        }
    }

    var valueCount: Int { state.withLock { $0.values } }
    var terminalCount: Int { state.withLock { $0.terminals } }
    var eventsAfterTerminal: Int { state.withLock { $0.afterTerminal } }
    var lastTerminal: String? { state.withLock { $0.lastTerminal } }
}
