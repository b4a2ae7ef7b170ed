import PubSubStreams
import Scheduling

extension TestScheduler {
    /// Advances by `stride`, letting other tasks run before each action.
    ///
    /// Mirrors combine-schedulers' `@MainActor advance(by:) async`: tasks started by the code under
    /// test get a chance to reach their next suspension point before each action runs (ours yields to
    /// the cooperative pool ten times per action, as the pull style's does). Time moves exactly as with
    /// the synchronous version.
    ///
    /// ```swift
    /// await scheduler.advance(by: .seconds(1))
    /// ```
    @MainActor
    public func advance(by stride: SchedulerTimeType.Stride = .zero) async {
        await advance(to: now.advanced(by: stride))
    }

    /// Advances to `instant`, letting other tasks run before each action; a past instant leaves time where it is.
    @MainActor
    public func advance(to instant: SchedulerTimeType) async {
        let target = nanoseconds(at: instant)
        var steps = 0
        while steps < clock.runawayLimit {
            // Yield first, as combine-schedulers does: a task may be about to schedule something due now.
            await yieldToOtherTasks()
            guard let due = clock.nextDueTime, due <= target else { break }
            _ = clock.step()
            steps += 1
        }
        do {
            try clock.advance(to: target)
        } catch {
            IssueReporting.report(error.description)
        }
    }

    /// Runs every pending action, letting other tasks run before each; a never-ending timer is reported.
    @MainActor
    public func run() async {
        var steps = 0
        await yieldToOtherTasks()
        while clock.nextDueTime != nil {
            guard steps < clock.runawayLimit else {
                IssueReporting.report(
                    "TestScheduler.run() async: still busy after \(steps) actions; a repeating action (a timer) was "
                        + "never cancelled. Cancel it, or advance(by:) a fixed amount instead.")
                return
            }
            await yieldToOtherTasks()
            _ = clock.step()
            steps += 1
        }
    }
}

/// Lets the cooperative pool run other tasks to their next suspension point.
private func yieldToOtherTasks() async {
    for _ in 0..<10 {
        await Task.detached(priority: .background) { await Task.yield() }.value
    }
}

extension PubSubStreams.Scheduler {
    /// Suspends until `duration` has passed on this scheduler (virtual time on a test scheduler).
    ///
    /// Mirrors combine-schedulers' `Scheduler.sleep(for:tolerance:options:)`: throws `CancellationError`
    /// when the task is cancelled before or after the wait.
    public func sleep(
        for duration: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride = .zero, options: SchedulerOptions? = nil
    ) async throws {
        try Task.checkCancellation()
        let scheduler = UncheckedSendableBox(self)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            scheduler.value.schedule(after: scheduler.value.now.advanced(by: duration), tolerance: tolerance, options: options) {
                continuation.resume()
            }
        }
        try Task.checkCancellation()
    }

    /// Suspends until `deadline` on this scheduler (combine-schedulers' `sleep(until:)`).
    public func sleep(
        until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride = .zero, options: SchedulerOptions? = nil
    ) async throws {
        try await sleep(for: now.distance(to: deadline), tolerance: tolerance, options: options)
    }

    /// An async stream of this scheduler's `now`, every `interval` (combine-schedulers' `timer(interval:)`).
    public func timer(
        interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride = .zero, options: SchedulerOptions? = nil
    ) -> AsyncStream<SchedulerTimeType> {
        let (stream, continuation) = AsyncStream.makeStream(of: SchedulerTimeType.self)
        let now = UncheckedSendableBox({ self.now })
        let ticking = TimerStop(
            schedule(after: now.value().advanced(by: interval), interval: interval, tolerance: tolerance, options: options) {
                continuation.yield(now.value())
            })
        continuation.onTermination = ticking.onTermination()
        return stream
    }

    /// How much of this scheduler's time `work` took (combine-schedulers' `measure(_:)`).
    public func measure(_ work: () throws -> Void) rethrows -> SchedulerTimeType.Stride {
        let start = now
        try work()
        return start.distance(to: now)
    }
}

/// Cancels a scheduled repetition when an async stream ends (not generic, so its closure captures no metatype).
// @unchecked: `cancellable` is set once, in `init`; `Cancellable.cancel()` is thread-safe.
private final class TimerStop: @unchecked Sendable {
    private let cancellable: Cancellable

    init(_ cancellable: Cancellable) { self.cancellable = cancellable }

    func onTermination<T>() -> @Sendable (AsyncStream<T>.Continuation.Termination) -> Void {
        { [self] _ in cancellable.cancel() }
    }
}
