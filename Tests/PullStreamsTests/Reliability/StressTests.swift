import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// Bounded stress tests: real threads, fixed counts, deterministic assertions (nothing lost where
/// delivery is promised, nothing duplicated, nothing after a terminal event, no deadlock).
/// Each runs well under a second; figures (threads × operations) are in each test's comment.
final class PullStressTests: CookbookTestCase {
    /// 4 sender threads × 1,000 sends, 2 threads × 200 observe/dispose cycles, into one pipe.
    func testStress_SendersObserversDisposers_OnePipe() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let permanent = Locked<[Int]>([])
            signal.observeValues { value in permanent.withLock { $0.append(value) } }
            let duplicates = Locked(0)
            let afterTerminal = Locked(0)
            let box = UncheckedSendableBox((signal, input))
            DispatchQueue.concurrentPerform(iterations: 6) { thread in
                if thread < 4 {
                    for value in 0..<1_000 { box.value.1.send(value: thread * 10_000 + value) }
                } else {
                    for _ in 0..<200 {
                        let seen = Locked<(values: Set<Int>, terminated: Bool)>(([], false))
                        let observation = box.value.0.observe { event in
                            seen.withLock { seen in
                                if seen.terminated { afterTerminal.withLock { $0 += 1 } }
                                if case let .value(value) = event, !seen.values.insert(value).inserted {
                                    duplicates.withLock { $0 += 1 }
                                }
                                if event.isTerminating { seen.terminated = true }
                            }
                        }
                        observation?.dispose()
                    }
                }
            }
            input.sendCompleted()
            let values = permanent.withLock { $0 }
            XCTAssertEqual(values.count, 4_000, "the permanent observer gets every value")
            XCTAssertEqual(Set(values).count, 4_000, "no value twice")
            for thread in 0..<4 {
                let own = values.filter { $0 / 10_000 == thread }
                XCTAssertEqual(own, own.sorted(), "one sender's values keep their order")
            }
            XCTAssertEqual(duplicates.withLock { $0 }, 0)
            XCTAssertEqual(afterTerminal.withLock { $0 }, 0)
        }
    }

    /// 4 threads hand 250 children each (ids `thread * 1_000 + child`) to a container through `add` while
    /// `disposers` more threads call `dispose`, and `dispose` runs once more after: the ids of the children
    /// whose disposal ran, in the order they ran.
    private func disposedWhileAdding(
        disposers: Int, add: @Sendable (_ onDispose: @escaping @Sendable () -> Void) -> Void, dispose: @Sendable () -> Void
    ) -> [Int] {
        let disposed = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4 + disposers) { thread in
            if thread < 4 {
                for child in 0..<250 {
                    let id = thread * 1_000 + child
                    add { disposed.withLock { $0.append(id) } }
                }
            } else {
                dispose()
            }
        }
        dispose()
        return disposed.withLock { $0 }
    }

    /// 4 threads × 250 `+=` and 4 threads disposing, on one `CompositeDisposable`, 20 rounds.
    func testStress_ConcurrentDispose_CompositeDisposable() {
        withLeakCheck {
            for _ in 0..<20 {
                let composite = CompositeDisposable()
                let ids = disposedWhileAdding(disposers: 4, add: { composite += $0 }, dispose: composite.dispose)
                XCTAssertEqual(ids.count, 1_000, "every child disposed: added before, or at once when added after")
                XCTAssertEqual(Set(ids).count, 1_000, "none twice")
            }
        }
    }

    /// 4 threads × 250 `inner =` assignments and 1 thread disposing, on one `SerialDisposable`.
    func testStress_ConcurrentDispose_SerialDisposable() {
        withLeakCheck {
            let serial = SerialDisposable()
            let ids = disposedWhileAdding(disposers: 1, add: { serial.inner = AnyDisposable($0) }, dispose: serial.dispose)
            XCTAssertEqual(ids.count, 1_000)
            XCTAssertEqual(Set(ids).count, 1_000)
        }
    }

    /// 200 runs, each disposed by 4 threads at once while a queue sends its values.
    func testStress_ConcurrentDispose_RunsWhileTheySend() {
        withLeakCheck {
            let scheduler = QueueScheduler(name: "stress-dispose")
            let logs = (0..<200).map { _ in EventLog() }
            let runs = logs.map { log in
                SignalProducer<Int, Never>(0..<50).start(on: scheduler).start { log.record($0) }
            }
            let box = UncheckedSendableBox(runs)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for run in box.value { run.dispose() }
            }
            scheduler.queue.sync {}
            for log in logs {
                XCTAssertEqual(log.terminalCount, 1)
                XCTAssertEqual(log.eventsAfterTerminal, 0)
            }
        }
    }

    /// One thread advances a `TestScheduler` 2,000 times while another schedules 2,000 actions
    /// (and cancels every fourth): no deadlock; afterwards every kept action ran exactly once
    /// (a cancelled one may have run before its cancellation arrived, but never twice).
    func testStress_TestScheduler_AdvanceWhileAnotherThreadSchedules() {
        withLeakCheck {
            let scheduler = TestScheduler()
            let ran = Locked<[Int]>([])
            let cancelled = Locked<Set<Int>>([])
            let finished = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 2) { thread in
                    if thread == 0 {
                        for _ in 0..<2_000 { scheduler.advance(by: .milliseconds(1)) }
                    } else {
                        for id in 0..<2_000 {
                            let handle = scheduler.schedule(after: .milliseconds(id % 7)) { ran.withLock { $0.append(id) } }
                            if id % 4 == 0 {
                                handle?.dispose()
                                cancelled.withLock { _ = $0.insert(id) }
                            }
                        }
                    }
                }
                finished.signal()
            }
            XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "advance and schedule deadlocked")
            scheduler.run()
            let ids = ran.withLock { $0 }
            XCTAssertEqual(Set(ids).count, ids.count, "no action ran twice")
            // A cancelled action may have run before its dispose (the other thread advances the
            // clock in between); every action that was never cancelled must have run.
            let kept = Set(0..<2_000).subtracting(cancelled.withLock { $0 })
            XCTAssertTrue(kept.isSubset(of: Set(ids)), "kept actions that never ran: \(kept.subtracting(ids).sorted().prefix(10))")
            XCTAssertTrue(Set(ids).isSubset(of: Set(0..<2_000)))
        }
    }

    /// 4 queues each send 500 values into one `.merge`: all 2,000 arrive once, serially.
    func testStress_MergeFromFourQueues_NothingLostNothingDuplicated() {
        withLeakCheck {
            let producers = (0..<4).map { queue in
                SignalProducer<Int, Never>((0..<500).map { queue * 1_000 + $0 })
                    .start(on: QueueScheduler(name: "stress-merge-\(queue)"))
            }
            let probe = OverlapProbe()
            let values = Locked<[Int]>([])
            let done = DispatchSemaphore(value: 0)
            SignalProducer<SignalProducer<Int, Never>, Never>(producers).flatMap(.merge) { $0 }.start { event in
                if case let .value(value) = event {
                    probe.enterAndLeave()
                    values.withLock { $0.append(value) }
                }
                if event.isTerminating { done.signal() }
            }
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(probe.overlaps, 0)
            XCTAssertEqual(Set(values.withLock { $0 }).count, 2_000)
            XCTAssertEqual(values.withLock { $0.count }, 2_000)
        }
    }
}
