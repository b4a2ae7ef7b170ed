import Marbles

/// Failure messages for a ``TestSubscriber``'s events and a ``TestablePublisher``'s subscription log.
///
/// Not in Combine or combine-schedulers (whose users compare arrays with `XCTAssertEqual`). Pure string
/// building over ``MarbleDiff`` with Combine's words (`value`, `failure`, `finished`): two aligned marble
/// lines, a caret under the first difference, the difference in words with its time since the
/// subscription, why, and how frames map to time. The assertions report these strings; tests check them.
///
/// ```swift
/// print(SubscriberDiff.marbles(subscriber, "--a--c--|", values: ["a": 1, "b": 2, "c": 3], error: nil)!)
/// // Prints: expected: --a--c--|
/// //         actual:   --a--b--|
/// //                        ^
/// //         t=5ms: expected value(c), got value(b)
/// //         Event 2 of 3 differs: same time, different event.
/// //         One marble frame = 1ms; frame 0 (`^` when drawn) is the subscription, at 0s on the clock.
/// ```
public enum SubscriberDiff {
    /// The message when `subscriber`'s values and completion differ from the diagram `expected`, else `nil`.
    ///
    /// Frame 0 (or `^`, which `expected` may contain) is the subscription. Times compare exactly: an event
    /// between two frames differs from one on a frame. Failures compare by description. A malformed
    /// diagram gives its ``MarbleSyntaxError`` text.
    /// - Parameters:
    ///   - subscriber: the recorder.
    ///   - expected: the expected diagram (`!` not allowed).
    ///   - values: the value of each key.
    ///   - error: what `#` stands for.
    ///   - frame: the length of one frame.
    /// - Returns: the message, or `nil` when they match.
    public static func marbles<Input: Equatable, Failure: Error>(
        _ subscriber: TestSubscriber<Input, Failure>, _ expected: String, values: [String: Input], error: Failure?,
        frame: DispatchQueueSchedulerTimeType.Stride = .milliseconds(1)
    ) -> String? {
        let frameNanoseconds = PubSubStreams.nanoseconds(of: frame)
        let diagram: MarbleDiagram<Input, Failure>
        do {
            diagram = try MarbleDiagram(
                parsing: expected, kind: .hot, values: values, error: error, frameDuration: frameNanoseconds)
            try rejectUnsubscription(diagram)
        } catch {
            return error.description
        }
        return events(
            expected: diagram.events, actual: subscriber.marbleEvents(frameNanoseconds: frameNanoseconds),
            values: values, frameNanoseconds: frameNanoseconds, origin: subscriber.subscriptionTime)
    }

    /// The message when `subscriber`'s values and completion differ from `expected` records, else `nil`.
    ///
    /// Only `.input` and `.completion` records are compared (subscription, requests and cancel are the
    /// demand log: see ``TestSubscriber/demandMarbles(frame:)``). Times are absolute seconds, as in
    /// ``TestSubscriber/records``; the lines are drawn from the subscription with the largest frame that
    /// puts every time on a frame.
    /// - Parameters:
    ///   - subscriber: the recorder.
    ///   - expected: the expected records.
    ///   - values: marble keys for the values (descriptions otherwise).
    /// - Returns: the message, or `nil` when they match.
    public static func events<Input: Equatable, Failure: Error>(
        _ subscriber: TestSubscriber<Input, Failure>, _ expected: [TestSubscriber<Input, Failure>.Record],
        values: [String: Input] = [:]
    ) -> String? {
        let origin = subscriber.subscriptionTime
        let wanted = TestSubscriber<Input, Failure>.marbleEvents(of: expected, origin: origin, frameNanoseconds: 1)
        let got = TestSubscriber<Input, Failure>.marbleEvents(of: subscriber.records, origin: origin, frameNanoseconds: 1)
        let offsets = (wanted + got).map(\.time)
        let frameNanoseconds = greatestCommonDivisor(offsets)
        func framed(_ events: [MarbleEvent<Input, Failure>]) -> [MarbleEvent<Input, Failure>] {
            events.map { MarbleEvent(time: $0.time, notification: $0.notification, frameDuration: frameNanoseconds) }
        }
        return events(
            expected: framed(wanted), actual: framed(got), values: values, frameNanoseconds: frameNanoseconds,
            origin: origin)
    }

    /// The message when `publisher`'s subscription log differs from subscription marbles, else `nil`.
    ///
    /// One diagram per expected subscription, frame 0 at the publisher's creation, its own frame length:
    /// `^(2)--(1)---!` is subscribed at 0 asking for 2, 1 more at frame 2, cancelled at frame 6. A
    /// subscription that ended with the publisher's completion has no `!`.
    /// - Parameters:
    ///   - publisher: the publisher whose log to check.
    ///   - expected: one subscription diagram per subscription.
    /// - Returns: the message, or `nil` when they match.
    public static func subscriptions<Output, Failure: Error>(
        _ publisher: TestablePublisher<Output, Failure>, _ expected: [String]
    ) -> String? {
        var wanted: [MarbleSubscription] = []
        do {
            for diagram in expected {
                wanted.append(try MarbleSubscription(parsing: diagram, frameDuration: publisher.frameNanoseconds))
            }
        } catch {
            return error.description
        }
        let frameNanoseconds = publisher.frameNanoseconds
        guard
            let message = MarbleDiff.subscriptions(
                expected: wanted, actual: publisher.subscriptions.map(publisher.marbleSubscription),
                timeLabel: { MarbleFrames.label(frame: $0, frameNanoseconds: frameNanoseconds) })
        else { return nil }
        return message + "\n"
            + footnote(frameNanoseconds: frameNanoseconds, origin: publisher.originNanoseconds, what: "the publisher's creation")
    }

    // MARK: - Helpers

    static func events<Input: Equatable, Failure>(
        expected: [MarbleEvent<Input, Failure>], actual: [MarbleEvent<Input, Failure>], values: [String: Input],
        frameNanoseconds: Int64, origin: Double
    ) -> String? {
        let same =
            expected.count == actual.count
            && zip(expected, actual).allSatisfy { wanted, got in
                wanted.time == got.time && sameNotification(wanted.notification, got.notification)
            }
        guard !same else { return nil }
        let footnote = footnote(
            frameNanoseconds: frameNanoseconds, origin: MarbleFrames.nanoseconds(origin), what: "the subscription")
        if let message = MarbleDiff.events(
            expected: expected, actual: actual, values: values, vocabulary: .pubSub,
            timeLabel: { MarbleFrames.label(frame: $0, frameNanoseconds: frameNanoseconds) })
        {
            return message + "\n" + footnote
        }
        // Same frames, different nanoseconds: an event falls between frames.
        let index = expected.indices.first { $0 < actual.count && expected[$0].time != actual[$0].time } ?? 0
        return "Event \(index + 1) is due at t=\(MarbleTime.describe(nanoseconds: expected[index].time)) but came at "
            + "t=\(MarbleTime.describe(nanoseconds: actual[index].time)): both fall in frame \(expected[index].frame). "
            + "Use a shorter frame to see the difference.\n" + footnote
    }

    static func footnote(frameNanoseconds: Int64, origin: Int64, what: String) -> String {
        "One marble frame = \(MarbleTime.describe(nanoseconds: frameNanoseconds)); frame 0 (`^` when drawn) is "
            + "\(what), at \(origin == 0 ? "0s" : MarbleTime.describe(nanoseconds: origin)) on the clock."
    }

    private static func sameNotification<Input: Equatable, Failure>(
        _ lhs: MarbleNotification<Input, Failure>, _ rhs: MarbleNotification<Input, Failure>
    ) -> Bool {
        switch (lhs, rhs) {
        case let (.value(l), .value(r)): return l == r
        case let (.error(l), .error(r)): return String(describing: l) == String(describing: r)
        case (.completed, .completed): return true
        default: return false
        }
    }

    private static func greatestCommonDivisor(_ numbers: [Int64]) -> Int64 {
        var result: Int64 = 0
        for number in numbers where number != .min {
            var (a, b) = (result, abs(number))
            while b != 0 { (a, b) = (b, a % b) }
            result = a
        }
        return max(result, 1)
    }
}
