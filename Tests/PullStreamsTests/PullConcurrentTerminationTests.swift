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
            let (signal, input) = Signal<Int, Never>.pipe()
            let events = Locked<[Signal<Int, Never>.Event]>([])
            let inFlight = DispatchSemaphore(value: 0)
            let proceed = DispatchSemaphore(value: 0)
            signal.observe { event in
                let first = events.withLock { events -> Bool in
                    events.append(event)
                    return events.count == 1
                }
                if first {
                    inFlight.signal()
                    _ = proceed.wait(timeout: .now() + 2)
                }
            }
            let box = UncheckedSendableBox(input)
            Thread { box.value.send(value: 0) }.start()
            XCTAssertEqual(inFlight.wait(timeout: .now() + 2), .success)
            let senders = DispatchGroup()
            for value in 1...9 {
                DispatchQueue.global().async(group: senders) { box.value.send(value: value) }
            }
            XCTAssertEqual(senders.wait(timeout: .now() + 2), .success)
            input.sendInterrupted()
            proceed.signal()
            let deadline = Date().addingTimeInterval(2)
            while events.withLock({ $0.last?.isTerminating != true }), Date() < deadline { usleep(1_000) }
            let delivered = events.withLock { $0 }
            XCTAssertEqual(delivered.count, 2, "\(delivered)")
            XCTAssertEqual(delivered.first?.value, 0)
            XCTAssertEqual(delivered.last.map { "\($0)" }, "interrupted")
        }
    }

    func testTerminalFromAnotherThread_KeepsThatThreadsOwnEarlierValue() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let events = Locked<[String]>([])
            let inFlight = DispatchSemaphore(value: 0)
            let proceed = DispatchSemaphore(value: 0)
            signal.observe { event in
                let first = events.withLock { events -> Bool in
                    events.append("\(event)")
                    return events.count == 1
                }
                if first {
                    inFlight.signal()
                    _ = proceed.wait(timeout: .now() + 2)
                }
            }
            let box = UncheckedSendableBox(input)
            Thread { box.value.send(value: 1) }.start()
            XCTAssertEqual(inFlight.wait(timeout: .now() + 2), .success)
            input.send(value: 2)
            input.sendCompleted()
            proceed.signal()
            let deadline = Date().addingTimeInterval(2)
            while events.withLock({ $0.count < 3 }), Date() < deadline { usleep(1_000) }
            XCTAssertEqual(events.withLock { $0 }, ["value(1)", "value(2)", "completed"])
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
