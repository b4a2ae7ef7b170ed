import TestReporting

/// Fails the test when `subscriber` received other values or another completion than the diagram shows.
///
/// Not in combine-schedulers (RxJS's `expectObservable(…).toBe(…)`). Reports through XCTest or Swift
/// Testing, whichever runs the test, at the caller's line, with ``SubscriberDiff/marbles(_:_:values:error:frame:)``'s
/// aligned diff. Frame 0 (or `^`) is the subscription; a malformed diagram is reported, never a crash.
///
/// ```swift
/// assertMarbles(subscriber, "--a--b--|", values: ["a": 1, "b": 2])
/// ```
/// - Parameters:
///   - subscriber: the recorder.
///   - expected: the expected diagram.
///   - values: the value of each key.
///   - error: what `#` stands for.
///   - frame: the length of one frame (1ms by default).
public func assertMarbles<Input: Equatable, Failure: Error>(
    _ subscriber: TestSubscriber<Input, Failure>, _ expected: String, values: [String: Input], error: Failure? = nil,
    frame: DispatchQueueSchedulerTimeType.Stride = .milliseconds(1),
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let message = SubscriberDiff.marbles(subscriber, expected, values: values, error: error, frame: frame) else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}

/// ``assertMarbles(_:_:values:error:frame:fileID:file:line:column:)`` for `String` values, each key its own value.
/// - Parameters:
///   - subscriber: the recorder.
///   - expected: the expected diagram.
///   - error: what `#` stands for.
///   - frame: the length of one frame.
public func assertMarbles<Failure: Error>(
    _ subscriber: TestSubscriber<String, Failure>, _ expected: String, error: Failure? = nil,
    frame: DispatchQueueSchedulerTimeType.Stride = .milliseconds(1),
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    var keys: [String: String] = [:]
    for character in expected where character.isLetter || character.isNumber { keys[String(character)] = String(character) }
    assertMarbles(
        subscriber, expected, values: keys, error: error, frame: frame,
        fileID: fileID, file: file, line: line, column: column)
}

/// Fails the test when `subscriber`'s values and completion differ from `expected` records (times in seconds).
///
/// Not in combine-schedulers. Only `.input` and `.completion` records are compared; the message is
/// ``SubscriberDiff/events(_:_:values:)``.
///
/// ```swift
/// assertEvents(subscriber, [.init(time: 0.002, .input(1)), .init(time: 0.008, .completion(.finished))])
/// ```
/// - Parameters:
///   - subscriber: the recorder.
///   - expected: the expected records.
///   - values: marble keys for the values in the message.
public func assertEvents<Input: Equatable, Failure: Error>(
    _ subscriber: TestSubscriber<Input, Failure>, _ expected: [TestSubscriber<Input, Failure>.Record],
    values: [String: Input] = [:],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let message = SubscriberDiff.events(subscriber, expected, values: values) else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}

/// Fails the test when `publisher`'s subscription log differs from subscription marbles with demand.
///
/// Not in combine-schedulers (RxJS's `expectSubscriptions(…).toBe(…)`, plus demand): one diagram per
/// subscription, frame 0 at the publisher's creation, in its frames. `(n)`/`(*)` after `^` or `-` is a
/// request in that frame, `!` a cancellation.
///
/// ```swift
/// assertSubscriptions(publisher, ["^(2)--(1)---!"])
/// ```
/// - Parameters:
///   - publisher: the test publisher.
///   - expected: one subscription diagram per subscription.
public func assertSubscriptions<Output, Failure: Error>(
    _ publisher: TestablePublisher<Output, Failure>, _ expected: [String],
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let message = SubscriberDiff.subscriptions(publisher, expected) else { return }
    reportTestFailure(message, fileID: fileID, filePath: file, line: line, column: column)
}
