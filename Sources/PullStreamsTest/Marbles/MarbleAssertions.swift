import Dispatch
import Foundation
import Marbles
import PullStreams
import TestReporting

/// Fails the running test (XCTest or Swift Testing) when `recorder`'s events differ from the diagram.
///
/// Our addition: RxJS's `expectObservable(...).toBe(marbles, values)` for the pull style. The expected
/// diagram uses the RxJS grammar plus `!` for `interrupted`; frame 0 is the scheduler's `startDate`
/// (a `^` in the expected line marks frame 0 instead, so it can be aligned under a hot input line).
/// The failure, reported at the caller's line, shows both lines aligned, a caret under the first
/// difference and the difference in words; a malformed expected diagram is reported the same way
/// (never thrown, never a crash).
///
/// ```swift
/// assertMarbles(recorder, "--a--b--|", values: ["a": 1, "b": 2])
/// // On failure: expected: --a--b--|
/// //             actual:   --a--c--|
/// //                            ^
/// //             t=5ms: expected value(b), got value(c)
/// ```
/// - Parameters:
///   - recorder: the recorder.
///   - expected: the expected marble line.
///   - values: the value of each key.
///   - error: what `#` stands for.
///   - frame: the duration of one `-` (1 ms by default).
public func assertMarbles<Value: Equatable, Error: Swift.Error & Equatable>(
    _ recorder: TestRecorder<Value, Error>,
    _ expected: String,
    values: [String: Value],
    error: Error? = nil,
    frame: DispatchTimeInterval = .milliseconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertMarbles(
        recorder.events, expected, values: values, error: error, frame: frame,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertMarbles` for an array of recorded events.
public func assertMarbles<Value: Equatable, Error: Swift.Error & Equatable>(
    _ recorded: [TimedEvent<Value, Error>],
    _ expected: String,
    values: [String: Value],
    error: Error? = nil,
    frame: DispatchTimeInterval = .milliseconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = marblesMismatchMessage(recorded, expected, values: values, error: error, frame: frame) else { return }
    reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertMarbles` for errors that are not `Equatable`: failures compare by their descriptions.
public func assertMarbles<Value: Equatable, Error: Swift.Error>(
    _ recorder: TestRecorder<Value, Error>,
    _ expected: String,
    values: [String: Value],
    error: Error? = nil,
    frame: DispatchTimeInterval = .milliseconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let message = marblesMismatchMessage(
        recorder.events, expected, values: values, error: error, frame: frame,
        errorsEqual: { String(describing: $0) == String(describing: $1) })
    guard let message else { return }
    reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The message `assertMarbles` reports, or `nil` when the recorded events match the diagram.
/// - Parameters:
///   - recorded: the recorded events.
///   - expected: the expected marble line.
///   - values: the value of each key.
///   - error: what `#` stands for.
///   - frame: the duration of one `-`.
/// - Returns: the failure message, or `nil`.
public func marblesMismatchMessage<Value: Equatable, Error: Swift.Error & Equatable>(
    _ recorded: [TimedEvent<Value, Error>],
    _ expected: String,
    values: [String: Value],
    error: Error? = nil,
    frame: DispatchTimeInterval = .milliseconds(1)
) -> String? {
    marblesMismatchMessage(recorded, expected, values: values, error: error, frame: frame, errorsEqual: ==)
}

func marblesMismatchMessage<Value: Equatable, Error: Swift.Error>(
    _ recorded: [TimedEvent<Value, Error>],
    _ expected: String,
    values: [String: Value],
    error: Error?,
    frame: DispatchTimeInterval,
    errorsEqual: @escaping (Error, Error) -> Bool
) -> String? {
    guard let frameNanoseconds = PullMarbles.nanoseconds(of: frame) else {
        return "assertMarbles: " + PullMarbles.badFrame(frame, diagram: expected).description
    }
    let diagram: MarbleDiagram<Value, Error>
    do {
        diagram = try MarbleDiagram(parsing: expected, kind: .hot, values: values, error: error, frameDuration: frameNanoseconds)
    } catch {
        return "assertMarbles: the expected diagram is malformed: " + error.description
    }
    let frameText = MarbleTime.describe(nanoseconds: frameNanoseconds)
    if let offFrame = recorded.first(where: { PullMarbles.nanoseconds(ofSeconds: $0.time) % frameNanoseconds != 0 }) {
        return "Recorded \(offFrame) between two frames (a frame is \(frameText)): a marble line cannot show it. "
            + "Pass a frame that divides every recorded time (for example frame: .nanoseconds(1) shows all), "
            + "or compare with assertEvents."
    }
    let actual = recorded.map { PullMarbles.marbleEvent($0, frameNanoseconds: frameNanoseconds) }
    let message = MarbleDiff.events(
        expected: PullMarbles.expectedEvents(diagram), actual: actual, key: PullMarbles.key(values: values),
        isEqual: PullMarbles.isEqual(errorsEqual), vocabulary: .pull,
        timeLabel: PullMarbles.timeLabel(frameNanoseconds: frameNanoseconds))
    return message.map {
        PullMarbles.wordInterruptions($0) + "\n(1 frame = \(frameText); t=0 is the TestScheduler's startDate.)"
    }
}

/// Fails the running test when the test stream's runs differ from the expected subscription marbles.
///
/// Our addition, RxJS's `expectSubscriptions(...).toBe(["^---!"])`: one line per start, in order;
/// `^` the start, `!` the end of its lifetime (terminated or disposed), frame 0 the scheduler's
/// `startDate`. A malformed line is reported, not thrown.
///
/// ```swift
/// assertSubscriptions(cold.subscriptions, ["^-------!"])
/// ```
/// - Parameters:
///   - subscriptions: `HotTestSignal.subscriptions` or `ColdTestProducer.subscriptions`.
///   - expected: the subscription marbles, one per run.
///   - frame: the duration of one `-` (1 ms by default).
public func assertSubscriptions(
    _ subscriptions: [TestSubscription],
    _ expected: [String],
    frame: DispatchTimeInterval = .milliseconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = subscriptionsMismatchMessage(subscriptions, expected, frame: frame) else { return }
    reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The message `assertSubscriptions` reports, or `nil` when the log matches.
/// - Parameters:
///   - subscriptions: the recorded runs.
///   - expected: the subscription marbles, one per run.
///   - frame: the duration of one `-`.
/// - Returns: the failure message, or `nil`.
public func subscriptionsMismatchMessage(
    _ subscriptions: [TestSubscription],
    _ expected: [String],
    frame: DispatchTimeInterval = .milliseconds(1)
) -> String? {
    guard let frameNanoseconds = PullMarbles.nanoseconds(of: frame) else {
        return "assertSubscriptions: " + PullMarbles.badFrame(frame, diagram: expected.first ?? "").description
    }
    var wanted: [MarbleSubscription] = []
    for line in expected {
        do {
            wanted.append(try MarbleSubscription(parsing: line, frameDuration: frameNanoseconds))
        } catch {
            return "assertSubscriptions: an expected line is malformed: " + error.description
        }
    }
    let frameText = MarbleTime.describe(nanoseconds: frameNanoseconds)
    let offFrame = subscriptions.first { run in
        ([run.subscribed] + [run.unsubscribed].compactMap { $0 }).contains {
            PullMarbles.nanoseconds(ofSeconds: $0) % frameNanoseconds != 0
        }
    }
    if let offFrame {
        return "Recorded subscription \(offFrame) between two frames (a frame is \(frameText)): "
            + "pass a frame that divides every time, or compare `subscriptions` with XCTAssertEqual."
    }
    let actual = subscriptions.map { $0.marbleSubscription(frameNanoseconds: frameNanoseconds) }
    return MarbleDiff.subscriptions(
        expected: wanted, actual: actual, timeLabel: PullMarbles.timeLabel(frameNanoseconds: frameNanoseconds)
    ).map { $0 + "\n(1 frame = \(frameText); t=0 is the TestScheduler's startDate.)" }
}
