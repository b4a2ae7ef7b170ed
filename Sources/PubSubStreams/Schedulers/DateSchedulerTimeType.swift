import Foundation

/// A point in wall-clock time wrapping a `Date`: the shape shared by the Foundation schedulers' time types
/// ``RunLoopSchedulerTimeType`` and ``OperationQueueSchedulerTimeType``.
///
/// Combine's `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType` are two separate structs of
/// one shape. Ours are two separate structs too (so code may extend or conform each on its own, as
/// OpenCombine's tests do); this protocol only holds the code they share. It is not in Combine.
public protocol FoundationSchedulerTime: Strideable, Codable, Hashable, Sendable
where Stride: FoundationSchedulerStride {
    /// The date.
    var date: Date { get set }
    /// Wraps `date`.
    init(_ date: Date)
}

extension FoundationSchedulerTime {
    /// The seconds from `self` to `other` (on the reference-date scale), as Combine's.
    public func distance(to other: Self) -> Stride {
        Stride(date.timeIntervalSinceReferenceDate.distance(to: other.date.timeIntervalSinceReferenceDate))
    }

    /// This time moved by `n` seconds, as Combine's.
    public func advanced(by n: Stride) -> Self {
        Self(date + n.magnitude)
    }
}

/// A number of seconds, positive or negative: the shape shared by the `Stride` types of
/// ``RunLoopSchedulerTimeType`` and ``OperationQueueSchedulerTimeType`` (each Combine's
/// `…SchedulerTimeType.Stride`, a `TimeInterval` in seconds: `.milliseconds(300)` is 0.3). Not in Combine.
public protocol FoundationSchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Codable, Hashable, Sendable
where Magnitude == TimeInterval, FloatLiteralType == TimeInterval, IntegerLiteralType == TimeInterval {
    /// The seconds (negative for a stride back in time, as Combine's).
    var magnitude: TimeInterval { get set }
    /// `timeInterval` seconds.
    init(_ timeInterval: TimeInterval)
}

extension FoundationSchedulerStride {
    /// The seconds.
    public var timeInterval: TimeInterval { magnitude }

    /// `value` seconds.
    public init(integerLiteral value: TimeInterval) { self.init(value) }
    /// `value` seconds.
    public init(floatLiteral value: TimeInterval) { self.init(value) }
    /// `source` seconds, if a `TimeInterval` holds it exactly.
    public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        self.init(value)
    }

    /// Compares the seconds.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    /// Multiplies the seconds.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    /// Adds the seconds.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    /// Subtracts the seconds.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    /// Multiplies in place.
    public static func *= (lhs: inout Self, rhs: Self) { lhs.magnitude *= rhs.magnitude }
    /// Adds in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs.magnitude += rhs.magnitude }
    /// Subtracts in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs.magnitude -= rhs.magnitude }

    /// `s` seconds.
    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    /// `s` seconds.
    public static func seconds(_ s: Double) -> Self { Self(s) }
    /// `ms` thousandths of a second.
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
    /// `us` millionths of a second.
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
    /// `ns` billionths of a second.
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

    /// The seconds in whole nanoseconds (rounded; capped at the `Int64` range), for the test schedulers.
    @usableFromInline
    package var nanosecondCount: Int64 {
        let nanoseconds = (magnitude * 1_000_000_000).rounded()
        guard nanoseconds.isFinite else { return nanoseconds < 0 ? .min : .max }
        return nanoseconds >= 9.2e18 ? .max : nanoseconds <= -9.2e18 ? .min : Int64(nanoseconds)
    }
}

/// Run-loop time: Combine's `RunLoop.SchedulerTimeType` (a `Date`; encodes as `{"date":…}`). Declared at the
/// top level, like ``DispatchQueueSchedulerTimeType``, so this package never spells a name Combine also declares.
///
/// ```swift
/// let t = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10)).advanced(by: .milliseconds(500))
/// print(t.date.timeIntervalSinceReferenceDate)
/// // Prints: 10.5
/// ```
public struct RunLoopSchedulerTimeType: FoundationSchedulerTime {
    /// The date.
    public var date: Date
    /// Wraps `date`.
    public init(_ date: Date) { self.date = date }

    /// Combine's `RunLoop.SchedulerTimeType.Stride`: seconds (encodes as `{"magnitude":…}`).
    public struct Stride: FoundationSchedulerStride, NanosecondStride {
        /// A literal is a number of seconds.
        public typealias FloatLiteralType = TimeInterval
        /// A literal is a number of seconds.
        public typealias IntegerLiteralType = TimeInterval
        /// The seconds themselves.
        public typealias Magnitude = TimeInterval
        /// The seconds (negative for a stride back in time, as Combine's).
        public var magnitude: TimeInterval
        /// `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    }
}

/// Operation-queue time: Combine's `OperationQueue.SchedulerTimeType` (a `Date`; encodes as `{"date":…}`),
/// a type of its own as in Combine, so it does not mix with run-loop time.
public struct OperationQueueSchedulerTimeType: FoundationSchedulerTime {
    /// The date.
    public var date: Date
    /// Wraps `date`.
    public init(_ date: Date) { self.date = date }

    /// Combine's `OperationQueue.SchedulerTimeType.Stride`: seconds (encodes as `{"magnitude":…}`).
    public struct Stride: FoundationSchedulerStride, NanosecondStride {
        /// A literal is a number of seconds.
        public typealias FloatLiteralType = TimeInterval
        /// A literal is a number of seconds.
        public typealias IntegerLiteralType = TimeInterval
        /// The seconds themselves.
        public typealias Magnitude = TimeInterval
        /// The seconds (negative for a stride back in time, as Combine's).
        public var magnitude: TimeInterval
        /// `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    }
}

/// The options of the run-loop scheduler: none (Combine's `RunLoop.SchedulerOptions` is empty too).
public struct RunLoopSchedulerOptions: Sendable {}

/// The options of the operation-queue scheduler: none (Combine's `OperationQueue.SchedulerOptions` is empty too).
public struct OperationQueueSchedulerOptions: Sendable {}
