import Foundation

// combine-schedulers' test, immediate and unimplemented schedulers for the main-thread scheduler and the
// Foundation schedulers, with the same starting times as theirs: uptime 1 on dispatch time (dispatch reads
// uptime 0 as "now"), the 1970 epoch on `Date` time.

extension UIScheduler {
    /// A test scheduler on the main queue's time, starting at uptime 1 (combine-schedulers' `UIScheduler.test`).
    public static var test: TestSchedulerOf<UIScheduler> { TestScheduler(now: .init(DispatchTime(uptimeNanoseconds: 1))) }
    /// An immediate scheduler on the main queue's time (combine-schedulers' `UIScheduler.immediate`).
    public static var immediate: ImmediateSchedulerOf<UIScheduler> { ImmediateScheduler(now: .init(DispatchTime(uptimeNanoseconds: 1))) }
}

extension RunLoop {
    /// A test scheduler on run-loop time, starting at the 1970 epoch (combine-schedulers' `RunLoop.test`).
    public static var test: TestSchedulerOf<RunLoop> { TestScheduler(now: .init(Date(timeIntervalSince1970: 0))) }
    /// An immediate scheduler on run-loop time (combine-schedulers' `RunLoop.immediate`).
    public static var immediate: ImmediateSchedulerOf<RunLoop> { ImmediateScheduler(now: .init(Date(timeIntervalSince1970: 0))) }
    /// A scheduler that fails the test when used (combine-schedulers' `RunLoop.unimplemented`).
    public static var unimplemented: UnimplementedSchedulerOf<RunLoop> { unimplemented("") }
    /// A scheduler that fails the test when used; `prefix` starts each failure message.
    public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<RunLoop> {
        UnimplementedScheduler(prefix, now: .init(Date(timeIntervalSince1970: 0)))
    }
}

extension OperationQueue {
    /// A test scheduler on operation-queue time, starting at the 1970 epoch (combine-schedulers' `OperationQueue.test`).
    public static var test: TestSchedulerOf<OperationQueue> { TestScheduler(now: .init(Date(timeIntervalSince1970: 0))) }
    /// An immediate scheduler on operation-queue time (combine-schedulers' `OperationQueue.immediate`).
    public static var immediate: ImmediateSchedulerOf<OperationQueue> {
        ImmediateScheduler(now: .init(Date(timeIntervalSince1970: 0)))
    }
    /// A scheduler that fails the test when used (combine-schedulers' `OperationQueue.unimplemented`).
    public static var unimplemented: UnimplementedSchedulerOf<OperationQueue> { unimplemented("") }
    /// A scheduler that fails the test when used; `prefix` starts each failure message.
    public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<OperationQueue> {
        UnimplementedScheduler(prefix, now: .init(Date(timeIntervalSince1970: 0)))
    }
}
