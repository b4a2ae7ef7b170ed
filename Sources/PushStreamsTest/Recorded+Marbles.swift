import Marbles
import PushStreams

/// Conversions between RxTest's recorded events (absolute ticks) and marble events (frames).
///
/// One marble frame is one tick. `origin` is the tick drawn as frame 0: the test subscription
/// (``TestScheduler/Defaults/subscribed``, 200) for events a hot observable plays or an observer records,
/// 0 for a cold observable's own events (relative to each subscription).
enum RecordedMarbles {
    /// Recorded events as marble events: frame = (time − origin) / ticksPerFrame, rounded down.
    static func marbleEvents<T>(
        _ recorded: [Recorded<Event<T>>], origin: TestTime, ticksPerFrame: Int = 1
    ) -> [MarbleEvent<T, Swift.Error>] {
        let scale = max(ticksPerFrame, 1)
        return recorded.map { record in
            let offset = record.time &- origin
            let frame = offset >= 0 ? offset / scale : -((-offset + scale - 1) / scale)
            return MarbleEvent(frame: frame, notification: notification(record.value))
        }
    }

    /// A push event as a marble notification.
    static func notification<T>(_ event: Event<T>) -> MarbleNotification<T, Swift.Error> {
        switch event {
        case let .next(element): return .value(element)
        case let .error(error): return .error(error)
        case .completed: return .completed
        }
    }

    /// A marble notification as a push event.
    static func event<T>(_ notification: MarbleNotification<T, Swift.Error>) -> Event<T> {
        switch notification {
        case let .value(value): return .next(value)
        case let .error(error): return .error(error)
        case .completed: return .completed
        }
    }

    /// A parsed diagram as recorded events: time = origin + frame.
    static func recorded<T>(_ diagram: MarbleDiagram<T, Swift.Error>, origin: TestTime) -> [Recorded<Event<T>>] {
        diagram.events.map { Recorded(time: origin &+ $0.frame, value: event($0.notification)) }
    }

    /// A subscription log entry as marble frames relative to `origin`.
    static func marbleSubscription(_ subscription: Subscription, origin: TestTime) -> MarbleSubscription {
        MarbleSubscription(
            subscribedFrame: subscription.subscribe &- origin,
            unsubscribedFrame: subscription.unsubscribe == Int.max ? nil : subscription.unsubscribe &- origin)
    }

    /// A subscription in marble frames as a log entry with absolute ticks.
    static func subscription(_ marble: MarbleSubscription, origin: TestTime) -> Subscription {
        Subscription(origin &+ marble.subscribedFrame, marble.unsubscribedFrame.map { origin &+ $0 } ?? Int.max)
    }

    /// Rejects `!` in a diagram that describes events (only subscription diagrams may unsubscribe).
    static func rejectUnsubscription<T>(_ diagram: MarbleDiagram<T, Swift.Error>) throws(MarbleSyntaxError) {
        guard diagram.unsubscriptionFrame != nil, let index = diagram.source.firstIndex(of: "!") else { return }
        throw MarbleSyntaxError(
            diagram: diagram.source, column: diagram.source.distance(from: diagram.source.startIndex, to: index) + 1,
            problem: "`!` in an event diagram",
            expected: "no `!` here: a test observable's subscriptions end when the test disposes them "
                + "(check them with `assertSubscriptions`)")
    }
}

extension Array {
    /// Draws recorded events as a marble line, one frame per tick, frame 0 at tick `subscribed`.
    ///
    /// Not in RxTest (which prints `Recorded` arrays). The inverse of
    /// ``TestScheduler/createHotObservable(marbles:values:error:)``: events before `subscribed` come before
    /// a `^`. Values are drawn with their key in `values` (the first in sorted order when several share a
    /// value), others with their description; `#` for any error, `|` for completion.
    ///
    /// ```swift
    /// let events: [Recorded<Event<Int>>] = [.next(202, 1), .next(205, 2), .completed(208)]
    /// print(events.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: --a--b--|
    /// ```
    /// - Parameters:
    ///   - values: the keys of the values.
    ///   - subscribed: the tick drawn as frame 0 (200 by default; pass 0 for a cold observable's events).
    /// - Returns: the marble line.
    public func marbles<T: Equatable>(values: [String: T], subscribed: TestTime = TestScheduler.Defaults.subscribed)
        -> String where Element == Recorded<Event<T>>
    {
        MarbleRenderer.render(RecordedMarbles.marbleEvents(self, origin: subscribed), values: values)
    }

    /// Draws recorded `String` events as a marble line, each value as itself.
    ///
    /// ```swift
    /// let events: [Recorded<Event<String>>] = [.next(201, "x"), .completed(203)]
    /// print(events.marbles())
    /// // Prints: -x-|
    /// ```
    /// - Parameter subscribed: the tick drawn as frame 0.
    /// - Returns: the marble line.
    public func marbles(subscribed: TestTime = TestScheduler.Defaults.subscribed) -> String
    where Element == Recorded<Event<String>> {
        MarbleRenderer.render(RecordedMarbles.marbleEvents(self, origin: subscribed), key: { $0 })
    }

    /// Draws a subscription log as subscription marbles, one line per subscription, frame 0 at `subscribed`.
    ///
    /// Not in RxTest. `^` subscribes, `!` unsubscribes (none while still subscribed); a subscription
    /// before `subscribed` starts its line earlier (no `^` offset is drawn for subscription lines).
    ///
    /// ```swift
    /// print([Subscription(200, 203), Subscription(201)].marbles())
    /// // Prints: ["^--!", "-^"]
    /// ```
    /// - Parameter subscribed: the tick drawn as frame 0.
    /// - Returns: one marble line per subscription.
    public func marbles(subscribed: TestTime = TestScheduler.Defaults.subscribed) -> [String]
    where Element == Subscription {
        map { MarbleRenderer.render(RecordedMarbles.marbleSubscription($0, origin: subscribed), startFrame: 0) }
    }
}

extension TestableObservable where Element: Equatable {
    /// Draws the events this observable plays: from tick 0 (cold, relative to each subscription) or
    /// with `^` at the test subscription tick 200 (hot).
    ///
    /// Not in RxTest. Parsing the result with the same `create…(marbles:values:)` gives equal events.
    ///
    /// ```swift
    /// let xs = try scheduler.createColdObservable(marbles: "--a-|", values: ["a": 1])
    /// print(xs.marbles(values: ["a": 1]))
    /// // Prints: --a-|
    /// ```
    /// - Parameter values: the keys of the values.
    /// - Returns: the marble line.
    public func marbles(values: [String: Element]) -> String {
        recordedEvents.marbles(values: values, subscribed: kind == .cold ? 0 : TestScheduler.Defaults.subscribed)
    }
}
