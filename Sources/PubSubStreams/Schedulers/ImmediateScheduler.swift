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
    /// Immediate time: one instant that never moves (`advanced(by:)` returns it unchanged, as in Combine).
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
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(saturating: lhs.magnitude.addingReportingOverflow(rhs.magnitude), sign: rhs.magnitude)
            }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(saturating: lhs.magnitude.subtractingReportingOverflow(rhs.magnitude), sign: -rhs.magnitude.signum())
            }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(
                    saturating: lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude),
                    sign: lhs.magnitude.signum() * rhs.magnitude.signum())
            }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// A result that overflowed is capped at `Int.max` or `Int.min` by the sign it would have had.
            @inlinable
            init(saturating result: (partialValue: Int, overflow: Bool), sign: Int) {
                magnitude = result.overflow ? (sign < 0 ? .min : .max) : result.partialValue
            }

            /// Zero: immediate time has no units (as Combine's `ImmediateScheduler`).
            public static func seconds(_ s: Int) -> Stride { 0 }
            /// Zero: immediate time has no units.
            public static func seconds(_ s: Double) -> Stride { 0 }
            /// Zero: immediate time has no units.
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            /// Zero: immediate time has no units.
            public static func microseconds(_ us: Int) -> Stride { 0 }
            /// Zero: immediate time has no units.
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }
        }

        /// The one immediate time.
        fileprivate init() {}

        /// Zero: every immediate time is the same.
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }
        /// The same time: immediate time never moves.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    /// No options.
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// Always the same time.
    public var now: SchedulerTimeType { SchedulerTimeType() }

    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now, whatever `date` says.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) { action() }

    /// Runs `action` once, now; returns `Subscriptions.empty` (described as "Empty"), as Combine does.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return Subscriptions.empty
    }
}
