import Foundation
import Scheduling

/// `RunLoop` is a pub-sub `Scheduler`, with Combine's spelling of its time and stride types.
///
/// Mirrors Combine's `RunLoop` conformance (OpenCombineFoundation's on Linux): `schedule(_:)` performs
/// the action on the run loop's next turn; the timed `schedule`s add a `Timer` in the default mode
/// (one-shot, or repeating until the returned cancellable invalidates it). `now` is `Date()`, the
/// minimum tolerance zero. The actions run only while the run loop runs (`RunLoop.main` does when
/// the main thread runs it). In a file that also sees Combine, write ``RunLoopSchedulerTimeType``.
///
/// ```swift
/// let c = Just(1).receive(on: RunLoop.main).sink { print($0) }
/// RunLoop.main.run(until: Date() + 0.01)
/// // Prints: 1
/// ```
extension RunLoop: Scheduler {
    /// Combine's name for run-loop time: ``RunLoopSchedulerTimeType``.
    public typealias SchedulerTimeType = RunLoopSchedulerTimeType

    /// Combine's name for the run-loop options: ``RunLoopSchedulerOptions``.
    public typealias SchedulerOptions = RunLoopSchedulerOptions

    /// The current date.
    public var now: RunLoopSchedulerTimeType { RunLoopSchedulerTimeType(Date()) }

    /// Zero.
    public var minimumTolerance: RunLoopSchedulerTimeType.Stride { RunLoopSchedulerTimeType.Stride(0) }

    /// Runs `action` on the run loop's next turn.
    public func schedule(options: RunLoopSchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedSendableBox(action)
        perform { box.value() }
    }

    /// Runs `action` on the run loop at `date` (a one-shot timer with `tolerance`).
    public func schedule(
        after date: RunLoopSchedulerTimeType, tolerance: RunLoopSchedulerTimeType.Stride, options: RunLoopSchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let box = UncheckedSendableBox(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in box.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Runs `action` on the run loop at `date` and every `interval` after, until the returned
    /// cancellable invalidates the timer.
    public func schedule(
        after date: RunLoopSchedulerTimeType, interval: RunLoopSchedulerTimeType.Stride,
        tolerance: RunLoopSchedulerTimeType.Stride, options: RunLoopSchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let box = UncheckedSendableBox(action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in box.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        let invalidate = UncheckedSendableBox(timer)
        return AnyCancellable { invalidate.value.invalidate() }
    }
}
