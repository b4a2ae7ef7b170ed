import Dispatch

/// A scheduler of any time type that runs every action at once, whatever date it is given.
///
/// Mirrors combine-schedulers' `ImmediateScheduler<SchedulerTimeType, SchedulerOptions>`: `now`
/// stays where it was created; repeating actions run once. Use it where a test does not care
/// about time. (Combine's own non-generic `ImmediateScheduler.shared` is in `PubSubStreams`; in
/// files importing `PubSubStreamsTest`, this generic one shadows it, as in combine-schedulers.)
///
/// ```swift
/// let c = Just(1).receive(on: DispatchQueue.immediate).sink { print($0) }
/// // Prints: 1
/// ```
public struct ImmediateScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {

    /// The fixed current time.
    public let now: SchedulerTimeType

    /// Zero.
    public let minimumTolerance: SchedulerTimeType.Stride = .zero

    /// Creates an immediate scheduler whose time is `now`.
    public init(now: SchedulerTimeType) {
        self.now = now
    }

    /// Runs `action` now.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) { action() }

    /// Runs `action` once, now.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}

/// The immediate scheduler for a scheduler type: `ImmediateSchedulerOf<DispatchQueue>`.
public typealias ImmediateSchedulerOf<Scheduler: PubSubStreams.Scheduler> =
    ImmediateScheduler<Scheduler.SchedulerTimeType, Scheduler.SchedulerOptions>

extension DispatchQueue {
    /// An immediate scheduler on dispatch time, fixed at uptime 1 (combine-schedulers' `.immediate`).
    public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
        ImmediateScheduler(now: DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }
}
