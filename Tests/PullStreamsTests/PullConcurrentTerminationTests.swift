import Dispatch
import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// A terminal event from another thread while a value is being delivered, as ReactiveSwift's signal
/// handles it: it overtakes the values other threads are still sending (they are dropped) and is
/// delivered right after the value in flight. The QueueScheduler's timer ownership is here too.
final class PullConcurrentTerminationTests: CookbookTestCase {
    func testInterruptFromAnotherThread_OvertakesWaitingValues_DeliveredAfterTheValueInFlight() {
        withLeakCheck {
            let held = HeldDelivery(of: 0)
            let senders = DispatchGroup()
            for value in 1...9 {
                DispatchQueue.global().async(group: senders) { held.input.send(value: value) }
            }
            XCTAssertEqual(senders.wait(timeout: .now() + 2), .success)
            held.input.sendInterrupted()
            let delivered = held.release(until: { $0.last?.isTerminating == true })
            XCTAssertEqual(delivered.count, 2, "\(delivered)")
            XCTAssertEqual(delivered.first?.value, 0)
            XCTAssertEqual(delivered.last.map { "\($0)" }, "interrupted")
        }
    }

    func testTerminalFromAnotherThread_KeepsThatThreadsOwnEarlierValue() {
        withLeakCheck {
            let held = HeldDelivery(of: 1)
            held.input.send(value: 2)
            held.input.sendCompleted()
            let delivered = held.release(until: { $0.count == 3 })
            XCTAssertEqual(delivered.map { "\($0)" }, ["value(1)", "value(2)", "completed"])
        }
    }

    func testQueueScheduler_DefaultQoSIsUnspecified() {
        XCTAssertEqual(QueueScheduler().queue.qos, .unspecified)
    }

    func testQueueScheduler_RepeatingTimerKeepsRunningAfterItsDisposableIsReleased_DisposeStopsIt() {
        let scheduler = QueueScheduler(name: "PullConcurrentTerminationTests.timer")
        let ticks = Locked(0)
        let thirdTick = DispatchSemaphore(value: 0)
        weak var weakHandle: AnyObject?
        do {
            let handle = scheduler.schedule(after: Date(), interval: .milliseconds(2), leeway: .milliseconds(1)) {
                if ticks.withLock({
                    $0 += 1
                    return $0
                }) == 3 {
                    thirdTick.signal()
                }
            }
            weakHandle = handle
        }
        XCTAssertNil(weakHandle, "nothing else holds the disposable")
        XCTAssertEqual(thirdTick.wait(timeout: .now() + 2), .success, "the timer keeps ticking")
        let stopped = scheduler.schedule(after: Date(), interval: .milliseconds(2), leeway: .milliseconds(1)) {}
        stopped?.dispose()
        XCTAssertEqual(stopped?.isDisposed, true)
    }
}

/// A pipe whose observer holds the delivery of its first value, sent from another thread, until
/// `release(until:)`: while it is held, a test sends from other threads and sees what overtakes what.
// @unchecked: `input` is a pipe's observer (safe from any thread); `events` is locked.
private final class HeldDelivery: @unchecked Sendable {
    let input: Signal<Int, Never>.Observer
    private let events = Locked<[Signal<Int, Never>.Event]>([])
    private let proceed = DispatchSemaphore(value: 0)

    /// Sends `first` from a new thread and returns once its delivery is in flight (at most 2 s).
    init(of first: Int, file: StaticString = #filePath, line: UInt = #line) {
        let (signal, input) = Signal<Int, Never>.pipe()
        self.input = input
        let inFlight = DispatchSemaphore(value: 0)
        signal.observe { [events, proceed] event in
            let isFirst = events.withLock { events -> Bool in
                events.append(event)
                return events.count == 1
            }
            if isFirst {
                inFlight.signal()
                _ = proceed.wait(timeout: .now() + 2)
            }
        }
        Thread { [self] in self.input.send(value: first) }.start()
        XCTAssertEqual(inFlight.wait(timeout: .now() + 2), .success, file: file, line: line)
    }

    /// Lets the first delivery finish; returns the events delivered once `done` holds (at most 2 s).
    func release(until done: ([Signal<Int, Never>.Event]) -> Bool) -> [Signal<Int, Never>.Event] {
        proceed.signal()
        let deadline = Date().addingTimeInterval(2)
        while !events.withLock({ done($0) }), Date() < deadline { usleep(1_000) }
        return events.withLock { $0 }
    }
}
