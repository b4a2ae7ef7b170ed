/// A parsed marble diagram: its events in frames and nanoseconds, and its `^`/`!` points.
///
/// The grammar is RxJS's (`TestScheduler.parseMarbles` in `run` mode):
/// - `-` one frame passes; a space is ignored (use it to align lines);
/// - `a`–`z`, `A`–`Z`, `0`–`9` a value, looked up by its one-character key in `values:`;
/// - `(ab)` several events in one frame; time then moves on by the group's full width, brackets
///   included (`--(abc)-|` puts a, b, c at 2 and `|` at 8);
/// - `|` completion, `#` the error given as `error:`;
/// - `^` (hot diagrams only) the subscription point: frames are counted from it, earlier ones negative;
/// - `!` the point where the test unsubscribes;
/// - `10ms`, `1.5s`, `1m` after a space (or at the start) and before a space (or at the end): that
///   much time passes, converted to frames with `frameDuration`.
///
/// Where ours differs from RxJS: mistakes RxJS accepts silently are thrown as ``MarbleSyntaxError``
/// (an event after `|`/`#`, an unknown key, characters outside the grammar, an unknown time unit,
/// a progression that is not a whole number of frames); `^` may sit inside a group (`(^a)`: `a` at frame
/// 0); spaces before `^` never count as frames; the frame length is any number of nanoseconds.
///
/// ```swift
/// let d = try MarbleDiagram(parsing: "-a-^-b--|", kind: .hot, values: ["a": 1, "b": 2], error: Never?.none)
/// print(d.events.map { "\($0.notification)@\($0.frame)" })
/// // Prints: ["value(1)@-2", "value(2)@2", "completed@5"]
/// ```
public struct MarbleDiagram<Value, Failure> {
    /// Whether `^` is allowed: a cold diagram starts when subscribed, a hot one runs on its own clock.
    public enum Kind: Sendable, Hashable {
        /// No `^`: frame 0 is the subscription (RxJS's `cold()`).
        case cold
        /// At most one `^`: frames count from it, earlier frames are negative (RxJS's `hot()`).
        case hot
    }

    /// The diagram as written.
    public let source: String
    /// Cold or hot.
    public let kind: Kind
    /// Nanoseconds per frame.
    public let frameDuration: Int64
    /// The events in diagram order (which is time order), with frames relative to the subscription point.
    public let events: [MarbleEvent<Value, Failure>]
    /// 0 when the diagram has a `^` (frames are relative to it), `nil` when it has none.
    public let subscriptionFrame: Int?
    /// The frame of `!`, relative to the subscription point; `nil` when the diagram has none.
    public let unsubscriptionFrame: Int?
    /// The frame just after the diagram's last character, relative to the subscription point.
    public let endFrame: Int

    /// The nanosecond time of `!`, `nil` without one.
    public var unsubscriptionTime: Int64? {
        unsubscriptionFrame.map { MarbleTime.nanoseconds(ofFrame: $0, frameDuration: frameDuration) }
    }

    /// Parses a marble diagram, looking each value key up in `values`.
    ///
    /// ```swift
    /// let d = try MarbleDiagram<Int, Never>(parsing: "--a--b--|", values: ["a": 1, "b": 2])
    /// print(d.events.map(\.frame))
    /// // Prints: [2, 5, 8]
    /// ```
    /// - Parameters:
    ///   - diagram: the marble line.
    ///   - kind: `.cold` (default) rejects `^`; `.hot` allows one.
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with; a `#` without it is a syntax error.
    ///   - frameDuration: nanoseconds per frame; 1ms by default, as RxJS's `run` mode (use the style's tick
    ///     length for tick-based schedulers).
    /// - Throws: ``MarbleSyntaxError`` for anything outside the grammar; never crashes.
    public init(
        parsing diagram: String,
        kind: Kind = .cold,
        values: [String: Value],
        error: Failure? = nil,
        frameDuration: Int64 = MarbleTime.millisecond
    ) throws(MarbleSyntaxError) {
        var parser = StreamDiagramParser<Value, Failure>(
            scanner: try MarbleScanner(diagram, frameDuration: frameDuration), kind: kind, values: values, error: error)
        let result = try parser.parse()
        self.source = diagram
        self.kind = kind
        self.frameDuration = frameDuration
        self.events = result.events.map {
            MarbleEvent(frame: $0.frame, notification: $0.notification, frameDuration: frameDuration)
        }
        self.subscriptionFrame = result.subscriptionFrame
        self.unsubscriptionFrame = result.unsubscriptionFrame
        self.endFrame = result.endFrame
    }
}

extension MarbleDiagram where Value == String {
    /// Parses a diagram whose values are the keys themselves (RxJS's behaviour without a values object).
    ///
    /// ```swift
    /// let d = try MarbleDiagram<String, Never>(parsing: "-x-|")
    /// print(d.events.compactMap(\.notification.value))
    /// // Prints: ["x"]
    /// ```
    /// - Parameters:
    ///   - diagram: the marble line.
    ///   - kind: `.cold` (default) or `.hot`.
    ///   - error: what `#` fails with.
    ///   - frameDuration: nanoseconds per frame.
    /// - Throws: ``MarbleSyntaxError``.
    public init(
        parsing diagram: String,
        kind: Kind = .cold,
        error: Failure? = nil,
        frameDuration: Int64 = MarbleTime.millisecond
    ) throws(MarbleSyntaxError) {
        var keys: [String: String] = [:]
        for character in diagram where character.isMarbleKey { keys[String(character)] = String(character) }
        try self.init(parsing: diagram, kind: kind, values: keys, error: error, frameDuration: frameDuration)
    }
}

extension MarbleDiagram: Equatable where Value: Equatable, Failure: Equatable {}
extension MarbleDiagram: Sendable where Value: Sendable, Failure: Sendable {}
