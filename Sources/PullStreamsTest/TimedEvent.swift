import Foundation
import PullStreams

/// One recorded event and the virtual time it happened at.
///
/// ReactiveSwift has no recorder; this is our addition, in the spirit of RxTest's `Recorded`.
/// `time` is in seconds since the `TestScheduler`'s `startDate`, computed from the clock's
/// integer nanoseconds, so `advance(by: 0.1)` three times records exactly `0.3`.
///
/// ```swift
/// let expected: [TimedEvent<Int, Never>] = [.value(0.5, 1), .completed(1)]
/// print(expected[0])
/// // Prints: t=0.5 value(1)
/// ```
public struct TimedEvent<Value, Error: Swift.Error> {
    /// Seconds since the scheduler's start date.
    public let time: TimeInterval
    /// What happened.
    public let event: Signal<Value, Error>.Event

    /// Creates a record.
    public init(time: TimeInterval, event: Signal<Value, Error>.Event) {
        self.time = time
        self.event = event
    }

    /// A value at `time`.
    public static func value(_ time: TimeInterval, _ value: Value) -> TimedEvent {
        TimedEvent(time: time, event: .value(value))
    }

    /// A failure at `time`.
    public static func failed(_ time: TimeInterval, _ error: Error) -> TimedEvent {
        TimedEvent(time: time, event: .failed(error))
    }

    /// Completion at `time`.
    public static func completed(_ time: TimeInterval) -> TimedEvent {
        TimedEvent(time: time, event: .completed)
    }

    /// Interruption at `time`.
    public static func interrupted(_ time: TimeInterval) -> TimedEvent {
        TimedEvent(time: time, event: .interrupted)
    }
}

extension TimedEvent: Equatable where Value: Equatable, Error: Equatable {}

extension TimedEvent: Sendable where Value: Sendable, Error: Sendable {}

extension TimedEvent: CustomStringConvertible {
    /// `t=1.5 value(3)`: the conformance transcripts' notation.
    public var description: String { "t=\(formatSeconds(time)) \(event)" }
}

/// Seconds with trailing zeros trimmed but at least one decimal: `1.5`, `2.0`, `0.000000001`.
public func formatSeconds(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite else { return String(seconds) }
    let digits = abs(seconds) < 1e9 ? 9 : 3
    let scale = digits == 9 ? 1_000_000_000.0 : 1_000.0
    let units = (seconds * scale).rounded()
    let magnitude = Int64(abs(units))
    let whole = magnitude / Int64(scale)
    var fraction = String(magnitude % Int64(scale))
    fraction = String(repeating: "0", count: digits - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return (units < 0 ? "-" : "") + "\(whole).\(fraction)"
}
