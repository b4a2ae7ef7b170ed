/// A stride type that can be built from seconds, milliseconds, microseconds and nanoseconds.
///
/// Mirrors Combine's `SchedulerTimeIntervalConvertible`.
///
/// ```swift
/// let s: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
/// print(s.magnitude)
/// // Prints: 300000000
/// ```
public protocol SchedulerTimeIntervalConvertible {
    /// A whole number of seconds.
    static func seconds(_ s: Int) -> Self
    /// A fractional number of seconds.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs closures now, at a time, or repeatedly: the pub-sub style's notion of "where and when".
///
/// Mirrors Combine's `Scheduler` (same associated types and three requirements; the conveniences
/// are in an extension). Operators such as `debounce`, `receive(on:)` and `subscribe(on:)` take one,
/// so a test can pass a `TestScheduler` and drive time by hand.
///
/// ```swift
/// ImmediateScheduler.shared.schedule { print("ran") }
/// // Prints: ran
/// ```
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's notion of a point in time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options the scheduler accepts (`Never` if none).
    associatedtype SchedulerOptions

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at or after `date`.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    )
    /// Runs `action` at `date` and then every `interval`, until the returned cancellable is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    /// Runs `action` at or after `date`, with the minimum tolerance and no options.
    @inlinable
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` as soon as possible, with no options.
    @inlinable
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at or after `date`, with `tolerance` and no options.
    @inlinable
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` repeatedly from `date` every `interval`, with `tolerance` and no options.
    @inlinable
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` repeatedly from `date` every `interval`, with the minimum tolerance and no options.
    @inlinable
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

extension Scheduler {
    /// Combine's clock for `debounce` and `timeout`: a repeating timer, first `interval` from now, then every
    /// `interval`, with the scheduler's minimum tolerance (read after `now`, as Combine's operators do).
    @inlinable
    func scheduleClock(every interval: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
        -> Cancellable
    {
        schedule(after: now.advanced(by: interval), interval: interval, tolerance: minimumTolerance, options: options, action)
    }
}
