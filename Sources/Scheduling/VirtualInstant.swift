/// An instant of a virtual clock: a `Duration` since the clock's zero, shared by ``TestClock`` and ``ImmediateClock``.
///
/// swift-clocks gives each of its clocks a nested `Instant` holding an `offset` from zero; ours is one type
/// that both clocks name as `Instant` (`TestClock.Instant`, `ImmediateClock.Instant`), and its offset is the
/// ``VirtualClock``'s nanoseconds, so an instant reads the same on every view of that clock.
///
/// ```swift
/// let instant = TestClock.Instant(offset: .seconds(1)).advanced(by: .milliseconds(300))
/// print(instant.offset)
/// // Prints: 1.3 seconds
/// ```
public struct VirtualInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    public typealias Duration = Swift.Duration

    /// The time since the clock's zero.
    public let offset: Swift.Duration

    /// The instant `offset` after the clock's zero (swift-clocks' `Instant(offset:)`).
    public init(offset: Swift.Duration = .zero) {
        self.offset = offset
    }

    /// The instant at `nanoseconds` of a ``VirtualClock``.
    public init(nanoseconds: Int64) {
        offset = .nanoseconds(nanoseconds)
    }

    /// The instant as a ``VirtualClock`` time, saturated to the clock's range (`Int64` nanoseconds).
    public var nanoseconds: Int64 { Self.nanoseconds(offset) }

    public func advanced(by duration: Swift.Duration) -> VirtualInstant {
        VirtualInstant(offset: offset + duration)
    }

    public func duration(to other: VirtualInstant) -> Swift.Duration {
        other.offset - offset
    }

    public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
        lhs.offset < rhs.offset
    }

    public var description: String { "t=\(VirtualClock.describe(nanoseconds: nanoseconds))" }

    /// `duration` in whole nanoseconds, saturated to `Int64` (a sleep of `.seconds(Int64.max)` waits "forever").
    public static func nanoseconds(_ duration: Swift.Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, overflowSum) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        if overflowSum { return seconds < 0 ? .min : .max }
        return sum
    }
}
