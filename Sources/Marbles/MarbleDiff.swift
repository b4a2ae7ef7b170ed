/// Failure messages for event timelines: two aligned marble lines, a caret, then the difference in words.
///
/// RxTest's `XCTAssertEqual` prints both `Recorded` arrays; combine-schedulers leaves it to `XCTAssertEqual`
/// on arrays. Ours follows Point-Free's order (what was expected, what happened, why, what to do):
///
/// ```swift
/// let expected = try MarbleDiagram<String, Never>(parsing: "--a--b--|").events
/// let actual = try MarbleDiagram<String, Never>(parsing: "--a--c--|").events
/// print(MarbleDiff.events(expected: expected, actual: actual, values: ["a": "a", "b": "b", "c": "c"])!)
/// // Prints: expected: --a--b--|
/// //         actual:   --a--c--|
/// //                        ^
/// //         t=5: expected next(b), got next(c)
/// //         Event 2 of 3 differs: same time, different event.
/// ```
///
/// Both lines start at the same frame (the earliest of either, `^` at 0 when that is negative), so they
/// line up frame by frame unless a group crowds a later event (see ``MarbleRenderer``). The caret sits
/// under the first differing event, in whichever line has it earlier. Pure string building: the style
/// modules' assertions report the string through XCTest or Swift Testing.
public enum MarbleDiff {
    /// The label in front of the expected line; the actual line's label is padded to the same width.
    public static let expectedLabel = "expected: "
    /// The label in front of the actual line.
    public static let actualLabel = "actual:   "

    /// The message for two event lists, or `nil` when they are equal.
    /// - Parameters:
    ///   - expected: the expected events, in time order.
    ///   - actual: the recorded events, in time order.
    ///   - key: names a value in the marble lines and in words.
    ///   - isEqual: whether two notifications count as the same (frames are compared separately).
    ///   - vocabulary: the style's words for its events.
    ///   - timeLabel: a frame as a time, `t=<frame>` by default (RxTest passes ticks as frames).
    ///   - frameWidth: columns per frame in the lines.
    /// - Returns: the failure message, or `nil` when the lists match.
    public static func events<Value, Failure>(
        expected: [MarbleEvent<Value, Failure>],
        actual: [MarbleEvent<Value, Failure>],
        key: (Value) -> String,
        isEqual: (MarbleNotification<Value, Failure>, MarbleNotification<Value, Failure>) -> Bool,
        vocabulary: MarbleVocabulary = .push,
        timeLabel: (Int) -> String = { "t=\($0)" },
        frameWidth: Int = 1
    ) -> String? {
        let count = max(expected.count, actual.count)
        guard
            let index = (0..<count).first(where: { index in
                guard index < expected.count, index < actual.count else { return true }
                return expected[index].frame != actual[index].frame
                    || !isEqual(expected[index].notification, actual[index].notification)
            })
        else { return nil }

        let start = ([0] + expected.map(\.frame) + actual.map(\.frame)).min() ?? 0
        let end = ([expected.last?.frame, actual.last?.frame].compactMap { $0 }.max() ?? 0) + 1
        let expectedLayout = MarbleRenderer.layout(
            expected, key: key, startFrame: start, endFrame: end, unsubscriptionFrame: nil, frameWidth: frameWidth)
        let actualLayout = MarbleRenderer.layout(
            actual, key: key, startFrame: start, endFrame: end, unsubscriptionFrame: nil, frameWidth: frameWidth)

        let wanted = index < expected.count ? expected[index] : nil
        let got = index < actual.count ? actual[index] : nil
        func words(_ notification: MarbleNotification<Value, Failure>) -> String {
            vocabulary.describe(notification, key: key)
        }
        let caretColumn: Int
        let sentence: String
        let why: String
        switch (wanted, got) {
        case let (wanted?, got?) where wanted.frame == got.frame:
            caretColumn = expectedLayout.eventColumns[index]
            sentence = "\(timeLabel(wanted.frame)): expected \(words(wanted.notification)), got \(words(got.notification))"
            why = "Event \(index + 1) of \(expected.count) differs: same time, different event."
        case let (wanted?, got?):
            let sameEvent = isEqual(wanted.notification, got.notification)
            if wanted.frame < got.frame {
                caretColumn = expectedLayout.eventColumns[index]
                sentence =
                    "\(timeLabel(wanted.frame)): expected \(words(wanted.notification)), got nothing "
                    + "(\(words(got.notification)) came at \(timeLabel(got.frame)))"
            } else {
                caretColumn = actualLayout.eventColumns[index]
                sentence =
                    "\(timeLabel(got.frame)): expected nothing, got \(words(got.notification)) "
                    + "(\(words(wanted.notification)) was expected at \(timeLabel(wanted.frame)))"
            }
            why =
                sameEvent
                ? "Event \(index + 1) of \(expected.count) is right but \(wanted.frame < got.frame ? "late" : "early"): "
                    + "check the delays, debounce or throttle intervals, and which scheduler each time-based operator uses."
                : "Event \(index + 1) of \(expected.count) differs in time and in kind."
        case let (wanted?, nil):
            caretColumn = expectedLayout.eventColumns[index]
            sentence = "\(timeLabel(wanted.frame)): expected \(words(wanted.notification)), got nothing"
            why =
                "Recorded \(actual.count) of \(expected.count) expected events. If the stream waits on virtual time, "
                + "advance the test scheduler past \(timeLabel(wanted.frame)); otherwise check that the source sends it."
        case let (nil, got?):
            caretColumn = actualLayout.eventColumns[index]
            sentence = "\(timeLabel(got.frame)): expected nothing, got \(words(got.notification))"
            why =
                "Recorded \(actual.count) events, expected \(expected.count): "
                + "the stream went on after the last expected event."
        case (nil, nil):
            return nil
        }
        return lines(
            expected: expectedLayout.text, actual: actualLayout.text, caretColumn: caretColumn,
            sentence: sentence, why: why)
    }

    /// The message for two event lists whose values are `Equatable` and named by `values` (reverse
    /// lookup, `describe` otherwise); errors compare by their descriptions, as RxTest compares
    /// non-`NSError` errors.
    /// - Parameters:
    ///   - expected: the expected events.
    ///   - actual: the recorded events.
    ///   - values: the diagram's dictionary.
    ///   - describe: names values without a key.
    ///   - vocabulary: the style's words.
    ///   - timeLabel: a frame as a time.
    ///   - frameWidth: columns per frame.
    /// - Returns: the failure message, or `nil` when the lists match.
    public static func events<Value: Equatable, Failure>(
        expected: [MarbleEvent<Value, Failure>],
        actual: [MarbleEvent<Value, Failure>],
        values: [String: Value],
        describe: @escaping (Value) -> String = { String(describing: $0) },
        vocabulary: MarbleVocabulary = .push,
        timeLabel: (Int) -> String = { "t=\($0)" },
        frameWidth: Int = 1
    ) -> String? {
        events(
            expected: expected, actual: actual, key: MarbleRenderer.keyFunction(values: values, describe: describe),
            isEqual: { lhs, rhs in
                switch (lhs, rhs) {
                case let (.value(l), .value(r)): return l == r
                case let (.error(l), .error(r)): return String(describing: l) == String(describing: r)
                case (.completed, .completed): return true
                default: return false
                }
            },
            vocabulary: vocabulary, timeLabel: timeLabel, frameWidth: frameWidth)
    }

    /// The message for two event lists whose values and errors are `Equatable` (errors compare with `==`).
    /// - Parameters:
    ///   - expected: the expected events.
    ///   - actual: the recorded events.
    ///   - values: the diagram's dictionary.
    ///   - describe: names values without a key.
    ///   - vocabulary: the style's words.
    ///   - timeLabel: a frame as a time.
    ///   - frameWidth: columns per frame.
    /// - Returns: the failure message, or `nil` when the lists match.
    public static func events<Value: Equatable, Failure: Equatable>(
        expected: [MarbleEvent<Value, Failure>],
        actual: [MarbleEvent<Value, Failure>],
        values: [String: Value],
        describe: @escaping (Value) -> String = { String(describing: $0) },
        vocabulary: MarbleVocabulary = .push,
        timeLabel: (Int) -> String = { "t=\($0)" },
        frameWidth: Int = 1
    ) -> String? {
        events(
            expected: expected, actual: actual, key: MarbleRenderer.keyFunction(values: values, describe: describe),
            isEqual: ==, vocabulary: vocabulary, timeLabel: timeLabel, frameWidth: frameWidth)
    }

    /// Assembles the two labelled lines, the caret line, the words and the explanation.
    static func lines(expected: String, actual: String, caretColumn: Int, sentence: String, why: String) -> String {
        let indent = String(repeating: " ", count: expectedLabel.count + caretColumn)
        return [
            expectedLabel + expected,
            actualLabel + actual,
            indent + "^",
            sentence,
            why,
        ].joined(separator: "\n")
    }
}
