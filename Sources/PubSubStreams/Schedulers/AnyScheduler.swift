import Dispatch
import Scheduling

/// A type-erased scheduler: production code depends on it, tests substitute a test or immediate one.
///
/// Mirrors pointfreeco's combine-schedulers `AnyScheduler` (it lives in `CombineSchedulers` there;
/// here it is in `PubSubStreams` so production code needs no test module, and `PubSubStreamsTest`
/// re-exports it). Both initializers of the original exist: wrapping a scheduler, or five closures.
///
/// ```swift
/// let scheduler: AnySchedulerOf<DispatchQueue> = .immediate
/// scheduler.schedule { print("now") }
/// // Prints: now
/// ```
public struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    // @unchecked: immutable closures; the wrapped schedulers are Sendable or used as their owners allow.
    private let minimumToleranceBody: () -> SchedulerTimeType.Stride
    private let nowBody: () -> SchedulerTimeType
    private let scheduleImmediatelyBody: (SchedulerOptions?, @escaping () -> Void) -> Void
    private let delayedBody: (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
    private let intervalBody:
        (
            SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void
        ) -> Cancellable

    /// Builds a scheduler from closures (combine-schedulers' closure initializer).
    public init(
        minimumTolerance: @escaping () -> SchedulerTimeType.Stride,
        now: @escaping () -> SchedulerTimeType,
        scheduleImmediately: @escaping (SchedulerOptions?, @escaping () -> Void) -> Void,
        delayed: @escaping (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void,
        interval:
            @escaping (
                SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void
            ) -> Cancellable
    ) {
        minimumToleranceBody = minimumTolerance
        nowBody = now
        scheduleImmediatelyBody = scheduleImmediately
        delayedBody = delayed
        intervalBody = interval
    }

    /// Wraps `scheduler`.
    public init<S: Scheduler>(_ scheduler: S)
    where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
        if let erased = scheduler as? AnyScheduler {
            self = erased
            return
        }
        minimumToleranceBody = { scheduler.minimumTolerance }
        nowBody = { scheduler.now }
        scheduleImmediatelyBody = { scheduler.schedule(options: $0, $1) }
        delayedBody = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
        intervalBody = { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
    }

    /// The wrapped scheduler's minimum tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { minimumToleranceBody() }

    /// The wrapped scheduler's time.
    public var now: SchedulerTimeType { nowBody() }

    /// Forwards to the wrapped scheduler.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        scheduleImmediatelyBody(options, action)
    }

    /// Forwards to the wrapped scheduler.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        delayedBody(date, tolerance, options, action)
    }

    /// Forwards to the wrapped scheduler.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        intervalBody(date, interval, tolerance, options, action)
    }
}

/// The erased form of a scheduler type: `AnySchedulerOf<DispatchQueue>` (combine-schedulers' alias).
public typealias AnySchedulerOf<Scheduler: PubSubStreams.Scheduler> =
    AnyScheduler<Scheduler.SchedulerTimeType, Scheduler.SchedulerOptions>

extension Scheduler {
    /// Wraps this scheduler in an `AnyScheduler` (combine-schedulers' `eraseToAnyScheduler()`).
    public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
        AnyScheduler(self)
    }
}

extension AnyScheduler
where SchedulerTimeType == DispatchQueueSchedulerTimeType, SchedulerOptions == DispatchQueueSchedulerOptions {
    /// `DispatchQueue.main`, erased (combine-schedulers' `.main`).
    public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }

    /// A scheduler on dispatch time that runs every action at once, with its clock fixed at uptime 0.
    ///
    /// combine-schedulers declares this in its own module as `ImmediateScheduler.eraseToAnyScheduler()`;
    /// ours lives here so production code (`SchedulerProvider.immediate`) can use it.
    public static var immediate: Self {
        let now = DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: 0))
        return AnyScheduler(
            minimumTolerance: { .zero },
            now: { now },
            scheduleImmediately: { _, action in action() },
            delayed: { _, _, _, action in action() },
            interval: { _, _, _, _, action in
                action()
                return AnyCancellable {}
            }
        )
    }
}

extension SchedulerProvider where Scheduler == AnySchedulerOf<DispatchQueue> {
    /// Production: each queue is its own scheduler, erased.
    public static var live: SchedulerProvider { SchedulerProvider { $0.eraseToAnyScheduler() } }

    /// Tests without time: every queue answered by an immediate scheduler.
    public static var immediate: SchedulerProvider { .always(.immediate) }
}
