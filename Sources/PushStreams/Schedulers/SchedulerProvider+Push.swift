import Dispatch
import Scheduling

/// Reports problems through the package's `IssueReporting`.
enum IssueReportingBridge {
    static func report(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        IssueReporting.report(message, file: file, line: line)
    }
}

extension SchedulerProvider where Scheduler == any SchedulerType {
    /// Real schedulers: `MainScheduler.instance` for the main queue, else a serial scheduler on the queue.
    ///
    /// The main queue is recognised by identity or, because Linux's Dispatch hands out a new
    /// `DispatchQueue.main` wrapper on each access, by its label.
    ///
    /// ```swift
    /// let scheduler = SchedulerProvider<any SchedulerType>.live.scheduler(forQueue: .main)
    /// print(scheduler is MainScheduler)
    /// // Prints: true
    /// ```
    public static var live: SchedulerProvider<any SchedulerType> {
        SchedulerProvider { queue in
            if queue === DispatchQueue.main || queue.label == DispatchQueue.main.label { return MainScheduler.instance }
            return SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "PushStreams.live.\(queue.label)")
        }
    }

    /// ``ImmediateScheduler/instance`` for every queue: work runs at once, delays collapse to zero.
    ///
    /// We chose ``ImmediateScheduler`` over RxSwift's `CurrentThreadScheduler` because the provider
    /// hands out `SchedulerType`s (debounce, timers need relative time) and `CurrentThreadScheduler`
    /// is only an `ImmediateSchedulerType`.
    public static var immediate: SchedulerProvider<any SchedulerType> {
        .always(ImmediateScheduler.instance)
    }
}
