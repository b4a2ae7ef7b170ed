/// The RxSwift tutorials' marble helper (`parseEventsAndTimes`), with its own tick arithmetic.
///
/// RxExample's test helper splits the timeline at `|` into attempts (for retries; `|` stays at the end
/// of each attempt but the last, and empty attempts are dropped), splits each attempt at `-`, and walks
/// the pieces: an empty piece costs 1 tick; a piece of k characters happens at the current tick and costs
/// k + 1. So `---e1----e2-----` gives e1@3 and e2@9. `#` is the generic error, `|` completion, any other
/// piece a key of `values`, then of `errors`. Spaces are not special (they are part of a key).
///
/// Where ours differs: an unknown key throws ``MarbleSyntaxError`` (the original stops with
/// `fatalError`; the push `TestScheduler` turns the error into a test failure at the caller's line).
/// A piece that ends with `|` (`c|`, `#|`, which the original's own doc example `----#|----a` contains and
/// then crashes on) is read as its key at the current tick, then, after a value, completion at the `|`'s
/// tick (current + k − 1); after an error the `|` only ends the attempt, as nothing follows an error.
///
/// ```swift
/// let attempts = try TutorialTimeline.parseEventsAndTimes(
///     timeline: "---e1----e2-----", values: ["e1": 1, "e2": 2], errors: [String: Never](), defaultError: nil)
/// print(attempts[0].map { "\($0.event)@\($0.time)" })
/// // Prints: ["value(1)@3", "value(2)@9"]
/// ```
public enum TutorialTimeline {
    /// Parses a tutorial-style timeline into one event list per attempt, times in ticks.
    /// - Parameters:
    ///   - timeline: pieces between dashes; `|` ends an attempt.
    ///   - values: the value of each piece.
    ///   - errors: pieces that stand for an error.
    ///   - defaultError: what `#` fails with (the original uses an `NSError`); `#` without it throws.
    /// - Returns: the attempts, each a list of `(time, event)` in ticks.
    /// - Throws: ``MarbleSyntaxError`` naming the unknown piece, with a caret under its first character.
    public static func parseEventsAndTimes<T, Failure>(
        timeline: String,
        values: [String: T],
        errors: [String: Failure],
        defaultError: Failure?
    ) throws(MarbleSyntaxError) -> [[(time: Int, event: MarbleNotification<T, Failure>)]] {
        let characters = Array(timeline)
        var attempts: [[(time: Int, event: MarbleNotification<T, Failure>)]] = []
        var attemptStart = 0
        while attemptStart < characters.count {
            var attemptEnd = attemptStart
            while attemptEnd < characters.count, characters[attemptEnd] != "|" { attemptEnd += 1 }
            let includesBar = attemptEnd < characters.count
            let end = includesBar ? attemptEnd + 1 : attemptEnd
            attempts.append(
                try parseAttempt(
                    characters, from: attemptStart, to: end, source: timeline,
                    values: values, errors: errors, defaultError: defaultError))
            attemptStart = end
        }
        return attempts
    }

    private static func parseAttempt<T, Failure>(
        _ characters: [Character], from start: Int, to end: Int, source: String,
        values: [String: T], errors: [String: Failure], defaultError: Failure?
    ) throws(MarbleSyntaxError) -> [(time: Int, event: MarbleNotification<T, Failure>)] {
        var events: [(time: Int, event: MarbleNotification<T, Failure>)] = []
        var time = 0
        var pieceStart = start
        while pieceStart <= end {
            var pieceEnd = pieceStart
            while pieceEnd < end, characters[pieceEnd] != "-" { pieceEnd += 1 }
            let piece = String(characters[pieceStart..<pieceEnd])
            if !piece.isEmpty {
                events.append(
                    contentsOf: try pieceEvents(
                        for: piece, at: time, offset: pieceStart, source: source,
                        values: values, errors: errors, defaultError: defaultError))
            }
            time += piece.count + 1
            pieceStart = pieceEnd + 1
        }
        return events
    }

    private static func pieceEvents<T, Failure>(
        for piece: String, at time: Int, offset: Int, source: String,
        values: [String: T], errors: [String: Failure], defaultError: Failure?
    ) throws(MarbleSyntaxError) -> [(time: Int, event: MarbleNotification<T, Failure>)] {
        if piece == "|" { return [(time, .completed)] }
        if let event = try event(for: piece, offset: offset, source: source, values: values, errors: errors, defaultError: defaultError) {
            return [(time, event)]
        }
        if piece.count > 1, piece.hasSuffix("|") {
            let key = String(piece.dropLast())
            if let event = try event(for: key, offset: offset, source: source, values: values, errors: errors, defaultError: defaultError) {
                if event.isTerminal { return [(time, event)] }
                return [(time, event), (time + key.count, .completed)]
            }
        }
        let known = (Array(values.keys) + Array(errors.keys)).sorted().map { "`\($0)`" }.joined(separator: ", ")
        throw MarbleSyntaxError(
            diagram: source, column: offset + 1, problem: "unknown key `\(piece)`",
            expected: known.isEmpty
                ? "a `values:` or `errors:` entry for `\(piece)`"
                : "a key of `values:` or `errors:` (\(known)), `#` or `|`")
    }

    private static func event<T, Failure>(
        for piece: String, offset: Int, source: String,
        values: [String: T], errors: [String: Failure], defaultError: Failure?
    ) throws(MarbleSyntaxError) -> MarbleNotification<T, Failure>? {
        if piece == "#" {
            guard let defaultError else {
                throw MarbleSyntaxError(
                    diagram: source, column: offset + 1, problem: "`#` but no default error was given",
                    expected: "a `defaultError:` for `#` to fail with")
            }
            return .error(defaultError)
        }
        if let value = values[piece] { return .value(value) }
        if let error = errors[piece] { return .error(error) }
        return nil
    }
}
