import Dispatch
import Foundation
import Marbles
import PullStreams

/// Shared conversions between the pull style's recorded events and the `Marbles` module.
///
/// Pull-style marbles use the RxJS grammar with one addition: `!` in an expected or rendered line is an
/// `interrupted` event (ReactiveSwift's fourth event, which RxJS has no marble for). Frames are
/// durations (`DispatchTimeInterval`, 1 ms by default, as RxJS's `run` mode); frame 0 is the
/// `TestScheduler`'s `startDate`, the instant `TestRecorder` and `TestSubscription` count from.
enum PullMarbles {
    /// The default frame: one millisecond, RxJS's frame in `run` mode.
    static let defaultFrame: DispatchTimeInterval = .milliseconds(1)

    /// A frame in nanoseconds, or `nil` for `.never` and non-positive durations.
    static func nanoseconds(of frame: DispatchTimeInterval) -> Int64? {
        let ns: Int64
        switch frame {
        case let .seconds(s): ns = Int64(s).multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case let .milliseconds(ms): ns = Int64(ms).multipliedReportingOverflow(by: 1_000_000).partialValue
        case let .microseconds(us): ns = Int64(us).multipliedReportingOverflow(by: 1_000).partialValue
        case let .nanoseconds(n): ns = Int64(n)
        case .never: return nil
        @unknown default: return nil
        }
        return ns > 0 ? ns : nil
    }

    /// The error thrown (or reported) for a frame that is not a positive duration.
    static func badFrame(_ frame: DispatchTimeInterval, diagram: String) -> MarbleSyntaxError {
        MarbleSyntaxError(
            diagram: diagram, column: 1, problem: "frame \(frame) is not a positive duration",
            expected: "a positive frame such as .milliseconds(1)")
    }

    /// Seconds since the start date as clock nanoseconds (exact for times the recorder produced).
    static func nanoseconds(ofSeconds seconds: TimeInterval) -> Int64 {
        let ns = (seconds * 1_000_000_000).rounded()
        guard ns.isFinite else { return ns < 0 ? .min / 2 : .max / 2 }
        return Int64(max(min(ns, 9.2e18), -9.2e18))
    }

    /// Nanoseconds as seconds.
    static func seconds(ofNanoseconds ns: Int64) -> TimeInterval { Double(ns) / 1_000_000_000 }

    /// `t=5ms`-style label of a frame.
    static func timeLabel(frameNanoseconds: Int64) -> (Int) -> String {
        { frame in
            frame == 0
                ? "t=0" : "t=\(MarbleTime.describe(nanoseconds: MarbleTime.nanoseconds(ofFrame: frame, frameDuration: frameNanoseconds)))"
        }
    }

    /// A recorded event as a marble event (interruption as the `!` pseudo-value).
    static func marbleEvent<Value, Error>(
        _ recorded: TimedEvent<Value, Error>, frameNanoseconds: Int64
    ) -> MarbleEvent<PullMarbleValue<Value>, Error> {
        let notification: MarbleNotification<PullMarbleValue<Value>, Error>
        switch recorded.event {
        case let .value(value): notification = .value(.value(value))
        case let .failed(error): notification = .error(error)
        case .completed: notification = .completed
        case .interrupted: notification = .value(.interrupted)
        }
        return MarbleEvent(
            time: nanoseconds(ofSeconds: recorded.time), notification: notification, frameDuration: frameNanoseconds)
    }

    /// A parsed diagram's events with `!` turned into an `interrupted` event, in frame order.
    static func expectedEvents<Value, Error>(
        _ diagram: MarbleDiagram<Value, Error>
    ) -> [MarbleEvent<PullMarbleValue<Value>, Error>] {
        var events = diagram.events.map {
            MarbleEvent(frame: $0.frame, notification: $0.notification.map(PullMarbleValue.value), frameDuration: diagram.frameDuration)
        }
        if let frame = diagram.unsubscriptionFrame {
            let index = events.firstIndex { $0.frame > frame } ?? events.count
            events.insert(
                MarbleEvent(frame: frame, notification: .value(.interrupted), frameDuration: diagram.frameDuration), at: index)
        }
        return events
    }

    /// The marble of a value: its key in `values` (first in sorted key order), else its description.
    static func key<Value: Equatable>(values: [String: Value]) -> (PullMarbleValue<Value>) -> String {
        let sorted = values.sorted { $0.key < $1.key }
        return { marble in
            switch marble {
            case .interrupted: return "!"
            case let .value(value): return sorted.first { $0.value == value }?.key ?? String(describing: value)
            }
        }
    }

    /// Event equality for diffs; errors compare with `errorsEqual`.
    static func isEqual<Value: Equatable, Error>(
        _ errorsEqual: @escaping (Error, Error) -> Bool
    ) -> (MarbleNotification<PullMarbleValue<Value>, Error>, MarbleNotification<PullMarbleValue<Value>, Error>) -> Bool {
        { lhs, rhs in
            switch (lhs, rhs) {
            case let (.value(l), .value(r)): return l == r
            case let (.error(l), .error(r)): return errorsEqual(l, r)
            case (.completed, .completed): return true
            default: return false
            }
        }
    }

    /// `MarbleDiff` words an interruption as the pseudo-value `value(!)`; the pull vocabulary says `interrupted`.
    static func wordInterruptions(_ message: String) -> String {
        message.replacingOccurrences(of: "\(MarbleVocabulary.pull.value)(!)", with: "interrupted")
    }
}

/// A value or the interruption, so that `Marbles` (which knows three events) can draw all four of ReactiveSwift's.
enum PullMarbleValue<Value> {
    case value(Value)
    case interrupted
}

extension PullMarbleValue: Equatable where Value: Equatable {}
