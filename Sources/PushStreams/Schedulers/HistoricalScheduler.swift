import Foundation

/// A virtual-time scheduler whose clock is a `Date`: replay recorded (historical) timelines at full speed.
///
/// Same as RxSwift's `HistoricalScheduler` (a `VirtualTimeScheduler` of `HistoricalSchedulerTimeConverter`,
/// starting at 1970 by default). Advancing into the past is reported and changes nothing (see
/// `VirtualTimeScheduler.advanceTo`), where RxSwift moves the clock back.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in print(scheduler.now.timeIntervalSince1970); return Disposables.create() }
/// scheduler.start()
/// // Prints: 10.0
/// ```
// @unchecked: no state of its own; the base class guards its clock and queue.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// Converts between `Date`s and a historical scheduler's virtual time, which are the same.
///
/// Same as RxSwift's `HistoricalSchedulerTimeConverter`: times are dates, intervals are seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A point in time.
    public typealias VirtualTimeUnit = RxTime
    /// Seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// A converter.
    public init() {}

    /// The date itself.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }

    /// The date itself.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }

    /// The seconds themselves.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// The seconds themselves.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit { timeInterval }

    /// `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// The order of two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}
