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

    // MARK: - Disposal is idempotent and safe from any thread, including from inside a callback

    func testContract_DisposalIsIdempotent_EveryDisposableKind() {
        withLeakCheck {
            var interrupted = 0
            let run = SignalProducer<Int, Never>.never.startWithInterrupted { interrupted += 1 }
            run.dispose()
            run.dispose()
            XCTAssertEqual(interrupted, 1)
            XCTAssertTrue(run.isDisposed)

            var actions = 0
            let any = AnyDisposable { actions += 1 }
            let composite = CompositeDisposable()
            composite += { actions += 1 }
            let serial = SerialDisposable(AnyDisposable { actions += 1 })
            let scoped = ScopedDisposable(AnyDisposable { actions += 1 })
            for disposable in [any, composite, serial, scoped] as [Disposable] {
                disposable.dispose()
                disposable.dispose()
                XCTAssertTrue(disposable.isDisposed)
            }
            XCTAssertEqual(actions, 4)

            let (signal, input) = Signal<Int, Never>.pipe()
            var values: [Int] = []
            let observation = signal.observeValues { values.append($0) }
            observation?.dispose()
            observation?.dispose()
            input.send(value: 1)
            XCTAssertEqual(values, [])
        }
    }

    func testContract_DisposalIsSafeFromAnyThread_EightThreadsDisposeOneRun() {
        withLeakCheck {
            for _ in 0..<50 {
                let interrupted = Locked(0)
                let ended = Locked(0)
                let run = SignalProducer<Int, Never> { _, lifetime in
                    lifetime.observeEnded { ended.withLock { $0 += 1 } }
                }.startWithInterrupted { interrupted.withLock { $0 += 1 } }
                let box = UncheckedSendableBox(run)
                DispatchQueue.concurrentPerform(iterations: 8) { _ in box.value.dispose() }
                XCTAssertEqual(interrupted.withLock { $0 }, 1)
                XCTAssertEqual(ended.withLock { $0 }, 1)
            }
        }
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback_ProducerRunDisposesItself() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let own = SerialDisposable()
            var events: [Signal<Int, Never>.Event] = []
            own.inner = SignalProducer.interval(1...5, interval: .seconds(1), on: scheduler).start { event in
                events.append(event)
                if case .value(2) = event { own.dispose() }
            }
            scheduler.run()
            XCTAssertEqual(events, [.value(1), .value(2), .interrupted])
        }
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback_ObservationDetachesItself() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let own = SerialDisposable()
            var first: [Int] = []
            var second: [Int] = []
            own.inner = signal.observeValues { value in
                first.append(value)
                own.dispose()
            }
            signal.observeValues { second.append($0) }
            input.send(value: 1)
            input.send(value: 2)
            input.sendCompleted()
            XCTAssertEqual(first, [1])
            XCTAssertEqual(second, [1, 2])
        }
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback_CompositeDisposedByItsOwnChild() {
        withLeakCheck {
            let composite = CompositeDisposable()
            var order: [String] = []
            composite += {
                order.append("first")
                composite.dispose()
            }
            composite += { order.append("second") }
            composite.dispose()
            XCTAssertEqual(order, ["first", "second"])
        }
    }

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
