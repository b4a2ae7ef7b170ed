import Foundation
import PushStreams
import Scheduling

/// The converter of ``TestScheduler``: integer ticks of `resolution` seconds.
///
/// Same as RxTest's `TestSchedulerVirtualTimeConverter`: times and intervals are `Int` ticks; a tick
/// is `resolution` seconds; a date converts to ticks as `Int(seconds / resolution + 0.5)`. Where ours
/// differs: the initializer is public and checks `resolution`; a tick is a whole number of nanoseconds
/// on the shared `VirtualClock` (``nanosecondsPerTick``, `resolution × 10⁹` rounded), tick `t` sits at
/// `t × nanosecondsPerTick` (saturating) and the clock reads as its nanoseconds divided by
/// ``nanosecondsPerTick``, rounded down (so a clock shared with another style reads the tick it is in).
/// A date too far away for an `Int` of ticks clamps to `±2⁶²`.
///
/// ```swift
/// let converter = TestSchedulerVirtualTimeConverter(resolution: 0.1)
/// print(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2)), converter.virtualClockNanoseconds(from: 3))
/// // Prints: 20 300000000
/// ```
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Ticks: RxTest's virtual time unit is `Int`.
    public typealias VirtualTimeUnit = Int

    /// Ticks: RxTest's virtual interval unit is `Int`.
    public typealias VirtualTimeIntervalUnit = Int

    /// How many seconds one tick is (an exact number of nanoseconds).
    public let resolution: Double

    /// How many nanoseconds of the shared clock one tick is. Not in RxTest.
    public let nanosecondsPerTick: Int64

    /// Creates a converter for ticks of `resolution` seconds.
    ///
    /// RxTest's initializer is internal and takes any value; a resolution that is not a finite number
    /// of seconds of at least one nanosecond is reported (a test failure) and replaced by 1.0.
    /// - Parameter resolution: seconds per tick.
    public init(resolution: Double) {
        let perTick = (resolution * 1_000_000_000).rounded()
        if perTick.isFinite, perTick >= 1, perTick < Double(Int64.max) {
            nanosecondsPerTick = Int64(perTick)
        } else {
            IssueReporting.report(
                "TestScheduler: resolution \(resolution) is not a positive number of seconds of at least one "
                    + "nanosecond; using 1.0 instead."
            )
            nanosecondsPerTick = 1_000_000_000
        }
        self.resolution = Double(nanosecondsPerTick) / 1_000_000_000
    }

    /// The date of tick `virtualTime`: `virtualTime × resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick of a date: `Int(seconds / resolution + 0.5)`, clamped to `±2⁶²`.
    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Self.ticks(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The seconds of `virtualTimeInterval` ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The ticks of a number of seconds: `Int(seconds / resolution + 0.5)`, clamped to `±2⁶²`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Self.ticks(timeInterval / resolution + 0.5)
    }

    /// `time + offset` ticks (wrapping instead of trapping at the ends of `Int`).
    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time &+ offset
    }

    /// Orders two ticks.
    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }

    /// Tick `virtualTime` on the shared clock: `virtualTime × nanosecondsPerTick`, saturating at the ends of `Int64`.
    public func virtualClockNanoseconds(from virtualTime: Int) -> Int64 {
        let (product, overflow) = Int64(virtualTime).multipliedReportingOverflow(by: nanosecondsPerTick)
        return overflow ? (virtualTime < 0 ? .min : .max) : product
    }

    /// The tick the clock is in at `nanoseconds`: `nanoseconds / nanosecondsPerTick`, rounded down.
    public func virtualTime(fromVirtualClockNanoseconds nanoseconds: Int64) -> Int {
        let ticks = nanoseconds / nanosecondsPerTick
        return Int(nanoseconds < 0 && nanoseconds % nanosecondsPerTick != 0 ? ticks - 1 : ticks)
    }

    private static func ticks(_ value: Double) -> Int {
        let limit = 4_611_686_018_427_387_904.0  // 2⁶², exactly representable
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -limit), limit))
    }
}
