import Foundation

/// The main queue as a scheduler that does not hop when it is already on the main thread.
///
/// Mirrors combine-schedulers' `UIScheduler.shared`: `schedule(_:)` called on the main thread runs the
/// action at once (no wait for the next turn of the main queue, so a UI update is not a frame late);
/// from any other thread it is `DispatchQueue.main.schedule`. The timed `schedule`s, `now` and
/// `minimumTolerance` are the main queue's. combine-schedulers recognises the main queue with a
/// dispatch-specific key; ours asks `Thread.isMainThread`, which is the same thread on every platform
/// this package supports.
///
/// ```swift
/// UIScheduler.shared.schedule { print("ran") }   // on the main thread
/// // Prints: ran
/// ```
public struct UIScheduler: Scheduler, Sendable {
    /// No options.
    public typealias SchedulerOptions = Never
    /// Dispatch time, as the main queue's.
    public typealias SchedulerTimeType = DispatchQueueSchedulerTimeType

    /// The one instance.
    public static let shared = UIScheduler()

    private init() {}

    /// The main queue's current time.
    public var now: SchedulerTimeType { DispatchQueue.main.now }

    /// The main queue's minimum tolerance (zero).
    public var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

    /// Runs `action` at once on the main thread, else on the main queue.
    public func schedule(options: SchedulerOptions? = nil, _ action: @escaping () -> Void) {
        if Thread.isMainThread {
            action()
        } else {
            DispatchQueue.main.schedule(options: nil, action)
        }
    }

    /// Runs `action` on the main queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions? = nil,
        _ action: @escaping () -> Void
    ) {
        DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` on the main queue at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions? = nil, _ action: @escaping () -> Void
    ) -> Cancellable {
        DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}
