/// The namespace of subscriber types and subscriber-related values (Combine's `Subscribers`).
public enum Subscribers {}

extension Subscribers {
    /// How many more values a subscriber wants: a count, or unlimited.
    ///
    /// Mirrors Combine's `Subscribers.Demand`. Arithmetic never goes below `.none` and saturates at
    /// `.unlimited`; anything with `.unlimited` on the left of `-` stays unlimited. Where Combine traps
    /// on `.max(-1)`, ours reports a clear failure and uses `.none`.
    ///
    /// ```swift
    /// print(Subscribers.Demand.max(2) + .max(3), Subscribers.Demand.max(1) - .max(4), Subscribers.Demand.unlimited)
    /// // Prints: max(5) max(0) unlimited
    /// ```
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        @usableFromInline let rawValue: UInt

        @inlinable init(rawValue: UInt) { self.rawValue = rawValue }

        /// No limit: the publisher may send as many values as it has.
        public static let unlimited = Demand(rawValue: .max)

        /// No values (`.max(0)`).
        public static let none = Demand(rawValue: 0)

        /// At most `value` values; a negative `value` is reported and treated as `.none`.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            guard value >= 0 else {
                Violations.negativeDemand(value)
                return .none
            }
            return Demand(rawValue: UInt(value))
        }

        /// The count, or `nil` when unlimited.
        @inlinable
        public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

        /// `unlimited` or `max(n)`.
        @inlinable
        public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

        /// Adds two demands; unlimited wins, overflow saturates to unlimited.
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow ? Demand(rawValue: .max) : Demand(rawValue: sum)
        }

        /// Adds `rhs` to `lhs` in place.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a count (a negative count subtracts).
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Demand(rawValue: rhs.magnitude) : lhs + Demand(rawValue: UInt(rhs))
        }

        /// Adds a count in place.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Multiplies by a count; unlimited stays unlimited, overflow saturates, negative gives `.none`.
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs == Demand(rawValue: .max) { return Demand(rawValue: .max) }
            guard rhs > 0 else { return Demand(rawValue: 0) }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow || product == .max ? Demand(rawValue: .max) : Demand(rawValue: product)
        }

        /// Multiplies in place.
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Subtracts; unlimited minus anything is unlimited, finite minus unlimited or more is `.none`.
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == Demand(rawValue: .max) { return Demand(rawValue: .max) }
            if rhs == Demand(rawValue: .max) { return Demand(rawValue: 0) }
            return lhs.rawValue >= rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : Demand(rawValue: 0)
        }

        /// Subtracts in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Subtracts a count (a negative count adds).
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + Demand(rawValue: rhs.magnitude) : lhs - Demand(rawValue: UInt(rhs))
        }

        /// Subtracts a count in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Whether two demands are the same.
        @inlinable
        public static func == (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue == rhs.rawValue }

        /// Orders demands; unlimited is the greatest.
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the demand equals a count (never true for unlimited).
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs != Demand(rawValue: .max) && rhs >= 0 && lhs.rawValue == UInt(rhs) }
        /// Whether the demand differs from a count.
        @inlinable
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        /// Whether a count equals the demand.
        @inlinable
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        /// Whether a count differs from the demand.
        @inlinable
        public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }
        /// Compares with a count; unlimited is greater than every count.
        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool { rhs > 0 && lhs.rawValue < UInt(rhs) && lhs != Demand(rawValue: .max) }
        /// Compares with a count.
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs < rhs || lhs == rhs }
        /// Compares with a count.
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool { !(lhs <= rhs) }
        /// Compares with a count.
        @inlinable
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
        /// Compares a count with a demand.
        @inlinable
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        /// Compares a count with a demand.
        @inlinable
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        /// Compares a count with a demand.
        @inlinable
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        /// Compares a count with a demand.
        @inlinable
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }

        /// Decodes the raw count (`UInt.max` is unlimited).
        public init(from decoder: Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(UInt.self)
        }

        /// Encodes the raw count (`UInt.max` is unlimited).
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
