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
        /// The count; `unlimitedRaw` (`Int.max + 1`, as Combine stores it) means unlimited.
        @usableFromInline let rawValue: UInt

        /// The raw value of `.unlimited`: one more than the greatest count, as Combine and OpenCombine encode it.
        @usableFromInline static let unlimitedRaw = UInt(Int.max) + 1

        /// Clamps `rawValue` to `unlimitedRaw`, so every count past `Int.max` is unlimited.
        @inlinable init(rawValue: UInt) { self.rawValue = Swift.min(rawValue, Demand.unlimitedRaw) }

        /// A count, clamped to `.none` when negative (Combine: "a negative demand is impossible").
        @inlinable init(clamping count: Int) { self.init(rawValue: count < 0 ? 0 : UInt(count)) }

        /// No limit: the publisher may send as many values as it has.
        public static let unlimited = Demand(rawValue: unlimitedRaw)

        /// No values (`.max(0)`). Combine's is a stored `static let`; ours is computed and inlinable, because
        /// code inlined into another module (a sink's `receive`) would read the stored global through its
        /// accessor: B2 pub-sub +4% instructions (181 vs 174 a delivery, measured 2026-11-26).
        @inlinable public static var none: Demand { Demand(clamping: 0) }

        /// At most `value` values; a negative `value` is reported and treated as `.none`.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            guard value >= 0 else {
                Violations.negativeDemand(value)
                return .none
            }
            return Demand(rawValue: UInt(value))
        }

        /// Whether this is `.unlimited`.
        @inlinable var isUnlimited: Bool { rawValue == Demand.unlimitedRaw }

        /// The count, or `nil` when unlimited; never traps (the greatest count is `Int.max`).
        @inlinable
        public var max: Int? { isUnlimited ? nil : Int(rawValue) }

        /// `unlimited` or `max(n)`.
        @inlinable
        public var description: String { isUnlimited ? "unlimited" : "max(\(rawValue))" }

        /// Adds two demands; unlimited wins, a sum past `Int.max` saturates to unlimited.
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            // Each is at most Int.max + 1, so only unlimited + unlimited can overflow UInt (and is clamped).
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return Demand(rawValue: overflow ? .max : sum)
        }

        /// Adds `rhs` to `lhs` in place.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a count; unlimited stays unlimited, overflow saturates, a negative result is `.none`.
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            if lhs.isUnlimited { return .unlimited }
            let (sum, overflow) = Int(lhs.rawValue).addingReportingOverflow(rhs)
            return overflow ? .unlimited : Demand(clamping: sum)
        }

        /// Adds a count in place.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Multiplies by a count; unlimited stays unlimited, overflow saturates, a negative result is `.none`.
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs.isUnlimited { return .unlimited }
            let (product, overflow) = Int(lhs.rawValue).multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(clamping: product)
        }

        /// Multiplies in place.
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Subtracts; unlimited minus anything is unlimited, finite minus unlimited or more is `.none`.
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs.isUnlimited { return .unlimited }
            return lhs.rawValue >= rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        /// Subtracts in place.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Subtracts a count; unlimited stays unlimited; overflow or a negative result is `.none` (as OpenCombine).
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            if lhs.isUnlimited { return .unlimited }
            let (difference, overflow) = Int(lhs.rawValue).subtractingReportingOverflow(rhs)
            return overflow ? .none : Demand(clamping: difference)
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
        public static func == (lhs: Demand, rhs: Int) -> Bool { !lhs.isUnlimited && Int(lhs.rawValue) == rhs }
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
        public static func < (lhs: Demand, rhs: Int) -> Bool { !lhs.isUnlimited && Int(lhs.rawValue) < rhs }
        /// Compares with a count.
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !lhs.isUnlimited && Int(lhs.rawValue) <= rhs }
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

        /// Decodes the raw count (`Int.max + 1` or more is unlimited; a negative count throws).
        public init(from decoder: Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        /// Encodes the raw count (unlimited is `Int.max + 1`, as Combine encodes it).
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
