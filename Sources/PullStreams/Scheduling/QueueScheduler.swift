import Dispatch
import Foundation
import Scheduling

/// A `DateScheduler` that runs actions on a serial dispatch queue, at real dates.
///
/// Mirrors ReactiveSwift's `QueueScheduler`: `main` runs on the main queue (always asynchronously;
/// see `UIScheduler` for inline delivery), `init(qos:name:targeting:)` creates a serial queue.
/// Actions are cancelled by disposing what `schedule` returns. As in ReactiveSwift, the scheduler
/// keeps a repeating timer alive: releasing its disposable does not stop it, disposing it does.
/// Releasing the scheduler cancels its remaining timers (ReactiveSwift just releases them). The default quality of service is `.unspecified`.
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

    /// The running repeating timers, kept here so that only an explicit dispose stops them.
    private let timers = Locked<[ObjectIdentifier: UncheckedSendableBox<DispatchSourceTimer>]>([:])

    init(internalQueue: DispatchQueue) {
        queue = internalQueue
    }

    /// Cancels the repeating timers still running (their handles can no longer reach the scheduler).
    deinit {
        for timer in timers.withLock({ $0.values }) { timer.value.cancel() }
    }

    /// Creates a scheduler on a new serial queue.
    /// - Parameters:
    ///   - qos: the queue's quality of service.
    ///   - name: the queue's label.
    ///   - targeting: a queue the new queue targets (`nil`: the default global queue for `qos`).
    public convenience init(
        qos: DispatchQoS = .unspecified,
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

    /// Runs `action` on the queue at `date`, then every `interval` (with a leeway of a tenth of it,
    /// as ReactiveSwift's), until disposed.
    @discardableResult
    public func schedule(after date: Date, interval: DispatchTimeInterval, action: @escaping () -> Void) -> Disposable? {
        schedule(after: date, interval: interval, leeway: .nanoseconds(Int(interval.nanoseconds / 10)), action: action)
    }

    /// Runs `action` on the queue at `date`, then every `interval`, until disposed. The scheduler
    /// holds the timer: releasing the returned disposable does not stop it.
    @discardableResult
    public func schedule(
        after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable? {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(wallDeadline: Self.wallTime(date), repeating: interval, leeway: leeway)
        let box = UncheckedSendableBox(action)
        timer.setEventHandler { box.value() }
        timer.resume()
        let key = ObjectIdentifier(timer as AnyObject)
        let sendableTimer = UncheckedSendableBox(timer)
        timers.withLock { $0[key] = sendableTimer }
        return AnyDisposable { [weak self] in
            sendableTimer.value.cancel()
            let removed = self?.timers.withLock { $0.removeValue(forKey: key) }
            _ = removed  // released outside the lock
        }
    }

    private static func wallTime(_ date: Date) -> DispatchWallTime {
        let delay = max(0, date.timeIntervalSinceNow)
        return .now() + .nanoseconds(Int(delay.clampedNanoseconds))
    }
}
