import Scheduling
import Testing

/// The virtual clock's rules: order, ties, cancellation, nesting, monotonic time, the runaway guard.
@Suite("VirtualClock")
struct VirtualClockTests {
    @Test func actionsRunInDueTimeOrder() throws {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: 30) { log.append("c@\(clock.now)") }
        clock.schedule(at: 10) { log.append("a@\(clock.now)") }
        clock.schedule(at: 20) { log.append("b@\(clock.now)") }
        try clock.run()
        #expect(log == ["a@10", "b@20", "c@30"])
        #expect(clock.now == 30)
        #expect(clock.pendingCount == 0)
    }

    @Test func equalDueTimesRunFirstInFirstOut() throws {
        let clock = VirtualClock()
        var log: [Int] = []
        for index in 0..<50 { clock.schedule(at: 5) { log.append(index) } }
        try clock.run()
        #expect(log == Array(0..<50))
    }

    @Test func tiesStayFirstInFirstOutAcrossManyInterleavedTimes() throws {
        let clock = VirtualClock()
        var log: [(Int64, Int)] = []
        var generator = SplitMix64(seed: 42)
        var expected: [(Int64, Int)] = []
        for index in 0..<2_000 {
            let due = Int64(generator.next() % 50)
            expected.append((due, index))
            clock.schedule(at: due) { log.append((due, index)) }
        }
        try clock.run()
        expected.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        #expect(log.map(\.1) == expected.map(\.1))
    }

    @Test func cancelledActionNeverRunsAndIsReleased() throws {
        let clock = VirtualClock()
        final class Token {}
        weak var weakToken: Token?
        var ran = false
        do {
            let token = Token()
            weakToken = token
            let handle = clock.schedule(at: 10) {
                _ = token
                ran = true
            }
            #expect(clock.pendingCount == 1)
            clock.cancel(handle)
            clock.cancel(handle)  // idempotent
        }
        #expect(weakToken == nil)
        #expect(clock.pendingCount == 0)
        try clock.run()
        #expect(!ran)
    }

    @Test func aStaleHandleNeverCancelsTheActionThatReusedItsPlace() throws {
        let clock = VirtualClock()
        let first = clock.schedule(at: 10) {}
        clock.cancel(first)
        var ran: [String] = []
        let second = clock.schedule(at: 10) { ran.append("second") }
        clock.cancel(first)  // the first action's handle again: must not touch the second
        #expect(clock.pendingCount == 1)
        #expect(first != second)
        try clock.run()
        #expect(ran == ["second"])
    }

    @Test func cancelledEntriesAreSkippedWhileOthersRunInOrder() throws {
        let clock = VirtualClock()
        var ran: [Int] = []
        let handles = (0..<100).map { index in clock.schedule(at: Int64(100 - index)) { ran.append(index) } }
        for (index, handle) in handles.enumerated() where index % 3 == 0 { clock.cancel(handle) }
        // New actions reuse the cancelled actions' places.
        for index in 100..<110 { clock.schedule(at: 0) { ran.append(index) } }
        try clock.run()
        let survivors = (0..<100).filter { $0 % 3 != 0 }.reversed()
        #expect(ran == Array(100..<110) + survivors)
        #expect(clock.pendingCount == 0)
    }

    @Test func aLargeBatchRunsInOrderThroughCancelledReusedAndCapturelessSlots() throws {
        // 2,000 actions (a sorted run, read ahead while it pops), every fifth cancelled before the run, its slot
        // reused by an action that captures nothing, and every seventh cancelled by an action during the run.
        let clock = VirtualClock()
        let ran = Locked<[Int]>([])
        var handles: [VirtualClock.ScheduledAction] = []
        for index in 0..<2_000 {
            handles.append(clock.schedule(at: Int64((index * 7_919) % 2_000)) { ran.withLock { $0.append(index) } })
        }
        for index in stride(from: 0, to: 2_000, by: 5) { clock.cancel(handles[index]) }
        @Sendable func nothing() {}
        for _ in 0..<400 { clock.schedule(at: 0, nothing) }
        let lateCancels = stride(from: 1_001, to: 2_000, by: 7).filter { $0 % 5 != 0 }
        clock.schedule(at: 0) { for index in lateCancels { clock.cancel(handles[index]) } }
        try clock.run()
        let cancelled = Set(stride(from: 0, to: 2_000, by: 5)).union(lateCancels)
        let expected = (0..<2_000).filter { !cancelled.contains($0) }.sorted { ($0 * 7_919) % 2_000 < ($1 * 7_919) % 2_000 }
        #expect(ran.withLock { $0 } == expected)
        #expect(clock.pendingCount == 0)
    }

    @Test func releasingTheClockReleasesActionsThatNeverRan() {
        final class Token {}
        weak var weakToken: Token?
        do {
            let clock = VirtualClock()
            let token = Token()
            weakToken = token
            clock.schedule(at: 10) { _ = token }
        }
        #expect(weakToken == nil)
    }

    @Test func cancellingFromInsideAnEarlierActionPreventsALaterOne() throws {
        let clock = VirtualClock()
        var log: [String] = []
        let later = clock.schedule(at: 20) { log.append("later") }
        clock.schedule(at: 10) {
            log.append("first")
            clock.cancel(later)
        }
        try clock.run()
        #expect(log == ["first"])
    }

    @Test func actionsMayScheduleActions() throws {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: 10) {
            log.append("outer@\(clock.now)")
            clock.schedule(after: 5) { log.append("inner@\(clock.now)") }
            clock.schedule(at: 10) { log.append("same-time@\(clock.now)") }
        }
        clock.schedule(at: 12) { log.append("other@\(clock.now)") }
        try clock.run()
        #expect(log == ["outer@10", "same-time@10", "other@12", "inner@15"])
    }

    @Test func advanceByRunsOnlyWhatIsDueAndMovesToTheTarget() throws {
        let clock = VirtualClock()
        var log: [Int64] = []
        for due in [5, 10, 15] as [Int64] { clock.schedule(at: due) { log.append(clock.now) } }
        try clock.advance(by: 10)
        #expect(log == [5, 10])
        #expect(clock.now == 10)
        try clock.advance(by: 1)
        #expect(log == [5, 10])
        #expect(clock.now == 11)
        try clock.advance(to: 100)
        #expect(log == [5, 10, 15])
        #expect(clock.now == 100)
    }

    @Test func timeNeverMovesBackwards() throws {
        let clock = VirtualClock(now: 50)
        var ranAt: Int64?
        clock.schedule(at: 10) { ranAt = clock.now }
        try clock.advance(to: 20)  // in the past: runs what is due (the past action) at now, stays at 50
        #expect(ranAt == 50)
        #expect(clock.now == 50)
        try clock.advance(by: -5)
        #expect(clock.now == 50)
    }

    @Test func pastActionRunsAfterWhatIsAlreadyDueNow() throws {
        let clock = VirtualClock()
        var log: [String] = []
        try clock.advance(to: 10)
        clock.schedule(at: 10) { log.append("due-now") }
        clock.schedule(at: 3) { log.append("past") }
        try clock.run()
        #expect(log == ["due-now", "past"])
    }

    @Test func stepRunsOneActionAtATime() {
        let clock = VirtualClock()
        var log: [Int] = []
        clock.schedule(at: 1) { log.append(1) }
        clock.schedule(at: 2) { log.append(2) }
        #expect(clock.step())
        #expect(log == [1] && clock.now == 1)
        #expect(clock.step())
        #expect(!clock.step())
        #expect(log == [1, 2])
    }

    @Test func stopEndsTheRunAfterTheCurrentAction() throws {
        let clock = VirtualClock()
        var log: [Int64] = []
        clock.schedule(at: 1) { log.append(1) }
        clock.schedule(at: 2) {
            log.append(2)
            clock.stop()
        }
        clock.schedule(at: 3) { log.append(3) }
        try clock.run()
        #expect(log == [1, 2])
        try clock.run()
        #expect(log == [1, 2, 3])
    }

    /// Schedules `action` on `clock` every 10 ticks for ever: each run schedules the next.
    private static func repeatEvery10(on clock: VirtualClock, _ action: @escaping () -> Void) {
        clock.schedule(after: 10) {
            action()
            repeatEvery10(on: clock, action)
        }
    }

    @Test func runawayRepeatingActionStopsWithAClearError() {
        let clock = VirtualClock(runawayLimit: 1_000)
        var fired = 0
        Self.repeatEvery10(on: clock) { fired += 1 }
        #expect(throws: VirtualClockError.runaway(limit: 1_000, now: 10_000, pending: 1)) {
            try clock.run()
        }
        #expect(fired == 1_000)
        let message = VirtualClockError.runaway(limit: 1_000, now: 10_000, pending: 1).description
        #expect(message.contains("after 1000 actions"))
        #expect(message.contains("never ends"))
        #expect(message.contains("advance(by:)"))
    }

    @Test func finiteAdvanceOverARepeatingActionFinishes() throws {
        let clock = VirtualClock(runawayLimit: 1_000)
        var fired = 0
        Self.repeatEvery10(on: clock) { fired += 1 }
        try clock.advance(by: 95)
        #expect(fired == 9)
        #expect(clock.pendingCount == 1)
    }

    @Test func exactlyTheLimitOfActionsIsNotARunaway() throws {
        let clock = VirtualClock(runawayLimit: 100)
        for due in 0..<100 { clock.schedule(at: Int64(due)) {} }
        try clock.run()
        #expect(clock.pendingCount == 0)
    }

    @Test func sleepAndRewindMoveTimeWithoutRunning() throws {
        let clock = VirtualClock()
        var ran = false
        clock.schedule(at: 10) { ran = true }
        clock.sleep(20)
        #expect(clock.now == 20 && !ran)
        clock.rewind(by: 15)
        #expect(clock.now == 5)
        try clock.advance(to: 9)
        #expect(!ran)
        try clock.advance(to: 10)
        #expect(ran)
    }

    @Test func nextDueTimeSkipsCancelledActions() {
        let clock = VirtualClock()
        let first = clock.schedule(at: 5) {}
        clock.schedule(at: 8) {}
        clock.cancel(first)
        #expect(clock.nextDueTime == 8)
    }

    @Test func scheduleUnlessPastRefusesAPastTimeAndTheCancellerWorksWithoutTheClock() throws {
        var clock: VirtualClock? = VirtualClock(now: 10)
        var log: [Int64] = []
        #expect(clock?.schedule(atUnlessPast: 9) { log.append(9) } == nil)
        let atNow = clock?.schedule(atUnlessPast: 10) { log.append(10) }
        let later = try #require(clock?.schedule(atUnlessPast: 20) { log.append(20) })
        #expect(atNow?.dueTime == 10)
        #expect(clock?.pendingCount == 2)
        let canceller = try #require(clock?.canceller)
        canceller.cancel(later)
        #expect(clock?.pendingCount == 1)
        try clock?.run()
        #expect(log == [10])
        // The canceller does not keep the clock alive, and cancelling through it afterwards does nothing.
        weak let released = clock
        clock = nil
        #expect(released == nil)
        canceller.cancel(later)
    }

    @Test func describesDurationsInTheLargestExactUnit() {
        #expect(VirtualClock.describe(nanoseconds: 2_000_000_000) == "2s")
        #expect(VirtualClock.describe(nanoseconds: 300_000_000) == "300ms")
        #expect(VirtualClock.describe(nanoseconds: 1_500) == "1500ns")
    }
}
