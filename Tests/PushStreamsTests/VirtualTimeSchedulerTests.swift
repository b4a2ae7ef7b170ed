import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

/// Virtual time in whole milliseconds: the kind of converter an RxSwift user writes for their own scheduler.
struct MillisecondConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) / 1_000) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 * 1_000).rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) / 1_000 }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval * 1_000).rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// Virtual time as `Double` seconds, relying on the protocol's default placement on the clock.
struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Double) -> RxTime { Date(timeIntervalSince1970: virtualTime) }
    func convertToVirtualTime(_ time: RxTime) -> Double { time.timeIntervalSince1970 }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Double) -> TimeInterval { virtualTimeInterval }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Double { timeInterval }
    func offsetVirtualTime(_ time: Double, offset: Double) -> Double { time + offset }
    func compareVirtualTime(_ lhs: Double, _ rhs: Double) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// A user's own virtual-time scheduler, subclassed as RxSwift allows: relative schedules land 5 ms later.
final class MillisecondScheduler: VirtualTimeScheduler<MillisecondConverter> {
    init(initialClock: Int) {
        super.init(initialClock: initialClock, converter: MillisecondConverter())
    }

    override func adjustScheduledTime(_ time: Int) -> Int {
        time + 5
    }
}

/// Which actions ran at which virtual time, as "state@clock".
final class ClockLog<Converter: VirtualTimeConverterType> {
    let scheduler: VirtualTimeScheduler<Converter>
    var entries: [String] = []

    init(_ scheduler: VirtualTimeScheduler<Converter>) {
        self.scheduler = scheduler
    }

    /// An action that logs its state with the clock when it runs.
    func record(_ state: String) -> Disposable {
        entries.append("\(state)@\(scheduler.clock)")
        return Disposables.create()
    }
}

final class VirtualTimeSchedulerTests: PushTestCase {
    // MARK: A custom converter driving a subclass

    func testVirtualTimeScheduler_CustomConverter_MapsMillisecondsOntoTheClock() {
        let scheduler = MillisecondScheduler(initialClock: 1_500)
        XCTAssertEqual(scheduler.clock, 1_500)
        XCTAssertEqual(scheduler.virtualClock.now, 1_500_000_000, "1 ms of virtual time is 1,000,000 ns of the clock")
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 1.5))
        XCTAssertEqual(MillisecondConverter().virtualClockNanoseconds(from: 1_500), 1_500_000_000)
        XCTAssertEqual(MillisecondConverter().virtualTime(fromVirtualClockNanoseconds: 2_000_000_000), 2_000)
    }

    func testVirtualTimeScheduler_Start_RunsInTimeOrderThenFirstInFirstOut() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        let log = ClockLog(scheduler)
        _ = scheduler.scheduleAbsoluteVirtual("c", time: 30, action: log.record)
        _ = scheduler.scheduleAbsoluteVirtual("a", time: 10, action: log.record)
        _ = scheduler.scheduleAbsoluteVirtual("b", time: 10, action: log.record)
        _ = scheduler.scheduleRelativeVirtual("d", dueTime: 20, action: log.record)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "b@10", "d@20", "c@30"])
        XCTAssertEqual(scheduler.clock, 30, "start() leaves the clock at the last action")
    }

    func testVirtualTimeScheduler_ScheduleRelative_ConvertsThenAdjusts() {
        let scheduler = MillisecondScheduler(initialClock: 100)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [105, 125], "schedule is relative with a zero due time; both pass through adjustScheduledTime (+5)")
    }

    func testVirtualTimeScheduler_SchedulePeriodic_TicksOnVirtualTime() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        var ticks: [Int] = []
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(10)) { state in
            ticks.append(scheduler.clock)
            return state + 1
        }
        scheduler.advanceTo(50)
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(ticks, [15, 30, 45], "each relative re-schedule lands 10 ms + the subclass's 5 ms later")
    }

    func testVirtualTimeScheduler_AdvanceTo_RunsWhatIsDueThenSetsTheClock() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        var log: [Int] = []
        for time in [10, 20, 30] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) {
                log.append($0)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(20)
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25, "advanceTo moves the clock even when nothing is due")
        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30])
    }

    func testVirtualTimeScheduler_AdvanceToThePast_IsReportedAndIgnored() {
        assertAdvancingBackTo50IsReportedAndIgnored(MillisecondScheduler(initialClock: 100), named: "MillisecondScheduler")
    }

    func testVirtualTimeScheduler_Stop_EndsTheRunAfterTheCurrentAction() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        var log: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            log.append(10)
            scheduler.stop()
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            log.append(20)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 10)
        scheduler.start()
        XCTAssertEqual(log, [10, 20], "a later start() carries on")
    }

    func testVirtualTimeScheduler_Sleep_MovesTheClockWithoutRunning() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        var ranAt: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.sleep(40)
        XCTAssertEqual(scheduler.clock, 40)
        XCTAssertEqual(ranAt, [], "sleep runs nothing")
        scheduler.start()
        XCTAssertEqual(ranAt, [40], "what was due while sleeping runs at the current time")
        let messages = capturingIssues { scheduler.sleep(-1) }
        XCTAssertEqual(messages, ["MillisecondScheduler.sleep(-1): cannot sleep a negative interval."])
        XCTAssertEqual(scheduler.clock, 40)
    }

    func testVirtualTimeScheduler_SchedulingInThePast_RunsAtTheCurrentTime() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        scheduler.advanceTo(100)
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 100) { _ in
            log.append("now@\(scheduler.clock)")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            log.append("past@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.start()
        // RxSwift's queue orders by (due time, id): the past action comes first, and time never goes back.
        XCTAssertEqual(log, ["past@100", "now@100"], "a past action runs at the current time, before what is due then")
    }

    func testVirtualTimeScheduler_Dispose_CancelsAPendingActionAndDisposesARanOnesResult() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        var log: [String] = []
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            log.append("cancelled ran")
            return Disposables.create()
        }
        let ran = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            log.append("ran")
            return Disposables.create { log.append("result disposed") }
        }
        // Disposed while it runs (RxSwift's item then disposes the result as it arrives).
        var running: Disposable?
        running = scheduler.scheduleAbsoluteVirtual((), time: 30) { _ in
            running?.dispose()
            log.append("running")
            return Disposables.create { log.append("disposed on arrival") }
        }
        cancelled.dispose()
        XCTAssertEqual(scheduler.virtualClock.pendingCount, 2)
        scheduler.start()
        ran.dispose()
        ran.dispose()
        running?.dispose()
        XCTAssertEqual(log, ["ran", "running", "disposed on arrival", "result disposed"])
    }

    func testVirtualTimeScheduler_NeverDueTime_SchedulesNothing() {
        let scheduler = MillisecondScheduler(initialClock: 0)
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            XCTFail("a .never due time must not run")
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.virtualClock.pendingCount, 0)
        scheduler.start()
    }

    func testVirtualTimeScheduler_DrivesOperators() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MillisecondConverter())
        var values: [String] = []
        let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { values.append("\($0)@\(scheduler.clock)") }, onCompleted: { values.append("|@\(scheduler.clock)") })
        scheduler.start()
        XCTAssertEqual(values, ["0@100", "1@200", "2@300", "|@300"])
        subscription.dispose()
    }

    func testVirtualTimeScheduler_DefaultClockMapping_GoesThroughDates() {
        let scheduler = VirtualTimeScheduler(initialClock: 2.5, converter: SecondsConverter())
        XCTAssertEqual(scheduler.virtualClock.now, 2_500_000_000)
        XCTAssertEqual(scheduler.clock, 2.5)
        var ranAt: [Double] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 0.25) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [2.75])
        XCTAssertEqual(SecondsConverter().virtualClockNanoseconds(from: .infinity), .max)
        XCTAssertEqual(SecondsConverter().virtualClockNanoseconds(from: -.infinity), .min)
        XCTAssertEqual(SecondsConverter().virtualClockNanoseconds(from: .nan), 0)
    }

    func testVirtualTimeScheduler_SharedClock_TwoSchedulersSeeOneTimeLine() {
        let clock = VirtualClock()
        let milliseconds = VirtualTimeScheduler(clock: clock, converter: MillisecondConverter())
        let ticks = TestScheduler(clock: clock)
        var log: [String] = []
        _ = milliseconds.scheduleAbsoluteVirtual((), time: 1_500) { _ in
            log.append("ms@\(ticks.clock)")
            return Disposables.create()
        }
        ticks.scheduleAt(1) { log.append("tick@\(milliseconds.clock)") }
        ticks.start()
        XCTAssertEqual(log, ["tick@1000", "ms@1"], "a shared clock reads in each scheduler's units (ticks round down)")
    }

    func testVirtualTimeScheduler_DebugDescription_NamesTheClockAndPendingCount() {
        let scheduler = MillisecondScheduler(initialClock: 7)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
        XCTAssertEqual(scheduler.debugDescription, "MillisecondScheduler(clock: 7, pending: 1)")
        scheduler.start()
    }

    func testVirtualTimeComparison_Cases() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }
}
