import PubSubStreamsTest
import Scheduling
import XCTest

final class TestSchedulerTests: PubSubTestCase {
    func testTestScheduler_StartsAtUptimeOneAndAdvances() {
        // combine-schedulers' testDispatchQueueDefaults: uptime 0 means "now" to dispatch, so `.test` starts at 1.
        let scheduler = DispatchQueue.test
        scheduler.advance(by: .nanoseconds(0))
        XCTAssertEqual(scheduler.now, .init(DispatchTime(uptimeNanoseconds: 1)))
        scheduler.advance(by: .milliseconds(300))
        XCTAssertEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 300_000_001)
        XCTAssertEqual(scheduler.clock.now, 300_000_000, "1 ns of dispatch time is 1 ns of the clock")
    }

    func testTestScheduler_OrdersByTimeThenFIFO() {
        let scheduler = DispatchQueue.test
        var log: [String] = []
        scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("A@1") }
        scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("B@1") }
        scheduler.schedule(after: scheduler.now.advanced(by: 0.5)) { log.append("C@0.5") }
        scheduler.schedule { log.append("E@now") }
        scheduler.advance(by: 1)
        XCTAssertEqual(log, ["E@now", "C@0.5", "A@1", "B@1"])
    }

    func testTestScheduler_ScheduleRunsOnNextAdvanceNotInline() {
        let scheduler = DispatchQueue.test
        var ran = false
        scheduler.schedule { ran = true }
        XCTAssertFalse(ran)
        scheduler.advance()
        XCTAssertTrue(ran)
    }

    func testTestScheduler_NestedActionsDueWithinAdvanceRun() {
        let scheduler = DispatchQueue.test
        var log: [String] = []
        scheduler.schedule(after: scheduler.now.advanced(by: 0.5)) {
            log.append("outer")
            scheduler.schedule(after: scheduler.now.advanced(by: 0.25)) { log.append("inner") }
        }
        scheduler.advance(by: 1)
        XCTAssertEqual(log, ["outer", "inner"])
        XCTAssertEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 1_000_000_001)
    }

    func testTestScheduler_TimeNeverMovesBackwards() {
        // combine-schedulers moves `now` back on advance(to: past); ours stays where it is.
        let scheduler = DispatchQueue.test
        scheduler.advance(by: 2)
        scheduler.advance(to: scheduler.now.advanced(by: -1))
        XCTAssertEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 2_000_000_001)
        var ranAt: UInt64?
        scheduler.schedule(after: scheduler.now.advanced(by: -1)) { ranAt = scheduler.now.dispatchTime.uptimeNanoseconds }
        scheduler.advance()
        XCTAssertEqual(ranAt, 2_000_000_001, "a past date runs now")
    }

    func testTestScheduler_RepeatingActionUntilCancelled() {
        let scheduler = DispatchQueue.test
        var times: [UInt64] = []
        let cancellable = scheduler.schedule(after: scheduler.now.advanced(by: 2), interval: 1) {
            times.append(scheduler.now.dispatchTime.uptimeNanoseconds / 1_000_000_000)
        }
        scheduler.advance(by: 4)
        cancellable.cancel()
        scheduler.advance(by: 10)
        XCTAssertEqual(times, [2, 3, 4])
    }

    func testTestScheduler_RunStopsAtLastAction() {
        let scheduler = DispatchQueue.test
        scheduler.schedule(after: scheduler.now.advanced(by: 3)) {}
        scheduler.run()
        XCTAssertEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 3_000_000_001)
    }

    func testTestScheduler_RunawayRunIsReportedNotSpun() {
        let clock = VirtualClock(runawayLimit: 100)
        let scheduler = DispatchQueue.test(clock: clock)
        let cancellable = scheduler.schedule(after: scheduler.now, interval: 1) {}
        let messages = captureReportedIssues { scheduler.run() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("run() can never finish") == true, "\(messages)")
        cancellable.cancel()
    }

    func testTestScheduler_SharesClockWithOtherSchedulers() {
        let clock = VirtualClock()
        let a = DispatchQueue.test(clock: clock)
        let b = DispatchQueue.test(clock: clock)
        var log: [String] = []
        a.schedule(after: a.now.advanced(by: 2)) { log.append("a@2") }
        b.schedule(after: b.now.advanced(by: 1)) { log.append("b@1") }
        a.advance(by: 3)
        XCTAssertEqual(log, ["b@1", "a@2"])
        XCTAssertEqual(b.now, a.now)
    }

    func testTestScheduler_GenericStrideMeasuredExactly() {
        XCTAssertEqual(PubSubStreams.nanoseconds(of: DispatchQueueSchedulerTimeType.Stride.milliseconds(3)), 3_000_000)
    }

    func testImmediateScheduler_RunsAtOnceAndTimeStands() {
        let scheduler = DispatchQueue.immediate
        var log: [Int] = []
        scheduler.schedule { log.append(1) }
        scheduler.schedule(after: scheduler.now.advanced(by: 10)) { log.append(2) }
        _ = scheduler.schedule(after: scheduler.now, interval: 1) { log.append(3) }
        XCTAssertEqual(log, [1, 2, 3])
        XCTAssertEqual(scheduler.now, DispatchQueue.immediate.now)
        var combineLog: [Int] = []
        PubSubStreams.ImmediateScheduler.shared.schedule { combineLog.append(1) }
        XCTAssertEqual(combineLog, [1])
    }

    func testAnyScheduler_ErasesAndForwards() {
        let test = DispatchQueue.test
        let erased: AnySchedulerOf<DispatchQueue> = test.eraseToAnyScheduler()
        var ran = false
        erased.schedule(after: erased.now.advanced(by: 1)) { ran = true }
        test.advance(by: 1)
        XCTAssertTrue(ran)
        XCTAssertEqual(erased.now, test.now)
        var immediateRan = false
        AnySchedulerOf<DispatchQueue>.immediate.schedule { immediateRan = true }
        XCTAssertTrue(immediateRan)
    }

    func testSchedulerProvider_Families() {
        let test = DispatchQueue.test
        var log: [String] = []
        SchedulerProvider.test(test).scheduler(forQueue: .main).schedule { log.append("test") }
        SchedulerProvider.immediate.scheduler(forQueue: .main).schedule { log.append("immediate") }
        XCTAssertEqual(log, ["immediate"])
        test.advance()
        XCTAssertEqual(log, ["immediate", "test"])
        let live = SchedulerProvider.live.scheduler(forQueue: .global())
        let done = DispatchSemaphore(value: 0)
        live.schedule { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 1), .success)
    }

    func testUnimplementedScheduler_MessageNamesTheCall() {
        let scheduler = DispatchQueue.unimplemented("search")
        let message = scheduler.failureMessage("schedule(options:_:)")
        XCTAssertEqual(
            message,
            "search - An unimplemented scheduler was asked for schedule(options:_:). This code path was expected "
                + "not to use its scheduler; inject a TestScheduler (DispatchQueue.test) or an ImmediateScheduler "
                + "if it should."
        )
    }

    func testDispatchQueueStride_Spellings() {
        typealias Stride = DispatchQueueSchedulerTimeType.Stride
        XCTAssertEqual(Stride.seconds(1).magnitude, 1_000_000_000)
        XCTAssertEqual(Stride.seconds(0.5).magnitude, 500_000_000)
        XCTAssertEqual(Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(Stride.microseconds(2).magnitude, 2_000)
        XCTAssertEqual(Stride.nanoseconds(7).magnitude, 7)
        XCTAssertEqual((1 as Stride).magnitude, 1_000_000_000)
        XCTAssertEqual((0.25 as Stride).magnitude, 250_000_000)
        XCTAssertTrue(Stride.milliseconds(1) < .seconds(1))
        XCTAssertEqual(Stride.seconds(1) + .milliseconds(500), .milliseconds(1500))
    }

    /// Code written for combine-schedulers compiles unchanged with `import PubSubStreamsTest`.
    func testCombineSchedulersSpellingsCompile() {
        final class SearchViewModel {
            let mainQueue: AnySchedulerOf<DispatchQueue>
            init(mainQueue: AnySchedulerOf<DispatchQueue>) { self.mainQueue = mainQueue }
        }
        let test: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
        let immediate: ImmediateSchedulerOf<DispatchQueue> = DispatchQueue.immediate
        let models = [
            SearchViewModel(mainQueue: .main),
            SearchViewModel(mainQueue: .immediate),
            SearchViewModel(mainQueue: test.eraseToAnyScheduler()),
            SearchViewModel(mainQueue: immediate.eraseToAnyScheduler()),
            SearchViewModel(mainQueue: DispatchQueue.main.eraseToAnyScheduler()),
        ]
        test.advance(by: .milliseconds(300))
        test.advance(to: test.now.advanced(by: .seconds(1)))
        test.run()
        XCTAssertEqual(models.count, 5)
        XCTAssertEqual(test.now.dispatchTime.uptimeNanoseconds, 1_300_000_001)
    }
}
