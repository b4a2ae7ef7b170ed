import Marbles
import PushStreams
import TestReporting

/// Fails the test when `recorded` differs from `expected`, with an aligned marble diff at the caller's line.
///
/// Not in RxTest. Reports through XCTest or Swift Testing, whichever runs the test (RxTest's
/// `XCTAssertEqual` is silent under Swift Testing). The message is ``RecordedDiff/events(expected:actual:values:)``.
///
/// ```swift
/// assertEvents(res.events, [.next(210, 1), .completed(300)], values: ["a": 1])
/// ```
/// - Parameters:
///   - recorded: what the observer recorded.
///   - expected: what it should have recorded.
///   - values: marble keys for the values in the message (descriptions otherwise).
public func assertEvents<T: Equatable>(
    _ recorded: [Recorded<Event<T>>], _ expected: [Recorded<Event<T>>], values: [String: T] = [:],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let message = RecordedDiff.events(expected: expected, actual: recorded, values: values) else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}

/// Fails the test when `recorded` differs from the marble diagram `expected`, one frame per tick, frame 0
/// (or `^`) at tick `subscribed` (200, where `start` subscribes).
///
/// Not in RxTest (RxJS's `expectObservable(…).toBe(…)`). A malformed diagram is reported as the failure
/// (its ``MarbleSyntaxError`` text), never a crash. Errors compare by description, as `Event`'s `==` does.
/// A time progression counts one tick as one second, RxTest's default `resolution` (`3s` is 3 frames).
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// assertMarbles(res.events, "--a--b--|", values: ["a": 10, "b": 20])
/// ```
/// - Parameters:
///   - recorded: what the observer recorded.
///   - expected: the expected marble diagram (`^` allowed, `!` not).
///   - values: the value of each key.
///   - error: what `#` stands for.
///   - subscribed: the tick of frame 0.
public func assertMarbles<T: Equatable>(
    _ recorded: [Recorded<Event<T>>], _ expected: String, values: [String: T], error: Swift.Error? = nil,
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String?
    do {
        let diagram = try MarbleDiagram(
            parsing: expected, kind: .hot, values: values, error: error, frameDuration: MarbleTime.second)
        try RecordedMarbles.rejectUnsubscription(diagram)
        message = RecordedDiff.events(
            expected: RecordedMarbles.recorded(diagram, origin: subscribed), actual: recorded, values: values,
            origin: subscribed, ticksPerFrame: 1)
    } catch {
        message = "\(error)"
    }
    guard let message else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}

/// ``assertMarbles(_:_:values:error:subscribed:fileID:file:line:column:)`` for `String` events, each key its own value.
/// - Parameters:
///   - recorded: what the observer recorded.
///   - expected: the expected marble diagram.
///   - error: what `#` stands for.
///   - subscribed: the tick of frame 0.
public func assertMarbles(
    _ recorded: [Recorded<Event<String>>], _ expected: String, error: Swift.Error? = nil,
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertMarbles(
        recorded, expected, values: TestScheduler.identityKeys(expected), error: error, subscribed: subscribed,
        fileID: fileID, file: file, line: line, column: column)
}

/// Fails the test when a subscription log differs from `expected`, with aligned subscription marbles.
///
/// Not in RxTest (which uses `XCTAssertEqual` on `[Subscription]`).
///
/// ```swift
/// assertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
/// ```
/// - Parameters:
///   - recorded: the observable's `subscriptions`.
///   - expected: the expected log.
public func assertSubscriptions(
    _ recorded: [Subscription], _ expected: [Subscription],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let message = RecordedDiff.subscriptions(expected: expected, actual: recorded) else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}

/// Fails the test when a subscription log differs from subscription marbles (one per subscription), one
/// frame per tick, frame 0 at tick `subscribed`: `"^--!"` is `Subscription(200, 203)`, `"^"` never disposed.
///
/// Not in RxTest (RxJS's `expectSubscriptions(…).toBe(…)`). A malformed diagram is reported as the failure.
///
/// ```swift
/// assertSubscriptions(xs.subscriptions, marbles: ["^---!"])
/// ```
/// - Parameters:
///   - recorded: the observable's `subscriptions`.
///   - marbles: one subscription diagram per expected subscription.
///   - subscribed: the tick of frame 0.
public func assertSubscriptions(
    _ recorded: [Subscription], marbles: [String], subscribed: TestTime = TestScheduler.Defaults.subscribed,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String?
    do {
        var expected: [Subscription] = []
        for diagram in marbles {
            let parsed = try MarbleSubscription(parsing: diagram, frameDuration: MarbleTime.second)
            expected.append(RecordedMarbles.subscription(parsed, origin: subscribed))
        }
        message = RecordedDiff.subscriptions(
            expected: expected, actual: recorded, origin: subscribed, ticksPerFrame: 1)
    } catch {
        message = "\(error)"
    }
    guard let message else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}
