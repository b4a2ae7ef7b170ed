/// Draws recorded events back as a marble line: the inverse of ``MarbleDiagram``'s parsing.
///
/// RxJS has no renderer of its own (its failures print arrays of frames; jasmine-marbles and
/// rx-sandbox add one); RxTest prints `Recorded` arrays. Ours draws `-` per empty frame, each value as
/// its key, `|`, `#`, events of one frame as a group `(ab)` that, as in the grammar, takes as many
/// frames as it has characters, `^` at frame 0 when events come before it, and `!` when asked.
///
/// Parsing the result gives the same events back whenever (a) every key is one character and (b) no
/// event falls inside the frames a preceding group or multi-character key takes up. When (b) fails the
/// crowded event is drawn at the first free frame: the line stays readable but is no longer exact
/// (``MarbleDiff`` still reports exact times in words).
///
/// With `frameWidth` w > 1 each frame takes w columns (padding is spaces, which the parser ignores), so
/// lines of different streams line up frame by frame and still parse back to the same events.
///
/// ```swift
/// let events = [MarbleEvent<Int, Never>(frame: 2, notification: .value(1)),
///               MarbleEvent(frame: 2, notification: .value(2)),
///               MarbleEvent(frame: 7, notification: .completed)]
/// print(MarbleRenderer.render(events, values: ["a": 1, "b": 2]))
/// // Prints: --(ab)-|
/// ```
public enum MarbleRenderer {
    /// Renders events, naming each value with `key`.
    /// - Parameters:
    ///   - events: events in time order (sorted by frame if they are not).
    ///   - key: the marble for a value (one character to stay parseable).
    ///   - startFrame: the frame of the first column; by default 0, or the earliest event if negative.
    ///     A negative start draws `^` at frame 0.
    ///   - endFrame: pads with `-` up to this frame, for lines of equal length.
    ///   - unsubscriptionFrame: draws `!` at this frame.
    ///   - frameWidth: columns per frame (1 = compact RxJS form).
    /// - Returns: the marble line.
    public static func render<Value, Failure>(
        _ events: [MarbleEvent<Value, Failure>],
        key: (Value) -> String,
        startFrame: Int? = nil,
        endFrame: Int? = nil,
        unsubscriptionFrame: Int? = nil,
        frameWidth: Int = 1
    ) -> String {
        layout(
            events, key: key, startFrame: startFrame, endFrame: endFrame,
            unsubscriptionFrame: unsubscriptionFrame, frameWidth: frameWidth
        ).text
    }

    /// Renders events whose values are found in `values` (reverse lookup; the first key in sorted order
    /// wins when several keys share a value); other values are drawn with `describe`.
    /// - Parameters:
    ///   - events: events in time order.
    ///   - values: the same dictionary the diagram was parsed with.
    ///   - describe: the marble for a value that has no key (`String(describing:)` by default).
    ///   - startFrame: the frame of the first column (see ``render(_:key:startFrame:endFrame:unsubscriptionFrame:frameWidth:)``).
    ///   - endFrame: pads with `-` up to this frame.
    ///   - unsubscriptionFrame: draws `!` at this frame.
    ///   - frameWidth: columns per frame.
    /// - Returns: the marble line.
    public static func render<Value: Equatable, Failure>(
        _ events: [MarbleEvent<Value, Failure>],
        values: [String: Value],
        describe: @escaping (Value) -> String = { String(describing: $0) },
        startFrame: Int? = nil,
        endFrame: Int? = nil,
        unsubscriptionFrame: Int? = nil,
        frameWidth: Int = 1
    ) -> String {
        render(
            events, key: keyFunction(values: values, describe: describe), startFrame: startFrame,
            endFrame: endFrame, unsubscriptionFrame: unsubscriptionFrame, frameWidth: frameWidth)
    }

    /// Renders a parsed diagram back (with its `^` and `!`); parsing the result gives equal events.
    /// - Parameters:
    ///   - diagram: a parsed diagram.
    ///   - values: the dictionary it was parsed with.
    ///   - frameWidth: columns per frame.
    /// - Returns: the marble line.
    public static func render<Value: Equatable, Failure>(
        _ diagram: MarbleDiagram<Value, Failure>, values: [String: Value], frameWidth: Int = 1
    ) -> String {
        render(
            diagram.events, values: values, endFrame: nil, unsubscriptionFrame: diagram.unsubscriptionFrame,
            frameWidth: frameWidth)
    }

    /// A subscription log entry as subscription marbles: `^`, `!`, demands as `(n)`/`(*)` after their frame.
    ///
    /// A demand in the frame of `!` or outside the subscription cannot be written in the grammar; it is
    /// drawn after `!` (readable, not parseable).
    ///
    /// ```swift
    /// print(MarbleRenderer.render(MarbleSubscription(subscribedFrame: 1, unsubscribedFrame: 4)))
    /// // Prints: -^--!
    /// ```
    /// - Parameters:
    ///   - subscription: the log entry.
    ///   - startFrame: the frame of the first column (0 by default).
    ///   - frameWidth: columns per frame.
    /// - Returns: the marble line.
    public static func render(_ subscription: MarbleSubscription, startFrame: Int = 0, frameWidth: Int = 1) -> String {
        subscriptionLayout(subscription, startFrame: startFrame, frameWidth: frameWidth).text
    }

    // MARK: - Layout

    /// A rendered line plus where each event landed, for carets.
    struct Layout {
        var text = ""
        /// The 0-based column of each input event (in input order).
        var eventColumns: [Int] = []
        /// The 0-based column each drawn frame starts at.
        var frameColumns: [Int: Int] = [:]
        var startFrame = 0
        var frameWidth = 1
        var endColumn = 0
        var endCursor = 0

        /// The column where `frame` is (or would be) drawn.
        func column(ofFrame frame: Int) -> Int {
            if let column = frameColumns[frame] { return column }
            if frame >= endCursor { return endColumn + (frame - endCursor) * frameWidth }
            let earlier = frameColumns.keys.filter { $0 < frame }.max()
            return earlier.flatMap { frameColumns[$0] } ?? 0
        }
    }

    static func keyFunction<Value: Equatable>(
        values: [String: Value], describe: @escaping (Value) -> String
    ) -> (Value) -> String {
        let sorted = values.sorted { $0.key < $1.key }
        return { value in sorted.first { $0.value == value }?.key ?? describe(value) }
    }

    static func layout<Value, Failure>(
        _ events: [MarbleEvent<Value, Failure>],
        key: (Value) -> String,
        startFrame: Int?,
        endFrame: Int?,
        unsubscriptionFrame: Int?,
        frameWidth: Int
    ) -> Layout {
        let width = max(frameWidth, 1)
        var items: [LayoutItem] = events.enumerated().map { index, event in
            let text: String
            switch event.notification {
            case .value(let value): text = key(value)
            case .error: text = "#"
            case .completed: text = "|"
            }
            return LayoutItem(frame: event.frame, rank: 1, text: text, eventIndex: index)
        }
        let earliest = ([0] + events.map(\.frame) + [unsubscriptionFrame].compactMap { $0 }).min() ?? 0
        let start = startFrame ?? earliest
        if start < 0 { items.append(LayoutItem(frame: 0, rank: 0, text: "^", eventIndex: nil)) }
        if let unsubscriptionFrame { items.append(LayoutItem(frame: unsubscriptionFrame, rank: 2, text: "!", eventIndex: nil)) }
        let ordered = items.enumerated().sorted {
            ($0.element.frame, $0.element.rank, $0.offset) < ($1.element.frame, $1.element.rank, $1.offset)
        }.map(\.element)

        var layout = Layout(startFrame: start, frameWidth: width)
        layout.eventColumns = Array(repeating: 0, count: events.count)
        var cursor = start
        var column = 0
        func pad(_ count: Int) -> String { String(repeating: " ", count: max(count, 0)) }
        func advance(to frame: Int, layout: inout Layout) {
            while cursor < frame {
                layout.frameColumns[cursor] = column
                layout.text += "-" + pad(width - 1)
                cursor += 1
                column += width
            }
        }
        var index = 0
        while index < ordered.count {
            let frame = ordered[index].frame
            var sameFrame: [LayoutItem] = []
            while index < ordered.count, ordered[index].frame == frame {
                sameFrame.append(ordered[index])
                index += 1
            }
            advance(to: frame, layout: &layout)
            var token = sameFrame.count > 1 ? "(" : ""
            for item in sameFrame {
                if let eventIndex = item.eventIndex { layout.eventColumns[eventIndex] = column + token.count }
                token += item.text
            }
            if sameFrame.count > 1 { token += ")" }
            let frames = max(token.count, 1)
            for offset in 0..<frames where layout.frameColumns[cursor + offset] == nil {
                layout.frameColumns[cursor + offset] = column + offset * width
            }
            layout.frameColumns[frame] = layout.frameColumns[frame] ?? column
            layout.text += token + pad(frames * width - token.count)
            cursor += frames
            column += frames * width
        }
        if let endFrame { advance(to: endFrame, layout: &layout) }
        layout.endColumn = column
        layout.endCursor = cursor
        return layout
    }

    static func subscriptionLayout(_ subscription: MarbleSubscription, startFrame: Int, frameWidth: Int) -> Layout {
        let width = max(frameWidth, 1)
        var layout = Layout(startFrame: startFrame, frameWidth: width)
        var pending = subscription.demands.sorted { $0.frame < $1.frame }
        var cursor = min(startFrame, subscription.subscribedFrame)
        var column = 0
        func pad(_ count: Int) -> String { String(repeating: " ", count: max(count, 0)) }
        func draw(_ token: String, frames: Int, layout: inout Layout) {
            let frame = cursor
            for offset in 0..<frames where layout.frameColumns[frame + offset] == nil {
                layout.frameColumns[frame + offset] = column + offset * width
            }
            layout.text += token + pad(frames * width - token.count)
            column += frames * width
            cursor += frames
            var annotations = ""
            while let first = pending.first, first.frame >= frame, first.frame < cursor, token != "!" {
                annotations += first.demand.marble
                pending.removeFirst()
            }
            layout.text += annotations
            column += annotations.count
        }
        let unsubscribed = subscription.unsubscribedFrame
        while cursor < subscription.subscribedFrame { draw("-", frames: 1, layout: &layout) }
        if unsubscribed == subscription.subscribedFrame {
            draw("(^!)", frames: 4, layout: &layout)
        } else {
            draw("^", frames: 1, layout: &layout)
            if let unsubscribed {
                while cursor < unsubscribed { draw("-", frames: 1, layout: &layout) }
                draw("!", frames: 1, layout: &layout)
            } else {
                while let last = pending.last?.frame, cursor <= last { draw("-", frames: 1, layout: &layout) }
            }
        }
        layout.text += pending.map(\.demand.marble).joined()
        layout.endColumn = column
        layout.endCursor = cursor
        return layout
    }
}

/// One thing to draw in a frame: an event's marble, `^` or `!`; `rank` orders them within the frame.
private struct LayoutItem {
    var frame: Int
    var rank: Int
    var text: String
    var eventIndex: Int?
}
