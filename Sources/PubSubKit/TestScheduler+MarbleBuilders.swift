import Foundation
// Copy kit (Combine + combine-schedulers): hot and cold publishers from marble lines, on a
// TestSchedulerOf<DispatchQueue>. Needs MarbleGrammar.swift and SubscriptionLog.swift; Combine's and CombineSchedulers' public API only.
import MarbleKit
import PubSubStreams
import PubSubStreamsTest

/// A cold publisher built from a marble line, with the log of its subscriptions.
public final class MarblePublisher<Output, Failure: Error>: @unchecked Sendable {
    // @unchecked: `publisher` is set once, before `createColdPublisher` hands the publisher out.
    fileprivate let log = SubscriptionLog()
    /// The publisher: each subscription replays the line, frame 0 at the subscription.
    public private(set) var publisher: AnyPublisher<Output, Failure> = Empty().eraseToAnyPublisher()

    fileprivate init() {}

    /// Each subscription's time and the time it ended (finished, failed or cancelled), in seconds.
    public var subscriptions: [(start: Double, end: Double?)] { log.entries }

    fileprivate func setPublisher(_ publisher: AnyPublisher<Output, Failure>) { self.publisher = publisher }
}

extension TestScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
    /// A hot publisher that sends the marble line's events, frame 0 now, one frame = `frame`.
    ///
    /// ```swift
    /// let taps = try scheduler.createHotPublisher("-t-t", values: ["t": ()], frame: .milliseconds(100))
    /// ```
    /// - Throws: `MarbleSyntaxError`, or `MarbleKeyError` for a value character missing from `values`
    ///   or a `#` with no `error`.
    public func createHotPublisher<Output, Failure>(
        _ marbles: String, values: [String: Output], error: Failure? = nil,
        frame: DispatchQueue.SchedulerTimeType.Stride
    ) throws -> AnyPublisher<Output, Failure> {
        let events = try Self.events(marbles, values: values, error: error, frame: frame)
        let subject = PassthroughSubject<Output, Failure>()
        let start = now
        for (delay, event) in events {
            schedule(after: start.advanced(by: .nanoseconds(delay))) { Self.send(event, to: subject) }
        }
        return subject.eraseToAnyPublisher()
    }

    /// A hot publisher that never fails, from a marble line with no `#`.
    /// - Throws: `MarbleSyntaxError` or `MarbleKeyError`, as the failing variant.
    public func createHotPublisher<Output>(
        _ marbles: String, values: [String: Output], frame: DispatchQueue.SchedulerTimeType.Stride
    ) throws -> AnyPublisher<Output, Never> {
        try createHotPublisher(marbles, values: values, error: Never?.none, frame: frame)
    }

    /// A cold publisher that replays the marble line on each subscription, and logs each one.
    /// - Throws: `MarbleSyntaxError` or `MarbleKeyError`, as `createHotPublisher`.
    public func createColdPublisher<Output, Failure>(
        _ marbles: String, values: [String: Output], error: Failure? = nil,
        frame: DispatchQueue.SchedulerTimeType.Stride
    ) throws -> MarblePublisher<Output, Failure> {
        let events = try Self.events(marbles, values: values, error: error, frame: frame)
        let origin = now
        let cold = MarblePublisher<Output, Failure>()
        cold.setPublisher(
            Deferred { [unowned self] () -> AnyPublisher<Output, Failure> in
                let subject = PassthroughSubject<Output, Failure>()
                let start = self.now
                let seconds = { Double(origin.distance(to: self.now).magnitude) / 1e9 }
                var index = 0
                for (delay, event) in events {
                    self.schedule(after: start.advanced(by: .nanoseconds(delay))) { Self.send(event, to: subject) }
                }
                return subject.handleEvents(
                    receiveSubscription: { _ in index = cold.log.started(at: seconds()) },
                    receiveCompletion: { _ in cold.log.ended(index, at: seconds()) },
                    receiveCancel: { cold.log.ended(index, at: seconds()) }
                ).eraseToAnyPublisher()
            }.eraseToAnyPublisher())
        return cold
    }

    /// The line's events with their delays in nanoseconds.
    static func events<Output, Failure>(
        _ marbles: String, values: [String: Output], error: Failure?, frame: DispatchQueue.SchedulerTimeType.Stride
    ) throws -> [(Int, MarbleSignal<Output, Failure>)] {
        let frameNanoseconds = frame.magnitude
        return try MarbleLine(parsing: marbles, frameNanoseconds: Int64(frameNanoseconds)).events.map { marble in
            let delay = marble.frame * frameNanoseconds
            switch marble.kind {
            case .value(let key): return (delay, .input(try MarbleLine.value(key, in: values, diagram: marbles)))
            case .completed: return (delay, .finished)
            case .error: return (delay, .failure(try MarbleLine.error(error, diagram: marbles)))
            }
        }
    }

    private static func send<Output, Failure>(_ event: MarbleSignal<Output, Failure>, to subject: PassthroughSubject<Output, Failure>) {
        switch event {
        case .input(let value): subject.send(value)
        case .finished: subject.send(completion: .finished)
        case .failure(let error): subject.send(completion: .failure(error))
        }
    }
}

/// One event of a marble line, as a publisher sends it.
public enum MarbleSignal<Output, Failure: Error> {
    /// A value.
    case input(Output)
    /// Normal completion.
    case finished
    /// Failure.
    case failure(Failure)
}
