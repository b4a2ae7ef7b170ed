import Dispatch
import Foundation
import Scheduling

extension TestScheduler {
    /// Advances by one nanosecond, letting other tasks run before each action.
    ///
    /// Same as ReactiveSwift's `@MainActor advance() async`. The `async` twins give tasks started by the
    /// code under test (for example a `Task` that awaits and then sends) a chance to reach their next
    /// suspension point before each action runs: like ReactiveSwift, they yield to the cooperative pool
    /// ten times before every action. Time moves exactly as with the synchronous versions.
    ///
    /// ```swift
    /// await scheduler.advance(by: .seconds(1))
    /// ```
    @MainActor
    public func advance() async {
        await advance(by: .nanoseconds(1))
    }

    /// Advances by `interval`, yielding to other tasks before each action (see `advance() async`).
    @MainActor
    public func advance(by interval: DispatchTimeInterval) async {
        await advanceClock(to: baseDate.addingTimeInterval(interval.timeInterval))
    }

    /// Advances by `interval` seconds, yielding to other tasks before each action.
    @MainActor
    public func advance(by interval: TimeInterval) async {
        await advanceClock(to: baseDate.addingTimeInterval(interval))
    }

    /// Advances to `newDate`, yielding to other tasks before each action.
    @MainActor
    public func advance(to newDate: Date) async {
        await advanceClock(to: newDate)
    }

    /// Runs every pending action, yielding before each; afterwards `currentDate` is `Date.distantFuture`.
    ///
    /// A run that never ends stops after the clock's `runawayLimit` actions and is reported through
    /// `IssueReporting`, as the synchronous `run()` does.
    @MainActor
    public func run() async {
        let previous = beginDrain(.everything).previous
        var steps = 0
        while clock.nextDueTime != nil {
            guard steps < clock.runawayLimit else {
                endDrain(previous: previous, settle: nil)
                IssueReporting.report(
                    "TestScheduler.run() async: still busy after \(steps) actions; a repeating action "
                        + "(timer, interval) was never disposed. Dispose it, or advance(by:) a fixed amount instead.")
                return
            }
            await Self.yieldToOtherTasks()
            _ = clock.step()
            steps += 1
        }
        endDrain(previous: previous, settle: (.distantFuture, pinned: true))
    }

    @MainActor
    private func advanceClock(to targetDate: Date) async {
        let previous = beginDrain(.date(targetDate)).previous
        let target = slot(for: targetDate)
        var steps = 0
        while let due = clock.nextDueTime, due <= target, steps < clock.runawayLimit {
            await Self.yieldToOtherTasks()
            _ = clock.step()
            steps += 1
        }
        finishDrain(at: targetDate, slot: target, previous: previous, reportingAs: "TestScheduler.advance async")
    }

    /// Lets the cooperative pool run other tasks to their next suspension point.
    private static func yieldToOtherTasks() async {
        for _ in 0..<10 {
            await Task.detached(priority: .background) { await Task.yield() }.value
        }
    }
}
