import Dispatch
import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// `TestScheduler` (ordering, ties, dates, clock sharing, no lock after advance) and the real schedulers.
final class PullSchedulerTests: CookbookTestCase {
    /// The leak check of every pull test (`withLeakCheck`), here for the whole class: no test leaves an
    /// observation alive.
    private var liveBefore = 0

    override func setUp() {
        super.setUp()
        liveBefore = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, liveBefore, "live observations left behind")
        super.tearDown()
    }

    func testTestScheduler_TiesRunFirstInFirstOut() {
        let scheduler = TestScheduler()
        var order: [Int] = []
        for index in 0..<100 { scheduler.schedule(after: .seconds(1)) { order.append(index) } }
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(order, Array(0..<100))
    }

    func testTestScheduler_OrderByDateThenInsertion() {
        let scheduler = TestScheduler()
        var order: [String] = []
        scheduler.schedule(after: .seconds(3)) { order.append("c") }
        scheduler.schedule(after: .seconds(1)) { order.append("a") }
        scheduler.schedule(after: .seconds(2)) { order.append("b1") }
        scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) { order.append("b2") }
        scheduler.run()
        XCTAssertEqual(order, ["a", "b1", "b2", "c"])
    }

    func testTestScheduler_ScheduleIsNotSynchronous_AdvanceRunsIt() {
        let scheduler = TestScheduler()
        var ran = false
        scheduler.schedule { ran = true }
        XCTAssertFalse(ran)
        scheduler.advance()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.elapsed, 0.000000001)
    }

    func testTestScheduler_AdvanceVariantsAndDates() {
        let start = Date(timeIntervalSinceReferenceDate: 100)
        let scheduler = TestScheduler(startDate: start)
        XCTAssertEqual(scheduler.currentDate, start)
        scheduler.advance(by: .milliseconds(500))
        scheduler.advance(by: 0.25)
        XCTAssertEqual(scheduler.currentDate.timeIntervalSince(start), 0.75, accuracy: 1e-9)
        scheduler.advance(to: start.addingTimeInterval(2))
        XCTAssertEqual(scheduler.elapsed, 2)
        scheduler.advance(to: start)
        XCTAssertEqual(scheduler.elapsed, 2, "advance(to:) a past date does not move time back")
        scheduler.rewind(by: .seconds(1))
        XCTAssertEqual(scheduler.elapsed, 1)
    }

    func testTestScheduler_CancelledActionDoesNotRun() {
        let scheduler = TestScheduler()
        var ran = false
        scheduler.schedule(after: .seconds(1)) { ran = true }?.dispose()
        scheduler.run()
        XCTAssertFalse(ran)
    }

    func testTestScheduler_RunEndsAtDistantFuture_ThenAdvanceContinuesFromClock() {
        let scheduler = TestScheduler()
        scheduler.schedule(after: .seconds(5)) {}
        scheduler.run()
        XCTAssertEqual(scheduler.currentDate, .distantFuture)
        XCTAssertEqual(scheduler.elapsed, 5)
        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(scheduler.elapsed, 6)
    }

    func testTestScheduler_PeriodicRepeatsUntilDisposed() {
        let scheduler = TestScheduler()
        var ticks: [TimeInterval] = []
        let disposable = scheduler.schedule(after: .seconds(1), interval: .milliseconds(500)) {
            ticks.append(scheduler.elapsed)
        }
        scheduler.advance(by: 2)
        disposable?.dispose()
        scheduler.advance(by: 2)
        XCTAssertEqual(ticks, [1, 1.5, 2])
    }

    func testTestScheduler_SharedClock_OneTimeLine() {
        let clock = VirtualClock()
        let first = TestScheduler(clock: clock)
        let second = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 50), clock: clock)
        var order: [String] = []
        first.schedule(after: .seconds(2)) { order.append("first@2") }
        second.schedule(after: .seconds(1)) { order.append("second@1") }
        try? clock.advance(by: 2_000_000_000)
        XCTAssertEqual(order, ["second@1", "first@2"])
        XCTAssertEqual(first.elapsed, 2)
        XCTAssertEqual(second.currentDate, Date(timeIntervalSinceReferenceDate: 52))
        XCTAssertEqual(second.nanoseconds(for: Date(timeIntervalSinceReferenceDate: 51)), 1_000_000_000)
    }

    func testTestScheduler_NoLockHeldAfterAdvance_OtherThreadsProceed() {
        let scheduler = TestScheduler()
        scheduler.advance(by: .seconds(1))
        let done = DispatchSemaphore(value: 0)
        Thread {
            _ = scheduler.currentDate
            scheduler.schedule(after: .seconds(1)) {}
            done.signal()
        }.start()
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
    }

    func testTestScheduler_ManyActionsScale() {
        let scheduler = TestScheduler()
        var count = 0
        for index in 0..<20_000 { scheduler.schedule(after: .nanoseconds(20_000 - index)) { count += 1 } }
        scheduler.run()
        XCTAssertEqual(count, 20_000)
    }

    func testImmediateScheduler_RunsInline() {
        var ran = false
        XCTAssertNil(ImmediateScheduler().schedule { ran = true })
        XCTAssertTrue(ran)
    }

    func testImmediateDateScheduler_RunsDelayedWorkAtOnce() {
        let scheduler = ImmediateDateScheduler()
        var log: [Int] = []
        scheduler.schedule(after: Date.distantFuture) { log.append(1) }
        let (text, input) = Signal<Int, Never>.pipe()
        text.debounce(10, on: scheduler).observeValues { log.append($0) }
        input.send(value: 2)
        input.send(value: 3)
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testQueueScheduler_RunsOnItsQueue_AndCancels() {
        let queue = DispatchQueue(label: "PullSchedulerTests.target")
        let scheduler = QueueScheduler(qos: .userInitiated, name: "test", targeting: queue)
        let done = DispatchSemaphore(value: 0)
        let ran = Locked(false)
        scheduler.schedule { done.signal() }
        scheduler.schedule(after: Date().addingTimeInterval(0.001)) { done.signal() }
        scheduler.schedule(after: Date().addingTimeInterval(0.001)) { ran.withLock { $0 = true } }?.dispose()
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        queue.sync {}
        scheduler.queue.sync {}
        XCTAssertFalse(ran.withLock { $0 })
    }

    func testQueueScheduler_Periodic() {
        let scheduler = QueueScheduler(name: "periodic")
        let count = Locked(0)
        let done = DispatchSemaphore(value: 0)
        let disposable = scheduler.schedule(after: .milliseconds(1), interval: .milliseconds(1)) {
            if count.withLock({
                $0 += 1
                return $0
            }) == 3 {
                done.signal()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        disposable?.dispose()
    }

    func testUIScheduler_InlineOnMainThread() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread; this test is about running inline there")
        var ran = false
        XCTAssertNil(UIScheduler().schedule { ran = true })
        XCTAssertTrue(ran)
    }

    func testSchedulerProvider_Families() {
        let live = SchedulerProvider<any DateScheduler>.live
        XCTAssertTrue(live.scheduler(forQueue: .main) === QueueScheduler.main)
        XCTAssertTrue(live.scheduler(forQueue: DispatchQueue(label: "x")) is QueueScheduler)
        XCTAssertTrue(SchedulerProvider<any DateScheduler>.immediate.scheduler(forQueue: .main) is ImmediateDateScheduler)
        let test = TestScheduler()
        XCTAssertTrue(SchedulerProvider<any DateScheduler>.test(test).scheduler(forQueue: .global()) === test)
    }
}
