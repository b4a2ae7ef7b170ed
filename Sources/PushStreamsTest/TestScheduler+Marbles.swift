import Marbles
import PushStreams

extension TestScheduler {
    /// Creates a cold observable from a marble diagram: one frame is one tick, frame 0 is each subscription.
    ///
    /// Not in RxTest (RxJS's `cold()`). `"--a--b--|"` is `[.next(2, a), .next(5, b), .completed(8)]`
    /// relative to each subscription, exactly as ``createColdObservable(_:)`` with those events. Grammar:
    /// ``MarbleDiagram`` (`-`, keys, `(ab)`, `|`, `#`, spaces; a progression such as `10ms` is converted with
    /// one frame = one tick = `resolution` seconds). `^` and `!` are not allowed (a thrown error).
    ///
    /// ```swift
    /// let xs = try scheduler.createColdObservable(marbles: "--a--b--|", values: ["a": 1, "b": 2])
    /// let res = scheduler.start { xs }
    /// // res.events == [.next(202, 1), .next(205, 2), .completed(208)]
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with.
    /// - Throws: ``MarbleSyntaxError`` for a malformed diagram (with a caret under the column).
    public func createColdObservable<Element>(
        marbles: String, values: [String: Element], error: Swift.Error? = nil
    ) throws(MarbleSyntaxError) -> TestableObservable<Element> {
        createColdObservable(try recordedEvents(marbles, kind: .cold, values: values, error: error, origin: 0))
    }

    /// Creates a hot observable from a marble diagram: one frame is one tick, `^` is tick 200.
    ///
    /// Not in RxTest (RxJS's `hot()`). `^` marks the test's subscription point,
    /// ``Defaults/subscribed`` (200), where ``start(_:)`` subscribes; frames before it are earlier ticks.
    /// Without `^`, the diagram's first column is tick 200. So `"-a-^-b--|"` is
    /// `[.next(198, a), .next(202, b), .completed(205)]`, as ``createHotObservable(_:)`` with those events.
    ///
    /// ```swift
    /// let xs = try scheduler.createHotObservable(marbles: "-a-^-b--|", values: ["a": 1, "b": 2])
    /// let res = scheduler.start { xs }
    /// // res.events == [.next(202, 2), .completed(205)]
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with.
    /// - Throws: ``MarbleSyntaxError`` for a malformed diagram (two `^`, `!`, …).
    public func createHotObservable<Element>(
        marbles: String, values: [String: Element], error: Swift.Error? = nil
    ) throws(MarbleSyntaxError) -> TestableObservable<Element> {
        createHotObservable(try recordedEvents(marbles, kind: .hot, values: values, error: error, origin: Defaults.subscribed))
    }

    /// A cold observable of `String`s where each key is its own value (`"-x-y-|"` emits `"x"`, `"y"`).
    ///
    /// Not in RxTest; RxJS's `cold()` without a values object.
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - error: what `#` fails with.
    /// - Throws: ``MarbleSyntaxError``.
    public func createColdObservable(
        marbles: String, error: Swift.Error? = nil
    ) throws(MarbleSyntaxError) -> TestableObservable<String> {
        try createColdObservable(marbles: marbles, values: Self.identityKeys(marbles), error: error)
    }

    /// A hot observable of `String`s where each key is its own value, `^` at tick 200.
    ///
    /// Not in RxTest; RxJS's `hot()` without a values object.
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - error: what `#` fails with.
    /// - Throws: ``MarbleSyntaxError``.
    public func createHotObservable(
        marbles: String, error: Swift.Error? = nil
    ) throws(MarbleSyntaxError) -> TestableObservable<String> {
        try createHotObservable(marbles: marbles, values: Self.identityKeys(marbles), error: error)
    }

    /// The events a `kind` diagram draws, frame 0 at tick `origin` (one frame is one tick); a malformed diagram
    /// or a `!` is a thrown error.
    func recordedEvents<Element>(
        _ marbles: String, kind: MarbleDiagram<Element, Swift.Error>.Kind, values: [String: Element], error: Swift.Error?,
        origin: TestTime
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        let diagram = try MarbleDiagram(
            parsing: marbles, kind: kind, values: values, error: error, frameDuration: marbleFrameDuration)
        try RecordedMarbles.rejectUnsubscription(diagram)
        return RecordedMarbles.recorded(diagram, origin: origin)
    }

    /// Nanoseconds per marble frame for time progressions (`10ms`): one tick of this scheduler.
    var marbleFrameDuration: Int64 { nanosecondsPerTick }

    /// Every marble key character of `diagram`, mapped to itself.
    static func identityKeys(_ diagram: String) -> [String: String] {
        var keys: [String: String] = [:]
        for character in diagram where character.isLetter || character.isNumber {
            keys[String(character)] = String(character)
        }
        return keys
    }
}
