import Dispatch
import Foundation

/// Runs actions somewhere: inline, on a queue, or in virtual time.
///
/// Same requirement as ReactiveSwift's `Scheduler`: `schedule` returns a disposable that cancels
/// the action if it has not run yet (or `nil` when it cannot be cancelled).
public protocol Scheduler: AnyObject {
    /// Runs `action` as soon as the scheduler allows.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable?
}

/// A scheduler that can run actions at a given date, and repeatedly.
///
/// Same requirements as ReactiveSwift's `DateScheduler`. Time-based operators (`delay`,
/// `debounce`, `timer`) need one; `TestScheduler` is the virtual-time one.
public protocol DateScheduler: Scheduler {
    /// The scheduler's notion of now.
    var currentDate: Date { get }

    /// Runs `action` at `date` (at once, in order, when `date` has passed).
    @discardableResult
    func schedule(after date: Date, action: @escaping () -> Void) -> Disposable?

    /// Runs `action` at `date`, then every `interval`, until the returned disposable is disposed.
    @discardableResult
    func schedule(
        after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
    ) -> Disposable?
}

extension DateScheduler {
    /// Runs `action` after `delay` from now, then every `interval` (ReactiveSwift's only extension).
    @discardableResult
    public func schedule(
        after delay: DispatchTimeInterval,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        schedule(after: currentDate.addingTimeInterval(delay.timeInterval), interval: interval, leeway: leeway, action: action)
    }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds; `.never` is `Int64.max`.
    var nanoseconds: Int64 {
        switch self {
        case let .seconds(s): return Int64(s).multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : Int64(s) * 1_000_000_000
        case let .milliseconds(ms): return Int64(ms) * 1_000_000
        case let .microseconds(us): return Int64(us) * 1_000
        case let .nanoseconds(ns): return Int64(ns)
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// The interval in seconds.
    var timeInterval: TimeInterval {
        // A pattern, not `== .never`: the synthesized equality of the enum is a call per conversion.
        if case .never = self { return .infinity }
        return Double(nanoseconds) / 1_000_000_000
    }
}

extension TimeInterval {
    /// Seconds as nanoseconds, rounded, clamped to `Int64`.
    var clampedNanoseconds: Int64 {
        let ns = self * 1_000_000_000
        if ns.isNaN { return 0 }
        if ns >= 9.2e18 { return .max / 2 }  // (doubles this large are whole numbers: nothing to round)
        if ns <= -9.2e18 { return .min / 2 }
        // Rounded half away from zero, as `rounded()` does, without its call into libm (B4 and B7
        // convert a date per scheduled action): truncate, then step by the fraction, which the
        // subtraction computes exactly (`ns` and its truncation are less than 1 apart).
        let truncated = Int64(ns)
        let fraction = ns - Double(truncated)
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return truncated
    }
}
