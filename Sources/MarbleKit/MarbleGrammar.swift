// Copy kit: the marble grammar shared by the three styles' marble builders and assertions.
// Self-contained (Swift standard library only), so it copies unchanged into any project.
//
// Grammar (RxJS's): `-` one frame; `a`-`z`, `A`-`Z`, `0`-`9` a value named by that character;
// `(ab)` several events in one frame (the group then takes as many frames as it has characters);
// `|` completion; `#` error; `^` the subscription point of a hot stream; `!` unsubscription;
// spaces are ignored; `500ms`, `1s` or `2m` after a space (or at the start) is a time progression.

/// What happens on a marble line in one frame.
public enum MarbleEventKind: Equatable, Sendable {
    /// A value, named by its marble character.
    case value(Character)
    /// The stream completed (`|`).
    case completed
    /// The stream failed (`#`).
    case error
}

/// One event of a marble line, at a frame counted from the line's start (or from `^`).
public struct MarbleEvent: Equatable, Sendable {
    /// The frame, 0 for the first character.
    public var frame: Int
    /// What happened.
    public var kind: MarbleEventKind

    /// Makes an event at `frame`.
    public init(frame: Int, _ kind: MarbleEventKind) {
        self.frame = frame
        self.kind = kind
    }
}

/// A marble line that does not parse: says where and why, with a caret under the column.
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The line as written.
    public var diagram: String
    /// The zero-based column of the offending character.
    public var column: Int
    /// What is wrong.
    public var reason: String

    /// The reason, the line and a caret under the column.
    public var description: String {
        "Bad marble line at column \(column + 1): \(reason)\n  \(diagram)\n  "
            + String(repeating: " ", count: column) + "^"
    }
}

/// A value character with no entry in `values`, or a `#` with no error to send.
public struct MarbleKeyError: Error, CustomStringConvertible {
    /// The character.
    public var key: Character
    /// The line it is on.
    public var diagram: String

    /// Names the character and the line.
    public var description: String {
        key == "#" ? "'#' in \"\(diagram)\" has no error to send (pass error:)" : "'\(key)' in \"\(diagram)\" has no entry in values"
    }
}

/// A parsed marble line: its events and where `^` and `!` stood (frames before `^` are negative).
public struct MarbleLine: Equatable, Sendable {
    /// The events, in frame order.
    public var events: [MarbleEvent]
    /// The frame of `!`, if the line has one.
    public var unsubscribed: Int?
    /// The frame of `^` counted from the line's start, if the line has one.
    public var subscriptionFrame: Int?

    /// Parses `diagram`; `frameNanoseconds` is one frame's duration, needed by time progressions.
    /// - Throws: `MarbleSyntaxError` naming the column of the first character that does not fit.
    public init(parsing diagram: String, frameNanoseconds: Int64? = nil) throws {
        let characters = Array(diagram)
        var events: [MarbleEvent] = []
        var frame = 0
        var groupStart: Int?
        var subscription: Int?
        var unsubscription: Int?
        var index = 0
        func fail(_ reason: String) -> MarbleSyntaxError {
            MarbleSyntaxError(diagram: diagram, column: index, reason: reason)
        }
        while index < characters.count {
            let character = characters[index]
            let atWordStart = index == 0 || characters[index - 1] == " "
            if character.isNumber, atWordStart, let (nanoseconds, length) = Self.progression(characters, at: index) {
                guard let frameNanoseconds, frameNanoseconds > 0 else {
                    throw fail("a time progression needs a frame duration")
                }
                guard nanoseconds % frameNanoseconds == 0 else {
                    throw fail("the time progression is not a whole number of frames")
                }
                frame += Int(nanoseconds / frameNanoseconds)
                index += length
                continue
            }
            let eventFrame = groupStart ?? frame
            switch character {
            case " ":
                index += 1
                continue
            case "-":
                guard groupStart == nil else { throw fail("'-' inside a group") }
            case "(":
                guard groupStart == nil else { throw fail("a group inside a group") }
                groupStart = frame
            case ")":
                guard groupStart != nil else { throw fail("')' without '('") }
                groupStart = nil
            case "|":
                events.append(MarbleEvent(frame: eventFrame, .completed))
            case "#":
                events.append(MarbleEvent(frame: eventFrame, .error))
            case "^":
                guard subscription == nil else { throw fail("a second '^'") }
                subscription = eventFrame
            case "!":
                guard unsubscription == nil else { throw fail("a second '!'") }
                unsubscription = eventFrame
            default:
                guard character.isLetter || character.isNumber, character.isASCII else {
                    throw fail("'\(character)' is not marble syntax")
                }
                events.append(MarbleEvent(frame: eventFrame, .value(character)))
            }
            frame += 1
            index += 1
        }
        if groupStart != nil { throw fail("'(' is never closed") }
        let origin = subscription ?? 0
        self.events = events.map { MarbleEvent(frame: $0.frame - origin, $0.kind) }
        self.unsubscribed = unsubscription.map { $0 - origin }
        self.subscriptionFrame = subscription
    }

    /// The subscribed and unsubscribed frames of a subscription line such as `"--^--!"`.
    /// - Throws: `MarbleSyntaxError` if the line has no `^` or has events.
    public static func subscription(
        parsing diagram: String, frameNanoseconds: Int64? = nil
    ) throws -> (subscribed: Int, unsubscribed: Int?) {
        let line = try MarbleLine(parsing: diagram, frameNanoseconds: frameNanoseconds)
        guard line.events.isEmpty else {
            throw MarbleSyntaxError(diagram: diagram, column: 0, reason: "a subscription line holds only '-', '^' and '!'")
        }
        guard let subscribed = line.subscriptionFrame else {
            throw MarbleSyntaxError(diagram: diagram, column: 0, reason: "a subscription line needs '^'")
        }
        return (subscribed, line.unsubscribed.map { $0 + subscribed })
    }

    /// Renders `events` as a marble line: one character a frame, `(…)` for several in one frame.
    public static func render(_ events: [MarbleEvent]) -> String {
        let byFrame = Dictionary(grouping: events, by: \.frame)
        guard let last = byFrame.keys.max() else { return "" }
        var line = ""
        for frame in 0...max(last, 0) {
            let here = byFrame[frame] ?? []
            let symbols = here.map { event -> Character in
                switch event.kind {
                case .value(let character): character
                case .completed: "|"
                case .error: "#"
                }
            }
            line += symbols.isEmpty ? "-" : symbols.count == 1 ? String(symbols) : "(" + String(symbols) + ")"
        }
        return line
    }

    /// The entry of `diagram`'s value character `key` in `values`.
    /// - Throws: `MarbleKeyError` when `values` has none.
    public static func value<Value>(_ key: Character, in values: [String: Value], diagram: String) throws -> Value {
        guard let value = values[String(key)] else { throw MarbleKeyError(key: key, diagram: diagram) }
        return value
    }

    /// The error a `#` of `diagram` sends.
    /// - Throws: `MarbleKeyError` when no error was given.
    public static func error<Failure>(_ error: Failure?, diagram: String) throws -> Failure {
        guard let error else { throw MarbleKeyError(key: "#", diagram: diagram) }
        return error
    }

    /// Whether `actual` holds `expected`'s events: as many, at the same times, each pair `alike`.
    public static func matches<Time: Equatable, Expected, Actual>(
        _ expected: [(Time, Expected)], _ actual: [(Time, Actual)], alike: (Expected, Actual) -> Bool
    ) -> Bool {
        expected.count == actual.count && zip(expected, actual).allSatisfy { want, got in want.0 == got.0 && alike(want.1, got.1) }
    }

    /// The failure message of a marble assertion: the expected line, the recorded events drawn as a
    /// line under it, and the recording itself; `frame` says what a frame is ("one frame = 100 ms").
    public static func mismatchMessage(expected marbles: String, actual: [MarbleEvent], frame: String, recorded: Any) -> String {
        """
        Recorded events differ from the marble line (\(frame)):
          expected: \(marbles)
          actual:   \(render(actual))
        recorded: \(recorded)
        """
    }

    private static func progression(_ characters: [Character], at start: Int) -> (Int64, Int)? {
        var index = start
        var number: Int64 = 0
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
            number = number * 10 + Int64(digit)
            index += 1
        }
        let rest = String(characters[index..<min(index + 2, characters.count)])
        let unit: (Int64, Int)? =
            rest.hasPrefix("ms")
            ? (1_000_000, 2)
            : rest.hasPrefix("s")
                ? (1_000_000_000, 1)
                : rest.hasPrefix("m") ? (60_000_000_000, 1) : nil
        guard let (scale, unitLength) = unit else { return nil }
        let end = index + unitLength
        guard end == characters.count || characters[end] == " " else { return nil }
        return (number * scale, end - start)
    }
}
