import Dispatch
import TestReporting

/// A scheduler that fails the test whenever it is used: proof a code path never schedules.
///
/// Mirrors combine-schedulers' `UnimplementedScheduler`. Every use (`now`, `minimumTolerance`,
/// each `schedule`) reports a failure naming what was called; actions are never run.
///
/// ```swift
/// let scheduler = DispatchQueue.unimplemented("search")
/// scheduler.schedule { }   // fails the test: "search - A scheduler was asked to schedule ..."
/// ```
public struct UnimplementedScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    private let prefix: String
    private let fixedNow: SchedulerTimeType

    /// Creates the scheduler; `prefix` starts every failure message.
    public init(_ prefix: String = "", now: SchedulerTimeType) {
        installTestFailureReporting()
        self.prefix = prefix
        fixedNow = now
    }

    /// The failure message for a use of `what` (exposed so its wording can be tested).
    public func failureMessage(_ what: String) -> String {
        let lead = prefix.isEmpty ? "" : "\(prefix) - "
        return "\(lead)An unimplemented scheduler was asked for \(what). This code path was expected "
            + "not to use its scheduler; inject a TestScheduler (DispatchQueue.test) or an "
            + "ImmediateScheduler if it should."
    }

    private func fail(_ what: String) {
        reportTestFailure(failureMessage(what))
    }

    /// Reports a failure, then returns the time given at creation.
    public var now: SchedulerTimeType {
        fail("'now'")
        return fixedNow
    }

    /// Reports a failure, then returns zero.
    public var minimumTolerance: SchedulerTimeType.Stride {
        fail("'minimumTolerance'")
        return .zero
    }

    /// Reports a failure; the action never runs.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        fail("schedule(options:_:)")
    }

    /// Reports a failure; the action never runs.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        fail("schedule(after:tolerance:options:_:)")
    }

    /// Reports a failure; the action never runs.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        fail("schedule(after:interval:tolerance:options:_:)")
        return AnyCancellable {}
    }
}

/// The unimplemented scheduler for a scheduler type.
public typealias UnimplementedSchedulerOf<Scheduler: PubSubStreams.Scheduler> =
    UnimplementedScheduler<Scheduler.SchedulerTimeType, Scheduler.SchedulerOptions>

extension DispatchQueue {
    /// A dispatch-time scheduler that fails the test when used.
    public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> { unimplemented("") }

    /// A dispatch-time scheduler that fails the test when used; `prefix` starts each message.
    public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<DispatchQueue> {
        UnimplementedScheduler(prefix, now: DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }
}

extension AnyScheduler
where SchedulerTimeType == DispatchQueueSchedulerTimeType, SchedulerOptions == DispatchQueueSchedulerOptions {
    /// A dispatch-time scheduler that fails the test when used, erased.
    public static var unimplemented: Self { DispatchQueue.unimplemented.eraseToAnyScheduler() }

    /// A dispatch-time scheduler that fails the test when used, erased; `prefix` starts each message.
    public static func unimplemented(_ prefix: String) -> Self { DispatchQueue.unimplemented(prefix).eraseToAnyScheduler() }
}
