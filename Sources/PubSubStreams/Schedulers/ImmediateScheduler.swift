/// A scheduler that runs every action at once, on the calling thread.
///
/// Mirrors Combine's `ImmediateScheduler`: its time never moves (`now` is always the same), actions
/// scheduled for later run immediately, and repeating actions run once.
///
/// ```swift
/// let c = Just(1).receive(on: ImmediateScheduler.shared).sink { print($0) }
/// // Prints: 1
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Immediate time: a step counter that never advances on its own.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// An interval between immediate times, in nanoseconds.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable,
            SchedulerTimeIntervalConvertible, NanosecondStride, Sendable
        {
            /// Integer literals are counts.
            public typealias IntegerLiteralType = Int
            /// Float literals are counts (truncated).
            public typealias FloatLiteralType = Double
            /// The magnitude is a count.
            public typealias Magnitude = Int

            /// The count.
            public var magnitude: Int

            /// A stride of `value`.
            public init(_ value: Int) { magnitude = value }
            /// A stride of `value`.
            public init(integerLiteral value: Int) { magnitude = value }
            /// A stride of `value`, truncated.
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// A stride from an exact integer.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            @usableFromInline package var nanosecondCount: Int64 { Int64(magnitude) }

            /// Orders strides.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// Adds.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &+ rhs.magnitude) }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &- rhs.magnitude) }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &* rhs.magnitude) }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// Seconds, as a count of nanoseconds.
            public static func seconds(_ s: Int) -> Stride { Stride(s &* 1_000_000_000) }
            /// Seconds, as a count of nanoseconds.
            public static func seconds(_ s: Double) -> Stride { Stride(Int((s * 1e9).rounded())) }
            /// Milliseconds, as a count of nanoseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms &* 1_000_000) }
            /// Microseconds, as a count of nanoseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(us &* 1_000) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }

        private let count: Int

        fileprivate init(_ count: Int) { self.count = count }

        /// The stride from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.count &- count) }
        /// This time moved by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(count &+ n.magnitude) }
    }

    /// No options.
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// Always the same time.
    public var now: SchedulerTimeType { SchedulerTimeType(0) }

    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now, whatever `date` says.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) { action() }

    /// Runs `action` once, now; there is nothing to cancel afterwards.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
