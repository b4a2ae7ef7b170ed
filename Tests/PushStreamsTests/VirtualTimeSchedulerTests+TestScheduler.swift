import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

extension VirtualTimeSchedulerTests {
    // MARK: TestScheduler through its base class

    func testTestScheduler_IsAVirtualTimeSchedulerOfTicks() {
        let testScheduler = TestScheduler(initialClock: 0)
        let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = testScheduler
        let log = ClockLog(scheduler)
        _ = scheduler.scheduleAbsoluteVirtual("abs", time: 10, action: log.record)
        _ = scheduler.scheduleRelativeVirtual("rel", dueTime: 5, action: log.record)
        _ = scheduler.schedule("now", action: log.record)
        _ = scheduler.scheduleRelative("relative", dueTime: .seconds(20), action: log.record)
        scheduler.advanceTo(10)
        XCTAssertEqual(log.entries, ["now@1", "rel@5", "abs@10"], "schedule() lands one tick later: TestScheduler's adjustScheduledTime")
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.start()
        XCTAssertEqual(log.entries, ["now@1", "rel@5", "abs@10", "relative@20"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 20))
        XCTAssertEqual(scheduler.adjustScheduledTime(3), 21, "a past due time moves to now + 1 (dynamic dispatch reaches the override)")
    }

    func testTestScheduler_Converter_MatchesRxTestArithmetic() {
        let converter = TestScheduler(initialClock: 0, resolution: 0.1).converter
        XCTAssertEqual(converter.resolution, 0.1)
        XCTAssertEqual(converter.nanosecondsPerTick, 100_000_000)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 0.24)), 2, "Int(seconds / resolution + 0.5)")
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 0.25)), 3)
        XCTAssertEqual(converter.convertFromVirtualTime(3), Date(timeIntervalSince1970: 0.30000000000000004))
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1), 10)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(10), 1)
        XCTAssertEqual(converter.offsetVirtualTime(10, offset: 5), 15)
        XCTAssertEqual(converter.virtualClockNanoseconds(from: 3), 300_000_000)
        XCTAssertEqual(converter.virtualTime(fromVirtualClockNanoseconds: 299_999_999), 2, "the clock reads the tick it is in")
        XCTAssertEqual(converter.virtualTime(fromVirtualClockNanoseconds: -1), -1)
        XCTAssertEqual(converter.virtualClockNanoseconds(from: .max), .max, "saturates instead of overflowing")
        XCTAssertEqual(converter.convertToVirtualTime(Date.distantFuture.addingTimeInterval(1e300)), 1 << 62)
    }

    func testTestScheduler_SharedClockMidTick_ReadsTheTickItIsIn() {
        let clock = VirtualClock(now: 1_700_000_000)
        let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = TestScheduler(clock: clock)
        XCTAssertEqual(scheduler.clock, 1)
        scheduler.sleep(1)
        XCTAssertEqual(clock.now, 2_700_000_000, "sleep moves the clock by whole ticks of nanoseconds")
        XCTAssertEqual(scheduler.clock, 2)
    }
}
