import Marbles

extension TestScheduler {
    /// Creates a cold publisher from a marble diagram: each subscription plays it from its own start.
    ///
    /// Not in combine-schedulers (RxJS's `cold()`, EntwineTest's `createRelativeTestablePublisher`). With
    /// 1ms frames, `"--a--b--|"` sends a 2ms after the subscription, b at 5ms and finishes at 8ms. A value
    /// due while the subscriber has no demand is queued until it requests (see ``TestablePublisher``).
    /// Grammar: ``MarbleDiagram`` (`-`, keys, `(ab)`, `|`, `#`, spaces, `10ms`); `^` and `!` are errors.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let publisher = try scheduler.createColdPublisher(marbles: "--a--b--|", values: ["a": 1, "b": 2], error: MyError())
    /// let subscriber = TestSubscriber<Int, MyError>(scheduler: scheduler)
    /// publisher.subscribe(subscriber)
    /// scheduler.run()
    /// print(subscriber.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: --a--b--|
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with (a `#` without it is a syntax error).
    ///   - frame: the length of one frame (1ms by default, as RxJS's `run` mode).
    /// - Throws: ``MarbleSyntaxError`` for a malformed diagram, with a caret under the column.
    public func createColdPublisher<Output, Failure: Error>(
        marbles: String, values: [String: Output], error: Failure?, frame: SchedulerTimeType.Stride = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> TestablePublisher<Output, Failure> {
        try makePublisher(.cold, marbles: marbles, values: values, error: error, frame: frame)
    }

    /// A cold publisher that never fails (its diagram has no `#`).
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each key.
    ///   - frame: the length of one frame.
    /// - Throws: ``MarbleSyntaxError``.
    public func createColdPublisher<Output>(
        marbles: String, values: [String: Output], frame: SchedulerTimeType.Stride = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> TestablePublisher<Output, Never> {
        try makePublisher(.cold, marbles: marbles, values: values, error: nil, frame: frame)
    }

    /// Creates a hot, subject-like publisher from a marble diagram: `^` is this scheduler's `now`.
    ///
    /// Not in combine-schedulers (RxJS's `hot()`). One timeline for all subscribers, scheduled at creation:
    /// `"-a-^-b--|"` (1ms frames) sends b 2ms after creation and finishes at 5ms; a, before `^`, is never
    /// seen. Without `^` the first column is `now`. A value due while a subscriber has no demand is dropped
    /// for it, as `PassthroughSubject` does (see ``TestablePublisher``).
    ///
    /// ```swift
    /// let publisher = try scheduler.createHotPublisher(marbles: "-a-^-b--|", values: ["a": 1, "b": 2])
    /// publisher.subscribe(subscriber)
    /// scheduler.run()
    /// print(subscriber.marbles(values: ["a": 1, "b": 2]))
    /// // Prints: --b--|
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each one-character key.
    ///   - error: what `#` fails with.
    ///   - frame: the length of one frame (1ms by default).
    /// - Throws: ``MarbleSyntaxError`` for a malformed diagram (two `^`, `!`, …).
    public func createHotPublisher<Output, Failure: Error>(
        marbles: String, values: [String: Output], error: Failure?, frame: SchedulerTimeType.Stride = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> TestablePublisher<Output, Failure> {
        try makePublisher(.hot, marbles: marbles, values: values, error: error, frame: frame)
    }

    /// A hot publisher that never fails.
    /// - Parameters:
    ///   - marbles: the diagram.
    ///   - values: the value of each key.
    ///   - frame: the length of one frame.
    /// - Throws: ``MarbleSyntaxError``.
    public func createHotPublisher<Output>(
        marbles: String, values: [String: Output], frame: SchedulerTimeType.Stride = .milliseconds(1)
    ) throws(MarbleSyntaxError) -> TestablePublisher<Output, Never> {
        try makePublisher(.hot, marbles: marbles, values: values, error: nil, frame: frame)
    }

    private func makePublisher<Output, Failure: Error>(
        _ kind: TestablePublisher<Output, Failure>.Kind, marbles: String, values: [String: Output], error: Failure?,
        frame: SchedulerTimeType.Stride
    ) throws(MarbleSyntaxError) -> TestablePublisher<Output, Failure> {
        let frameNanoseconds = PubSubStreams.nanoseconds(of: frame)
        let diagram = try MarbleDiagram(
            parsing: marbles, kind: kind == .cold ? .cold : .hot, values: values, error: error,
            frameDuration: frameNanoseconds)
        try rejectUnsubscription(diagram)
        return TestablePublisher(kind: kind, events: diagram.events, frameNanoseconds: frameNanoseconds, clock: clock)
    }
}

/// Rejects `!` in a diagram of events: a test publisher's subscriptions end when its subscribers cancel.
func rejectUnsubscription<Value, Failure>(_ diagram: MarbleDiagram<Value, Failure>) throws(MarbleSyntaxError) {
    guard diagram.unsubscriptionFrame != nil, let index = diagram.source.firstIndex(of: "!") else { return }
    throw MarbleSyntaxError(
        diagram: diagram.source, column: diagram.source.distance(from: diagram.source.startIndex, to: index) + 1,
        problem: "`!` in an event diagram",
        expected: "no `!` here: subscriptions end when the subscriber cancels (check them with `assertSubscriptions`)")
}
