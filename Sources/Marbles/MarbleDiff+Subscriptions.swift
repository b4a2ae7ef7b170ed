extension MarbleDiff {
    /// The message for two subscription logs, or `nil` when they are equal.
    ///
    /// RxTest compares `[Subscription]` with `XCTAssertEqual`; ours shows the first differing entry as two
    /// aligned subscription marble lines, a caret under the first differing frame, and the difference in words.
    ///
    /// ```swift
    /// let message = MarbleDiff.subscriptions(
    ///     expected: [try MarbleSubscription(parsing: "^---!")],
    ///     actual: [try MarbleSubscription(parsing: "^-----!")])
    /// print(message!)
    /// // Prints: expected: ^---!
    /// //         actual:   ^-----!
    /// //                       ^
    /// //         subscription 1: expected unsubscribe at t=4, got t=6
    /// //         Expected and recorded 1 subscription; subscription 1 differs.
    /// ```
    /// - Parameters:
    ///   - expected: the expected log, in subscription order.
    ///   - actual: the recorded log.
    ///   - timeLabel: a frame as a time, `t=<frame>` by default.
    /// - Returns: the failure message, or `nil` when the logs match.
    public static func subscriptions(
        expected: [MarbleSubscription],
        actual: [MarbleSubscription],
        timeLabel: (Int) -> String = { "t=\($0)" }
    ) -> String? {
        let count = max(expected.count, actual.count)
        guard
            let index = (0..<count).first(where: { index in
                index >= expected.count || index >= actual.count || expected[index] != actual[index]
            })
        else { return nil }
        let wanted = index < expected.count ? expected[index] : nil
        let got = index < actual.count ? actual[index] : nil
        let start = min(0, wanted?.subscribedFrame ?? 0, got?.subscribedFrame ?? 0)
        let wantedLayout = wanted.map { MarbleRenderer.subscriptionLayout($0, startFrame: start, frameWidth: 1) }
        let gotLayout = got.map { MarbleRenderer.subscriptionLayout($0, startFrame: start, frameWidth: 1) }
        let name = "subscription \(index + 1)"
        let summary =
            expected.count == actual.count
            ? "Expected and recorded \(plural(expected.count, "subscription")); \(name) differs."
            : "Expected \(plural(expected.count, "subscription")), recorded \(actual.count)."

        let caretFrame: Int
        let caretLayout: MarbleRenderer.Layout?
        let sentence: String
        switch (wanted, got) {
        case let (wanted?, got?):
            if wanted.subscribedFrame != got.subscribedFrame {
                caretFrame = min(wanted.subscribedFrame, got.subscribedFrame)
                sentence = "\(name): expected subscribe at \(timeLabel(wanted.subscribedFrame)), got \(timeLabel(got.subscribedFrame))"
            } else if wanted.demands != got.demands {
                let shared = min(wanted.demands.count, got.demands.count)
                let position = (0..<shared).first { wanted.demands[$0] != got.demands[$0] } ?? shared
                let w = position < wanted.demands.count ? wanted.demands[position] : nil
                let g = position < got.demands.count ? got.demands[position] : nil
                caretFrame = min(w?.frame ?? .max, g?.frame ?? .max)
                sentence = "\(name): expected \(describe(w, timeLabel)), got \(describe(g, timeLabel))"
            } else {
                caretFrame = min(wanted.unsubscribedFrame ?? .max, got.unsubscribedFrame ?? .max)
                sentence =
                    "\(name): expected \(describeEnd(wanted.unsubscribedFrame, timeLabel)), "
                    + "got \(got.unsubscribedFrame.map(timeLabel) ?? "none (still subscribed)")"
            }
            caretLayout = wantedLayout
        case let (wanted?, nil):
            caretFrame = wanted.subscribedFrame
            caretLayout = wantedLayout
            sentence = "\(name): expected subscribe at \(timeLabel(wanted.subscribedFrame)), got none"
        case let (nil, got?):
            caretFrame = got.subscribedFrame
            caretLayout = gotLayout
            sentence = "\(name): expected none, got subscribe at \(timeLabel(got.subscribedFrame))"
        case (nil, nil):
            return nil
        }
        let column = caretLayout?.column(ofFrame: caretFrame) ?? 0
        return lines(
            expected: wantedLayout?.text ?? "(none)", actual: gotLayout?.text ?? "(none)",
            caretColumn: column, sentence: sentence, why: summary)
    }

    private static func describe(_ request: MarbleDemandRequest?, _ timeLabel: (Int) -> String) -> String {
        guard let request else { return "no further request" }
        return "request \(request.demand) at \(timeLabel(request.frame))"
    }

    private static func describeEnd(_ frame: Int?, _ timeLabel: (Int) -> String) -> String {
        frame.map { "unsubscribe at \(timeLabel($0))" } ?? "no unsubscribe"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
