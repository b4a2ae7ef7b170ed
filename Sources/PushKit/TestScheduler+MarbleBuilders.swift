// Copy kit (RxSwift + RxTest): hot and cold test observables from marble lines.
// Needs MarbleGrammar.swift; uses only RxTest's public `createHotObservable(_:)`/`createColdObservable(_:)`.
import MarbleKit
import PushStreams
import PushStreamsTest

extension TestScheduler {
    /// A hot observable from a marble line: frame 0 (or `^`) is tick 200, when `start()` subscribes.
    ///
    /// One frame is one tick. `values` names each value character; `#` fails with `error`.
    /// ```swift
    /// let taps = try scheduler.createHotObservable("-t-t", values: ["t": ()])  // next at 201, 203
    /// ```
    /// - Throws: `MarbleSyntaxError`, or `MarbleKeyError` for a character missing from `values`.
    public func createHotObservable<Element>(
        _ marbles: String, values: [String: Element], error: Swift.Error? = nil
    ) throws -> TestableObservable<Element> {
        try createHotObservable(Self.recorded(marbles, values: values, error: error, origin: 200))
    }

    /// A cold observable from a marble line: frame 0 is the moment of each subscription.
    /// - Throws: `MarbleSyntaxError`, or `MarbleKeyError` for a character missing from `values`.
    public func createColdObservable<Element>(
        _ marbles: String, values: [String: Element], error: Swift.Error? = nil
    ) throws -> TestableObservable<Element> {
        try createColdObservable(Self.recorded(marbles, values: values, error: error, origin: 0))
    }

    /// The recorded events of a marble line, frame `n` at tick `origin + n`.
    static func recorded<Element>(
        _ marbles: String, values: [String: Element], error: Swift.Error?, origin: TestTime
    ) throws -> [Recorded<Event<Element>>] {
        try MarbleLine(parsing: marbles).events.map { event in
            switch event.kind {
            case .value(let key):
                return .next(origin + event.frame, try MarbleLine.value(key, in: values, diagram: marbles))
            case .completed:
                return .completed(origin + event.frame)
            case .error:
                return .error(origin + event.frame, error ?? MarbleLineError())
            }
        }
    }
}

/// The error `#` sends when no `error:` is given.
public struct MarbleLineError: Error, Equatable, CustomStringConvertible {
    /// Makes the error.
    public init() {}

    /// What it is.
    public var description: String { "marble error" }
}
