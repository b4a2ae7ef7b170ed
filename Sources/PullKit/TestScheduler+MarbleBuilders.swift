import Foundation
// Copy kit (ReactiveSwift): hot signals and cold producers from marble lines, on a TestScheduler.
// Needs MarbleGrammar.swift and SubscriptionLog.swift; uses only ReactiveSwift's public `schedule(after:action:)` and `pipe()`.
import MarbleKit
import PullStreams

/// A cold producer built from a marble line, with the log of its subscriptions.
public final class MarbleProducer<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked: `producer` is set once, before `createColdProducer` hands the producer out.
    fileprivate let log = SubscriptionLog()
    /// The producer: each start replays the line, frame 0 at the start.
    public private(set) var producer: SignalProducer<Value, Error> = .empty

    fileprivate init() {}

    /// Each start's time and the time it ended (failed, completed or disposed), in seconds.
    public var subscriptions: [(start: TimeInterval, end: TimeInterval?)] { log.entries }

    fileprivate func setProducer(_ producer: SignalProducer<Value, Error>) { self.producer = producer }
}

/// Holds a hot signal's input observer for as long as the signal lives.
private final class InputHolder<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked: set once before any event is scheduled, cleared once when the signal ends.
    var observer: Signal<Value, Error>.Observer?
}

extension TestScheduler {
    /// A hot signal that sends the marble line's events, frame 0 now, one frame = `frame`.
    ///
    /// ```swift
    /// let taps = try scheduler.createHotSignal("-t-t", values: ["t": ()], error: Never?.none, frame: .milliseconds(100))
    /// ```
    /// - Throws: `MarbleSyntaxError`, or `MarbleKeyError` for a value character missing from `values`
    ///   or a `#` with no `error`.
    public func createHotSignal<Value, Error>(
        _ marbles: String, values: [String: Value], error: Error?, frame: DispatchTimeInterval
    ) throws -> Signal<Value, Error> {
        let events = try Self.events(marbles, values: values, error: error, frame: frame)
        // The signal keeps its input alive until it ends or loses its last observer: ReactiveSwift
        // interrupts a signal whose input observer goes away, which would end the line too early.
        let input = InputHolder<Value, Error>()
        let (signal, observer) = Signal<Value, Error>.pipe(disposable: AnyDisposable { input.observer = nil })
        input.observer = observer
        for (delay, event) in events {
            schedule(after: .nanoseconds(Int(delay))) { [weak input] in input?.observer?.send(event) }
        }
        return signal
    }

    /// A cold producer that replays the marble line on each start, and logs each start and end.
    /// - Throws: `MarbleSyntaxError` or `MarbleKeyError`, as `createHotSignal`.
    public func createColdProducer<Value, Error>(
        _ marbles: String, values: [String: Value], error: Error?, frame: DispatchTimeInterval
    ) throws -> MarbleProducer<Value, Error> {
        let events = try Self.events(marbles, values: values, error: error, frame: frame)
        let origin = currentDate
        let cold = MarbleProducer<Value, Error>()
        cold.setProducer(
            SignalProducer { [unowned self] observer, lifetime in
                let index = cold.log.started(at: self.currentDate.timeIntervalSince(origin))
                lifetime.observeEnded { cold.log.ended(index, at: self.currentDate.timeIntervalSince(origin)) }
                for (delay, event) in events {
                    lifetime += self.schedule(after: .nanoseconds(Int(delay))) { observer.send(event) }
                }
            })
        return cold
    }

    /// The line's events with their delays in nanoseconds.
    static func events<Value, Error>(
        _ marbles: String, values: [String: Value], error: Error?, frame: DispatchTimeInterval
    ) throws -> [(Int64, Signal<Value, Error>.Event)] {
        let frameNanoseconds = frame.kitNanoseconds
        return try MarbleLine(parsing: marbles, frameNanoseconds: frameNanoseconds).events.map { marble in
            let delay = Int64(marble.frame) * frameNanoseconds
            switch marble.kind {
            case .value(let key): return (delay, .value(try MarbleLine.value(key, in: values, diagram: marbles)))
            case .completed: return (delay, .completed)
            case .error: return (delay, .failed(try MarbleLine.error(error, diagram: marbles)))
            }
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (`.never` as `Int64.max`).
    var kitNanoseconds: Int64 {
        switch self {
        case .seconds(let n): Int64(n) * 1_000_000_000
        case .milliseconds(let n): Int64(n) * 1_000_000
        case .microseconds(let n): Int64(n) * 1_000
        case .nanoseconds(let n): Int64(n)
        case .never: Int64.max
        @unknown default: Int64.max
        }
    }
}
