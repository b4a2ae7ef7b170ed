import Dispatch
import Foundation
import Scheduling

/// A `DateScheduler` that runs actions on a serial dispatch queue, at real dates.
///
/// Mirrors ReactiveSwift's `QueueScheduler`: `main` runs on the main queue (always asynchronously;
/// see `UIScheduler` for inline delivery), `init(qos:name:targeting:)` creates a serial queue.
/// Actions are cancelled by disposing what `schedule` returns.
///
/// ```swift
/// let scheduler = QueueScheduler(qos: .userInitiated, name: "work")
/// scheduler.schedule { print("on the work queue") }
/// ```
public final class QueueScheduler: DateScheduler, Sendable {
    /// The queue actions run on.
    public let queue: DispatchQueue

    /// The scheduler of the main queue.
    public static let main = QueueScheduler(internalQueue: .main)

    init(internalQueue: DispatchQueue) {
        queue = internalQueue
    }

    /// Creates a scheduler on a new serial queue.
    /// - Parameters:
    ///   - qos: the queue's quality of service.
    ///   - name: the queue's label.
    ///   - targeting: a queue the new queue targets (`nil`: the default global queue for `qos`).
    public convenience init(
        qos: DispatchQoS = .default,
        name: String = "PullStreams.QueueScheduler",
        targeting targetQueue: DispatchQueue? = nil
    ) {
        self.init(internalQueue: DispatchQueue(label: name, qos: qos, target: targetQueue))
    }

    /// The real current date.
    public var currentDate: Date { Date() }

    /// Runs `action` asynchronously on the queue unless disposed first.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let cancelled = AnyDisposable()
        let box = UncheckedSendableBox(action)
        queue.async {
            if !cancelled.isDisposed { box.value() }
        }
        return cancelled
    }

    /// Runs `action` on the queue at `date` unless disposed first.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        let cancelled = AnyDisposable()
        let box = UncheckedSendableBox(action)
        queue.asyncAfter(wallDeadline: Self.wallTime(date)) {
            if !cancelled.isDisposed { box.value() }
        }
        return cancelled
    }

    /// Runs `action` on the queue at `date`, then every `interval`, until disposed.
    @discardableResult
    public func schedule(
        after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(wallDeadline: Self.wallTime(date), repeating: interval, leeway: leeway)
        let box = UncheckedSendableBox(action)
        timer.setEventHandler { box.value() }
        timer.resume()
        let sendableTimer = UncheckedSendableBox(timer)
        return AnyDisposable { sendableTimer.value.cancel() }
    }

    private static func wallTime(_ date: Date) -> DispatchWallTime {
        let delay = max(0, date.timeIntervalSinceNow)
        return .now() + .nanoseconds(Int(delay.clampedNanoseconds))
    }
}
