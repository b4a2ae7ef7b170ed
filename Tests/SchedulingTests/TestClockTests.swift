// TestClock and ImmediateClock: swift-clocks' API as views of one VirtualClock. Expected values come
// from swift-clocks' documented behaviour (a sleep ends when the clock is advanced to its deadline, not
// before; cancellation throws `CancellationError`; `ImmediateClock` sleeps end at once with `now` at the
// deadline) and from the VirtualClock's rule that equal due times run first in, first out.
import Dispatch
import Scheduling
import Testing

/// A log written from several tasks.
private final class Log: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// The task's result, or nil after `timeout` of real time (the task is then cancelled): no test can hang.
/// Ten seconds, reached only by a failing test: on a loaded machine a task can wait seconds for a thread.
private func result<Success: Sendable>(of task: Task<Success, Error>, within timeout: Duration = .seconds(10)) async -> Result<
    Success, Error
>? {
    await withTaskGroup(of: Result<Success, Error>?.self) { group in
        group.addTask { await task.result }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        let first = await group.next() ?? nil
        if first == nil { task.cancel() }
        group.cancelAll()
        return first
    }
}

/// Waits until `condition` holds: for a task the test started to reach its sleep, which a `TestClock`
/// cannot know about (it counts the sleepers it wakes, not the tasks a test starts). At most ten seconds
/// of real time: a second was too short on a loaded machine, where the task waits for a thread.
private func eventually(_ condition: () -> Bool) async {
    let start = ContinuousClock.now
    while !condition(), ContinuousClock.now - start < .seconds(10) { await Task.yield() }
}

@Suite struct TestClockTests {
    @Test func testSleep_WakesAtItsDeadline_InOrderWithTheSchedulersActions_ChainedSleepsInOneAdvance() async {
        let clock = TestClock()
        let log = Log()
        clock.virtualClock.schedule(at: 500_000_000) { log.append("action at \(clock.now)") }
        clock.virtualClock.schedule(at: 1_700_000_000) { log.append("action at \(clock.now)") }
        let task = Task {
            try await clock.sleep(for: .seconds(1))
            log.append("woke at \(clock.now)")
            try await clock.sleep(for: .milliseconds(500))
            log.append("woke again at \(clock.now)")
        }
        await eventually { clock.virtualClock.pendingCount == 3 }

        await clock.advance(by: .milliseconds(999))
        #expect(log.all == ["action at t=500ms"])
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(999)))

        await clock.advance(by: .seconds(1))
        #expect(log.all == ["action at t=500ms", "woke at t=1s", "woke again at t=1500ms", "action at t=1700ms"])
        #expect(clock.now.offset == .milliseconds(1_999))
        #expect(await result(of: task)?.isSuccess == true)
        #expect(clock.wakeUpsInFlight == 0)
        #expect(clock.virtualClock.pendingCount == 0)
    }

    @Test func testSleep_Cancelled_ThrowsCancellationError_AndLeavesTheClock() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await eventually { clock.virtualClock.pendingCount == 1 }
        #expect(clock.virtualClock.pendingCount == 1)

        task.cancel()

        #expect(await result(of: task)?.isCancellation == true)
        #expect(clock.virtualClock.pendingCount == 0)
        let cancelledFirst = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        #expect(await result(of: cancelledFirst)?.isCancellation == true)
        #expect(clock.virtualClock.pendingCount == 0)
    }

    @Test func testSleep_DeadlineNotAfterNow_ReturnsAtOnce_NegativeAdvanceMovesNothing() async throws {
        let clock = TestClock(now: .init(offset: .seconds(2)))
        try await clock.sleep(until: clock.now)
        try await clock.sleep(for: .seconds(-1))
        await clock.advance(by: .seconds(-1))
        await clock.advance(to: .init(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(2))
        #expect(clock.minimumResolution == .zero)
    }

    @Test func testRun_RunsUntilNothingIsScheduled_IncludingSleepsStartedOnTheWay() async {
        let clock = TestClock()
        let log = Log()
        let task = Task {
            for step in 1...3 {
                try await clock.sleep(for: .seconds(1))
                log.append("\(step) at \(clock.now)")
            }
        }
        await eventually { clock.virtualClock.pendingCount == 1 }

        await clock.run(timeout: .seconds(10))

        #expect(log.all == ["1 at t=1s", "2 at t=2s", "3 at t=3s"])
        #expect(await result(of: task)?.isSuccess == true)
    }

    @Test func testRun_OnAStarvedCooperativePool_SlowsDownInsteadOfGivingUp() async {
        // A starved pool (both threads of a 2-core machine blocked by other work) once made `run`
        // give up "after 0 actions": five seconds of real time passed before it could take a turn.
        let clock = TestClock(virtualClock: VirtualClock(), settleTimeout: .milliseconds(10))
        let log = Log()
        for step in 1...3 { clock.virtualClock.schedule(at: Int64(step) * 1_000_000_000) { log.append("action at \(clock.now)") } }
        let blockers = (0..<2).map { _ in
            Task.detached { _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(100)) }
        }

        await clock.run(timeout: .milliseconds(10))

        #expect(log.all == ["action at t=1s", "action at t=2s", "action at t=3s"])
        for blocker in blockers { await blocker.value }
    }

    @Test func testTwoClocksOnOneVirtualClock_ShareTheTimeLine() async {
        let time = VirtualClock()
        let first = TestClock(virtualClock: time)
        let second = TestClock(virtualClock: time)
        let log = Log()
        let task = Task {
            try await second.sleep(for: .seconds(1))
            log.append("second at \(first.now)")
        }
        await eventually { time.pendingCount == 1 }
        time.schedule(at: 2_000_000_000) { log.append("action at \(second.now)") }

        await first.advance(by: .seconds(3))

        #expect(log.all == ["second at t=1s", "action at t=2s"])
        #expect(second.now.offset == .seconds(3))
        #expect(await result(of: task)?.isSuccess == true)
    }

    @Test func testImmediateClock_SleepEndsAtOnce_AtTheDeadline_RunningWhatIsDueOnTheWay() async throws {
        let time = VirtualClock()
        let clock = ImmediateClock(virtualClock: time)
        let log = Log()
        time.schedule(at: 1_000_000_000) { log.append("action at \(clock.now)") }
        time.schedule(at: 9_000_000_000) { log.append("too late") }

        try await clock.sleep(for: .seconds(5))

        #expect(clock.now.offset == .seconds(5))
        #expect(log.all == ["action at t=1s"])
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        #expect(await result(of: cancelled)?.isCancellation == true)
        #expect(ImmediateClock().now.offset == .zero)
    }

    @Test func testInstant_ArithmeticAndNanoseconds_SaturateInsteadOfTrapping() {
        let instant = VirtualInstant(offset: .seconds(1)).advanced(by: .milliseconds(300))
        #expect(instant.nanoseconds == 1_300_000_000)
        #expect(instant.duration(to: VirtualInstant(nanoseconds: 2_000_000_000)) == .milliseconds(700))
        #expect(VirtualInstant(offset: .seconds(Int64.max)).nanoseconds == .max)
        #expect(VirtualInstant(offset: .seconds(Int64.min)).nanoseconds == .min)
        #expect(VirtualInstant(nanoseconds: 1) < VirtualInstant(nanoseconds: 2))
        #expect("\(VirtualInstant(offset: .milliseconds(300)))" == "t=300ms")
    }

    @Test func testSchedulerProvider_HandsOutAContinuousClock_OrTheClockGiven() {
        let provider = SchedulerProvider<String>.always("test")
        #expect(provider.clock is ContinuousClock)
        let clock = TestClock()
        let testing = provider.withClock(clock)
        #expect((testing.clock as? TestClock) === clock)
        #expect(testing.scheduler(forQueue: .main) == "test")
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }

    fileprivate var isCancellation: Bool {
        if case .failure(let error) = self { return error is CancellationError }
        return false
    }
}

@Suite struct TestClockFollowingTests {
    @Test func testAdvance_FollowsTheTasksAnActionStarts_ThroughTheRuntimesEnqueueHook() async {
        let clock = TestClock()
        let log = Log()
        clock.virtualClock.schedule(at: 100_000_000) {
            Task {
                var sum = 0
                for value in 1...10_000 { sum &+= value }  // work, no suspension
                log.append("task ran at \(clock.now): \(sum)")
                try await clock.sleep(for: .milliseconds(100))
                log.append("task slept until \(clock.now)")
            }
        }

        await clock.advance(by: .seconds(1))

        #expect(TestClock.followsStartedTasks)
        #expect(log.all == ["task ran at t=100ms: 50005000", "task slept until t=200ms"])
    }
}
