import Dispatch
import Scheduling

extension SchedulerProvider where Scheduler == any DateScheduler {
    /// Real schedulers: `QueueScheduler.main` for the main queue, else a `QueueScheduler` targeting the queue.
    ///
    /// ReactiveSwift has no provider; this is the tutorial's injection point for the pull style.
    ///
    /// ```swift
    /// let scheduler = SchedulerProvider<any DateScheduler>.live.scheduler(forQueue: .main)
    /// print(scheduler === QueueScheduler.main)
    /// // Prints: true
    /// ```
    public static var live: SchedulerProvider<any DateScheduler> {
        SchedulerProvider { queue in
            isMainQueue(queue)
                ? QueueScheduler.main
                : QueueScheduler(name: "PullStreams.live.\(queue.label)", targeting: queue)
        }
    }

    /// Whether `queue` is the main queue. On Linux each `DispatchQueue.main` access returns a new
    /// wrapper object, so identity alone is not enough; the main queue's label is compared too.
    private static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue === DispatchQueue.main || queue.label == DispatchQueue.main.label
    }

    /// An `ImmediateDateScheduler` for every queue: everything runs inline, delays collapse to zero.
    ///
    /// ReactiveSwift's `ImmediateScheduler` is not a `DateScheduler`, so it cannot stand in for a
    /// queue that feeds `debounce` or `delay`. `ImmediateDateScheduler` can: debounced and delayed
    /// values are forwarded at once (a debounce then lets every value through), and a repeating
    /// timer fires once and reports an issue. For time-sensitive tests use `test(_:)` instead.
    public static var immediate: SchedulerProvider<any DateScheduler> {
        .always(ImmediateDateScheduler())
    }
}
