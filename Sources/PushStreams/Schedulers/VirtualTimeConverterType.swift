import Foundation

/// How a ``VirtualTimeScheduler`` reads its virtual time: the units, conversions and ordering.
///
/// Same as RxSwift's `VirtualTimeConverterType`: two unit types (a point in virtual time and a
/// distance between two), conversions to and from `Date`/`TimeInterval`, an offset and a comparison.
/// Ours adds two requirements with defaults, ``virtualClockNanoseconds(from:)`` and
/// ``virtualTime(fromVirtualClockNanoseconds:)``: every virtual-time scheduler is a view over the
/// shared `VirtualClock` (integer nanoseconds), and these say where a virtual time sits on it. The
/// defaults go through `Date` (`convertFromVirtualTime` seconds × 10⁹, rounded to the nearest
/// nanosecond, and back through `convertToVirtualTime`); a converter with an exact integer mapping
/// (``TestSchedulerVirtualTimeConverter`` in PushStreamsTest) overrides them.
///
/// ```swift
/// struct MillisecondConverter: VirtualTimeConverterType {
///     func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) / 1_000) }
///     func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 * 1_000).rounded()) }
///     func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) / 1_000 }
///     func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval * 1_000).rounded()) }
///     func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///     func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///         lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
///     }
/// }
/// print(MillisecondConverter().virtualClockNanoseconds(from: 1_500))
/// // Prints: 1500000000
/// ```
public protocol VirtualTimeConverterType {
    /// A point in virtual time (RxTest uses `Int` ticks).
    associatedtype VirtualTimeUnit

    /// A distance between two points in virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The date a virtual time stands for.
    /// - Parameter virtualTime: the virtual time to convert.
    /// - Returns: the corresponding `Date`.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time a date stands for.
    /// - Parameter time: the date to convert.
    /// - Returns: the corresponding virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The seconds a virtual interval stands for.
    /// - Parameter virtualTimeInterval: the virtual interval to convert.
    /// - Returns: the corresponding `TimeInterval`.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval a number of seconds stands for.
    /// - Parameter timeInterval: the seconds to convert.
    /// - Returns: the corresponding virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// The virtual time `offset` after `time`.
    /// - Parameters:
    ///   - time: the starting virtual time.
    ///   - offset: the virtual interval to add.
    /// - Returns: `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How two virtual times are ordered (RxSwift asks the converter because `Date` was not `Comparable`).
    /// - Parameters:
    ///   - lhs: the first virtual time.
    ///   - rhs: the second virtual time.
    /// - Returns: whether `lhs` is before, at or after `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison

    /// Where a virtual time sits on the shared `VirtualClock`, in nanoseconds.
    ///
    /// Not in RxSwift. The default converts through `convertFromVirtualTime`: its seconds since 1970
    /// × 10⁹, rounded to the nearest nanosecond and clamped to the `Int64` range (a date that is not
    /// finite clamps to the end it points to).
    /// - Parameter virtualTime: the virtual time to place on the clock.
    /// - Returns: the clock's nanoseconds for it.
    func virtualClockNanoseconds(from virtualTime: VirtualTimeUnit) -> Int64

    /// The virtual time the shared `VirtualClock` reads as at `nanoseconds`.
    ///
    /// Not in RxSwift. The default is `convertToVirtualTime` of the date `nanoseconds / 10⁹` seconds
    /// after 1970.
    /// - Parameter nanoseconds: a time of the clock.
    /// - Returns: the virtual time for it.
    func virtualTime(fromVirtualClockNanoseconds nanoseconds: Int64) -> VirtualTimeUnit
}

extension VirtualTimeConverterType {
    /// The default placement on the clock: the date's seconds × 10⁹, rounded, clamped to `Int64`.
    public func virtualClockNanoseconds(from virtualTime: VirtualTimeUnit) -> Int64 {
        VirtualClockNanoseconds.from(seconds: convertFromVirtualTime(virtualTime).timeIntervalSince1970)
    }

    /// The default reading of the clock: `convertToVirtualTime` of `nanoseconds / 10⁹` seconds after 1970.
    public func virtualTime(fromVirtualClockNanoseconds nanoseconds: Int64) -> VirtualTimeUnit {
        convertToVirtualTime(Date(timeIntervalSince1970: Double(nanoseconds) / 1_000_000_000))
    }
}

/// Seconds to clock nanoseconds, saturating at the ends of `Int64`.
package enum VirtualClockNanoseconds {
    /// `seconds × 10⁹` rounded to the nearest nanosecond; `+∞`/`-∞` and values past the range clamp,
    /// `NaN` is 0.
    package static func from(seconds: Double) -> Int64 {
        let value = (seconds * 1_000_000_000).rounded()
        if value.isNaN { return 0 }
        if value >= 9_223_372_036_854_775_808.0 { return .max }
        if value <= -9_223_372_036_854_775_808.0 { return .min }
        return Int64(value)
    }
}
