import Foundation
// Copy kit (Combine + combine-schedulers): assert a RecordingSubscriber's records, or a
// MarblePublisher's subscriptions, against marble lines. Needs MarbleGrammar.swift,
// RecordingSubscriber.swift and TestScheduler+MarbleBuilders.swift.
import MarbleKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The failure message of `XCTAssertMarbles`, or nil when the recorded events match `marbles`.
public func marbleMismatchMessage<Input: Equatable, Failure>(
    _ subscriber: RecordingSubscriber<Input, Failure>, _ marbles: String, values: [String: Input],
    error: Failure? = nil, frame: DispatchQueue.SchedulerTimeType.Stride
) -> String? {
    let frameNanoseconds = frame.magnitude
    let expected: [(Int, MarbleSignal<Input, Failure>)]
    do {
        expected = try TestSchedulerOf<DispatchQueue>.events(marbles, values: values, error: error, frame: frame)
    } catch {
        return "\(error)"
    }
    let actual = subscriber.records.map { (Int(($0.time * 1e9).rounded()), $0.event) }
    let matches = MarbleLine.matches(expected, actual) { want, got in
        switch (want, got) {
        case let (.input(a), .input(b)): return a == b
        case (.finished, .completion(.finished)): return true
        case let (.failure(a), .completion(.failure(b))): return error == nil || String(describing: a) == String(describing: b)
        default: return false
        }
    }
    guard !matches else { return nil }
    let drawn = actual.map { nanoseconds, event in
        let frame = nanoseconds / frameNanoseconds
        switch event {
        case .input(let value): return MarbleEvent(frame: frame, .value(values.first { $0.value == value }?.key.first ?? "?"))
        case .completion(.finished): return MarbleEvent(frame: frame, .completed)
        case .completion(.failure): return MarbleEvent(frame: frame, .error)
        }
    }
    return MarbleLine.mismatchMessage(
        expected: marbles, actual: drawn, frame: "one frame = \(frameNanoseconds / 1_000_000) ms", recorded: subscriber.records)
}

/// Asserts that `subscriber` recorded the marble line `marbles`, frame 0 at the subscriber's creation.
///
/// Values compare with `==`; a failure matches any error when `error` is nil, otherwise an error
/// with the same description. A failure prints both lines one above the other.
/// ```swift
/// XCTAssertMarbles(subscriber, "-a-a", values: ["a": "Library name: Combine"], frame: .milliseconds(100))
/// ```
public func XCTAssertMarbles<Input: Equatable, Failure>(
    _ subscriber: RecordingSubscriber<Input, Failure>, _ marbles: String, values: [String: Input],
    error: Failure? = nil, frame: DispatchQueue.SchedulerTimeType.Stride,
    file: StaticString = #filePath, line: UInt = #line
) {
    if let message = marbleMismatchMessage(subscriber, marbles, values: values, error: error, frame: frame) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `cold`'s subscriptions are the lines `marbles` (`"-^--!"`), one frame = `frame`.
public func XCTAssertSubscriptions<Output, Failure>(
    _ cold: MarblePublisher<Output, Failure>, _ marbles: [String], frame: DispatchQueue.SchedulerTimeType.Stride,
    file: StaticString = #filePath, line: UInt = #line
) {
    let frameNanoseconds = frame.magnitude
    func nanoseconds(_ seconds: Double) -> Int { Int((seconds * 1e9).rounded()) }
    do {
        let expected = try marbles.map { diagram -> [Int?] in
            let (start, end) = try MarbleLine.subscription(parsing: diagram, frameNanoseconds: Int64(frameNanoseconds))
            return [start * frameNanoseconds, end.map { $0 * frameNanoseconds }]
        }
        let actual = cold.subscriptions.map { [nanoseconds($0.start), $0.end.map(nanoseconds)] }
        XCTAssertEqual(actual, expected, "subscriptions in nanoseconds (start, end)", file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
