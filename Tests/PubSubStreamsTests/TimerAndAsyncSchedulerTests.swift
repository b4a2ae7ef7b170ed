import PubSubStreamsTest
import XCTest

/// combine-schedulers' `Publishers.Timer` and `TestScheduler`'s async API, checked against
/// combine-schedulers 1.2.2's sources and its `TimerTests`/`TestSchedulerTests`.
final class TimerAndAsyncSchedulerTests: PubSubTestCase {
    func testTimer_TicksEveryIntervalOnATestScheduler() {
        let scheduler = DispatchQueue.test
        let start = scheduler.now
        var ticks: [Int] = []
        let cancellable = Publishers.Timer(every: 1, scheduler: scheduler).autoconnect()
            .sink { ticks.append(Int(start.distance(to: $0).magnitude / 1_000_000_000)) }
        XCTAssertEqual(ticks, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(ticks, [1])
        scheduler.advance(by: 5)
        XCTAssertEqual(ticks, [1, 2, 3, 4, 5, 6])
        cancellable.cancel()
        scheduler.advance(by: 5)
        XCTAssertEqual(ticks, [1, 2, 3, 4, 5, 6], "cancelled: no more ticks")
    }

    func testTimerPublisher_WaitsForConnectAndSharesTicks() {
        let scheduler = DispatchQueue.test
        let timer = scheduler.timerPublisher(every: .seconds(1))
        var first = 0
        var second = 0
        let a = timer.sink { _ in first += 1 }
        let b = timer.sink { _ in second += 1 }
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual([first, second], [0, 0], "not connected yet")
        let connection = timer.connect()
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual([first, second], [2, 2])
        connection.cancel()
        a.cancel()
        b.cancel()
    }

    @MainActor
    func testAsyncAdvance_LetsASleepingTaskFinish() async {
        let scheduler = DispatchQueue.test
        var woke = false
        let task = Task { @MainActor in
            try await scheduler.sleep(for: .seconds(1))
            woke = true
        }
        guard await waitUntilScheduled(scheduler) else { return }
        await scheduler.advance(by: .milliseconds(500))
        XCTAssertFalse(woke)
        await scheduler.advance(by: .milliseconds(500))
        _ = await task.result
        XCTAssertTrue(woke)
    }

    @MainActor
    func testAsyncTimer_YieldsTheSchedulersTime() async {
        let scheduler = DispatchQueue.test
        let start = scheduler.now
        let task = Task { @MainActor () -> [Int] in
            var seconds: [Int] = []
            for await time in scheduler.timer(interval: .seconds(1)) {
                seconds.append(Int(start.distance(to: time).magnitude / 1_000_000_000))
                if seconds.count == 3 { break }
            }
            return seconds
        }
        guard await waitUntilScheduled(scheduler) else { return task.cancel() }
        await scheduler.advance(by: .seconds(3))
        let seconds = await task.value
        XCTAssertEqual(seconds, [1, 2, 3])
    }

    /// Lets the task under test reach its wait (bounded: a task that never schedules fails the test, never hangs).
    @MainActor
    private func waitUntilScheduled(
        _ scheduler: TestSchedulerOf<DispatchQueue>, file: StaticString = #filePath, line: UInt = #line
    ) async -> Bool {
        for _ in 0..<10_000 where scheduler.clock.nextDueTime == nil { await Task.yield() }
        XCTAssertNotNil(scheduler.clock.nextDueTime, "the task never scheduled its wait", file: file, line: line)
        return scheduler.clock.nextDueTime != nil
    }

    func testMeasure_ReturnsTheVirtualTimeWorkTook() {
        let scheduler = DispatchQueue.test
        let took = scheduler.measure { scheduler.advance(by: .milliseconds(250)) }
        XCTAssertEqual(took, .milliseconds(250))
    }
}
