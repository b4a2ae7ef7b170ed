import Foundation

/// A point in wall-clock time, the time type of the Foundation schedulers: `RunLoop.SchedulerTimeType`
/// and `OperationQueue.SchedulerTimeType` (Combine's spellings) name ``RunLoopSchedulerTimeType`` and
/// ``OperationQueueSchedulerTimeType``, two kinds of this one type (`Clock` only tells them apart).
///
/// Mirrors Combine's `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType`
/// (OpenCombineFoundation's on Linux), two types of one shape: each wraps a `Date`; its `Stride` is a
/// `TimeInterval` in seconds (`.milliseconds(300)` is 0.3). Both encode as their one stored property
/// (`{"date":…}`, `{"magnitude":…}`). Ours are one generic type, so a run-loop time and an
/// operation-queue time still do not mix. Declared at the top level, like ``DispatchQueueSchedulerTimeType``,
/// so this package never spells a name Combine also declares.
///
/// ```swift
/// let t = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10)).advanced(by: .milliseconds(500))
/// print(t.date.timeIntervalSinceReferenceDate)
/// // Prints: 10.5
/// ```
public struct DateSchedulerTimeType<Clock>: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// Wraps `date`.
    public init(_ date: Date) {
        self.date = date
    }

    /// The seconds from `self` to `other` (on the reference-date scale).
    public func distance(to other: DateSchedulerTimeType) -> Stride {
        Stride(date.timeIntervalSinceReferenceDate.distance(to: other.date.timeIntervalSinceReferenceDate))
    }

    /// This time moved by `n` seconds.
    public func advanced(by n: Stride) -> DateSchedulerTimeType {
        DateSchedulerTimeType(date + n.magnitude)
    }

    /// A number of seconds, positive or negative.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Codable, Hashable, Sendable {
        /// A literal is a number of seconds.
        public typealias FloatLiteralType = TimeInterval
        /// A literal is a number of seconds.
        public typealias IntegerLiteralType = TimeInterval
        /// The seconds themselves.
        public typealias Magnitude = TimeInterval

        /// The seconds (negative for a stride back in time, as Combine's).
        public var magnitude: TimeInterval

        /// The seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// `value` seconds.
        public init(integerLiteral value: TimeInterval) { magnitude = value }
        /// `value` seconds.
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        /// `source` seconds, if a `TimeInterval` holds it exactly.
        public init?<Source: BinaryInteger>(exactly source: Source) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// Compares the seconds.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// Multiplies the seconds.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        /// Adds the seconds.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        /// Subtracts the seconds.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        /// Multiplies in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }
        /// Adds in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
        /// Subtracts in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }

        /// `s` seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// `s` seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// `ms` thousandths of a second.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        /// `us` millionths of a second.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        /// `ns` billionths of a second.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}

/// Run-loop time: Combine's `RunLoop.SchedulerTimeType`.
public typealias RunLoopSchedulerTimeType = DateSchedulerTimeType<RunLoop>

/// Operation-queue time: Combine's `OperationQueue.SchedulerTimeType`.
public typealias OperationQueueSchedulerTimeType = DateSchedulerTimeType<OperationQueue>

/// The options of the run-loop scheduler: none (Combine's `RunLoop.SchedulerOptions` is empty too).
public struct RunLoopSchedulerOptions: Sendable {}

/// The options of the operation-queue scheduler: none (Combine's `OperationQueue.SchedulerOptions` is empty too).
public struct OperationQueueSchedulerOptions: Sendable {}

extension DateSchedulerTimeType.Stride: NanosecondStride {
    /// The seconds in whole nanoseconds (rounded; capped at the `Int64` range), for the test schedulers.
    @usableFromInline
    package var nanosecondCount: Int64 {
        let nanoseconds = (magnitude * 1_000_000_000).rounded()
        guard nanoseconds.isFinite else { return nanoseconds < 0 ? .min : .max }
        return nanoseconds >= 9.2e18 ? .max : nanoseconds <= -9.2e18 ? .min : Int64(nanoseconds)
    }
}
