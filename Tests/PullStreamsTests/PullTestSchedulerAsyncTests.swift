import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// The `@MainActor async` twins of `advance`/`run`: same times, and tasks get to run between actions.
final class PullTestSchedulerAsyncTests: CookbookTestCase {
    @MainActor
    func testAsyncAdvance_LetsTasksRunBetweenActions() async {
        let before = Resources.total
        let scheduler = TestScheduler()
        let log = Locked<[String]>([])
        scheduler.schedule(after: .seconds(1)) {
            log.withLock { $0.append("action 1") }
            Task { @MainActor in log.withLock { $0.append("task") } }
        }
        scheduler.schedule(after: .seconds(2)) { log.withLock { $0.append("action 2") } }
        await scheduler.advance(by: .seconds(2))
        XCTAssertEqual(log.withLock { $0 }, ["action 1", "task", "action 2"])
        XCTAssertEqual(scheduler.elapsed, 2)
        await scheduler.advance(by: 0.5)
        await scheduler.advance(to: scheduler.startDate.addingTimeInterval(3))
        await scheduler.advance()
        XCTAssertEqual(scheduler.elapsed, 3.000000001)
        XCTAssertEqual(Resources.total, before)
    }

    @MainActor
    func testAsyncRun_RunsEverything_DateIsDistantFuture_RecorderSeesVirtualTimes() async {
        let before = Resources.total
        let scheduler = TestScheduler()
        let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
        SignalProducer<Int, Never>(values: 1, 2).delay(1, on: scheduler).start(recorder.observer)
        await scheduler.run()
        XCTAssertEqual(recorder.events, [.value(1, 1), .value(1, 2), .completed(1)])
        XCTAssertEqual(scheduler.currentDate, .distantFuture)
        XCTAssertEqual(Resources.total, before)
    }
}
