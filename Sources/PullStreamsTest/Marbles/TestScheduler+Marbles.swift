import Dispatch
import Foundation
import Marbles
import PullStreams
import TestReporting

extension TestScheduler {
    /// A hot test signal whose events are drawn as marbles; frames count from this scheduler's `startDate`.
    ///
    /// ReactiveSwift has no marbles; this is RxJS's `hot()` for the pull style. `^` is frame 0, which is
    /// the scheduler's `startDate` (`elapsed == 0`), as RxJS's frame 0 is the start of the test; without
    /// `^` the first character is frame 0. Events dated before the current time (those before `^`, or
    /// all past ones if the scheduler was advanced first) are sent before this returns, so nobody sees
    /// them (a `|` or `#` there leaves the signal terminated); the rest are scheduled on the clock and
    /// happen when the scheduler is advanced past them. `!` is not allowed in an input diagram.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let hot = try scheduler.createHotSignal(marbles: "-a-^-b--|", values: ["a": 1, "b": 2], error: Never?.none)
    /// let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
    /// hot.signal.observe(recorder.observer)
    /// scheduler.run()
    /// print(recorder.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: --b--|
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram (RxJS grammar: `-`, keys, `(ab)`, `|`, `#`, `^`, spaces, `10ms`).
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with (a `#` without it is a syntax error).
    ///   - frame: the duration of one `-`; 1 ms by default, as in RxJS's `run` mode.
    /// - Returns: the hot signal, with a logging `producer` view and its `subscriptions`.
    /// - Throws: `MarbleSyntaxError` for a malformed diagram, a `!`, or a non-positive frame.
    public func createHotSignal<Value, Error>(
        marbles: String,
        values: [String: Value],
        error: Error? = nil,
        frame: DispatchTimeInterval = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> HotTestSignal<Value, Error> {
        installTestFailureReporting()
        let events = try Self.inputEvents(marbles, kind: .hot, values: values, error: error, frame: frame)
        return HotTestSignal(scheduler: self, nanosecondEvents: events)
    }

    /// A cold test producer drawn as marbles: each start replays the diagram, frame 0 being that start.
    ///
    /// RxJS's `cold()` for the pull style; `^` and `!` are not allowed. Each run is logged in
    /// `subscriptions` (see `assertSubscriptions`).
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let cold = try scheduler.createColdProducer(marbles: "--a--b--|", values: ["a": 1, "b": 2], error: Never?.none)
    /// let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
    /// cold.producer.start(recorder.observer)
    /// scheduler.run()
    /// print(recorder.events)
    /// // Prints: [t=0.002 value(1), t=0.005 value(2), t=0.008 completed]
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with.
    ///   - frame: the duration of one `-`; 1 ms by default.
    /// - Returns: the cold producer and its subscription log.
    /// - Throws: `MarbleSyntaxError` for a malformed diagram, a `^` or `!`, or a non-positive frame.
    public func createColdProducer<Value, Error>(
        marbles: String,
        values: [String: Value],
        error: Error? = nil,
        frame: DispatchTimeInterval = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> ColdTestProducer<Value, Error> {
        installTestFailureReporting()
        let events = try Self.inputEvents(marbles, kind: .cold, values: values, error: error, frame: frame)
        return ColdTestProducer(scheduler: self, nanosecondEvents: events.map { (offset: $0.time, event: $0.event) })
    }

    /// `createHotSignal(marbles:values:error:frame:)` whose values are the keys themselves, as RxJS does
    /// without a values object: `"-x-y|"` sends `"x"` and `"y"`.
    public func createHotSignal<Error>(
        marbles: String,
        error: Error? = nil,
        frame: DispatchTimeInterval = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> HotTestSignal<String, Error> {
        try createHotSignal(marbles: marbles, values: Self.keysAsValues(marbles), error: error, frame: frame)
    }

    /// `createColdProducer(marbles:values:error:frame:)` whose values are the keys themselves.
    ///
    /// ```swift
    /// let cold = try scheduler.createColdProducer(marbles: "-x-y|", error: Never?.none)
    /// ```
    public func createColdProducer<Error>(
        marbles: String,
        error: Error? = nil,
        frame: DispatchTimeInterval = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> ColdTestProducer<String, Error> {
        try createColdProducer(marbles: marbles, values: Self.keysAsValues(marbles), error: error, frame: frame)
    }

    private static func keysAsValues(_ marbles: String) -> [String: String] {
        var keys: [String: String] = [:]
        for character in marbles where character.isLetter || character.isNumber { keys[String(character)] = String(character) }
        return keys
    }

    /// Parses an input diagram into events at nanoseconds from frame 0.
    private static func inputEvents<Value, Error>(
        _ marbles: String,
        kind: MarbleDiagram<Value, Error>.Kind,
        values: [String: Value],
        error: Error?,
        frame: DispatchTimeInterval
    ) throws(MarbleSyntaxError) -> [(time: Int64, event: Signal<Value, Error>.Event)] {
        guard let frameNanoseconds = PullMarbles.nanoseconds(of: frame) else {
            throw PullMarbles.badFrame(frame, diagram: marbles)
        }
        let diagram = try MarbleDiagram(
            parsing: marbles, kind: kind, values: values, error: error, frameDuration: frameNanoseconds)
        if diagram.unsubscriptionFrame != nil, let index = marbles.firstIndex(of: "!") {
            throw MarbleSyntaxError(
                diagram: marbles, column: marbles.distance(from: marbles.startIndex, to: index) + 1,
                problem: "`!` in a test stream's diagram",
                expected: "`!` only in expectations (assertMarbles: interrupted) and subscription marbles; "
                    + "to stop a run, dispose it")
        }
        return diagram.events.map { marble in
            let event: Signal<Value, Error>.Event
            switch marble.notification {
            case let .value(value): event = .value(value)
            case let .error(failure): event = .failed(failure)
            case .completed: event = .completed
            }
            return (marble.time, event)
        }
    }
}
