import Marbles
import PushStreams

/// Failure messages for recorded events and subscription logs: two aligned marble lines, a caret, words.
///
/// Not in RxTest (its `XCTAssertEqual` prints both arrays). Pure string building over ``MarbleDiff``: the
/// assertions (``assertEvents(_:_:values:fileID:file:line:column:)``, ``assertMarbles(_:_:values:error:subscribed:fileID:file:line:column:)``,
/// ``assertSubscriptions(_:_:fileID:file:line:column:)`` and the `XCTAssertEqual` overloads) report these
/// strings, so tests can check the text itself. Times in words are absolute ticks (`t=210`); the last line
/// says how frames map to ticks.
///
/// ```swift
/// let message = RecordedDiff.events(
///     expected: [.next(210, 1), .next(220, 2), .completed(300)],
///     actual: [.next(210, 1), .next(220, 3), .completed(300)],
///     values: ["a": 1, "b": 2, "c": 3])
/// print(message!)
/// // Prints: expected: -ab-------|
/// //         actual:   -ac-------|
/// //                     ^
/// //         t=220: expected next(b), got next(c)
/// //         Event 2 of 3 differs: same time, different event.
/// //         One marble frame = 10 ticks; frame 0 (`^` when drawn) is tick 200.
/// ```
public enum RecordedDiff {
    /// The message for two recorded event lists, or `nil` when they are equal.
    ///
    /// Frame 0 is tick 200 (``TestScheduler/Defaults/subscribed``) when no event is earlier, else tick 0; one
    /// frame is the greatest common divisor of the events' offsets from it, so `210, 220, 300` draw compactly.
    /// - Parameters:
    ///   - expected: the expected events.
    ///   - actual: the recorded events.
    ///   - values: the marble key of each value (others are drawn with their description).
    /// - Returns: the message, or `nil` when the lists are equal.
    public static func events<T: Equatable>(
        expected: [Recorded<Event<T>>], actual: [Recorded<Event<T>>], values: [String: T] = [:]
    ) -> String? {
        guard expected != actual else { return nil }
        let times = (expected + actual).map(\.time)
        let origin = (times.min() ?? 0) >= TestScheduler.Defaults.subscribed ? TestScheduler.Defaults.subscribed : 0
        let scale = greatestCommonDivisor(times.map { $0 &- origin })
        return events(expected: expected, actual: actual, values: values, origin: origin, ticksPerFrame: scale)
    }

    /// The message for two event lists without times (one frame per event), or `nil` when they are equal.
    /// - Parameters:
    ///   - expected: the expected events.
    ///   - actual: the recorded events.
    ///   - values: the marble key of each value.
    ///   - vocabulary: the words for the events (`next`/`error`/`completed` by default).
    /// - Returns: the message, or `nil` when the lists are equal.
    public static func events<T: Equatable>(
        expected: [Event<T>], actual: [Event<T>], values: [String: T] = [:], vocabulary: MarbleVocabulary = .push
    ) -> String? {
        guard expected != actual else { return nil }
        func indexed(_ events: [Event<T>]) -> [MarbleEvent<T, Swift.Error>] {
            events.enumerated().map { MarbleEvent(frame: $0.offset, notification: RecordedMarbles.notification($0.element)) }
        }
        let message = MarbleDiff.events(
            expected: indexed(expected), actual: indexed(actual), values: values, vocabulary: vocabulary,
            timeLabel: { "event \($0 + 1)" })
        return (message ?? fallback(expected, actual)) + "\nOne marble frame per event."
    }

    /// The message for two subscription logs, or `nil` when they are equal; frames scale as in
    /// ``events(expected:actual:values:)``, and a subscription never disposed has no `!`.
    /// - Parameters:
    ///   - expected: the expected log.
    ///   - actual: the recorded log.
    /// - Returns: the message, or `nil` when the logs are equal.
    public static func subscriptions(expected: [Subscription], actual: [Subscription]) -> String? {
        guard expected != actual else { return nil }
        let times = (expected + actual).flatMap { [$0.subscribe] + ($0.unsubscribe == Int.max ? [] : [$0.unsubscribe]) }
        let origin = (times.min() ?? 0) >= TestScheduler.Defaults.subscribed ? TestScheduler.Defaults.subscribed : 0
        let scale = greatestCommonDivisor(times.map { $0 &- origin })
        return subscriptions(expected: expected, actual: actual, origin: origin, ticksPerFrame: scale)
    }

    // MARK: With a fixed origin and scale (the marble assertions use one tick per frame)

    static func events<T: Equatable>(
        expected: [Recorded<Event<T>>], actual: [Recorded<Event<T>>], values: [String: T],
        origin: TestTime, ticksPerFrame: Int
    ) -> String? {
        guard expected != actual else { return nil }
        let message = MarbleDiff.events(
            expected: RecordedMarbles.marbleEvents(expected, origin: origin, ticksPerFrame: ticksPerFrame),
            actual: RecordedMarbles.marbleEvents(actual, origin: origin, ticksPerFrame: ticksPerFrame),
            values: values, timeLabel: { "t=\(origin &+ $0 &* ticksPerFrame)" })
        return (message ?? fallback(expected, actual)) + "\n" + footnote(origin: origin, ticksPerFrame: ticksPerFrame)
    }

    static func subscriptions(
        expected: [Subscription], actual: [Subscription], origin: TestTime, ticksPerFrame: Int
    ) -> String? {
        guard expected != actual else { return nil }
        func frames(_ log: [Subscription]) -> [MarbleSubscription] {
            log.map { entry in
                MarbleSubscription(
                    subscribedFrame: (entry.subscribe &- origin) / ticksPerFrame,
                    unsubscribedFrame: entry.unsubscribe == Int.max ? nil : (entry.unsubscribe &- origin) / ticksPerFrame)
            }
        }
        let message = MarbleDiff.subscriptions(
            expected: frames(expected), actual: frames(actual),
            timeLabel: { "t=\(origin &+ $0 &* ticksPerFrame)" })
        return (message ?? fallback(expected, actual)) + "\n" + footnote(origin: origin, ticksPerFrame: ticksPerFrame)
    }

    static func footnote(origin: TestTime, ticksPerFrame: Int) -> String {
        "One marble frame = \(ticksPerFrame) tick\(ticksPerFrame == 1 ? "" : "s"); frame 0 (`^` when drawn) is tick \(origin)."
    }

    /// Used only if the lists differ in a way frames cannot show (they always can; kept as a safety net).
    static func fallback<Value>(_ expected: [Value], _ actual: [Value]) -> String {
        "expected: \(expected)\nactual:   \(actual)"
    }

    static func greatestCommonDivisor(_ numbers: [Int]) -> Int {
        var result = 0
        for number in numbers where number != Int.min {
            var a = result
            var b = abs(number)
            while b != 0 { (a, b) = (b, a % b) }
            result = a
        }
        return max(result, 1)
    }
}
