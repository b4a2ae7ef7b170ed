import Foundation
// Copy kit (ReactiveSwift): assert a TestRecorder's events, or a MarbleProducer's starts, against
// marble lines. Needs MarbleGrammar.swift, TestRecorder.swift and TestScheduler+MarbleBuilders.swift.
import MarbleKit
import PullStreams
import XCTest

/// The failure message of `XCTAssertMarbles`, or nil when the recorded events match `marbles`.
public func marbleMismatchMessage<Value: Equatable, Error>(
    _ recorder: TestRecorder<Value, Error>, _ marbles: String, values: [String: Value], error: Error? = nil,
    frame: DispatchTimeInterval
) -> String? {
    let frameNanoseconds = frame.kitNanoseconds
    let expected: [(Int64, Signal<Value, Error>.Event)]
    do {
        expected = try TestScheduler.events(marbles, values: values, error: error, frame: frame)
    } catch {
        return "\(error)"
    }
    let actual = recorder.events.map { (Int64((($0.time) * 1e9).rounded()), $0.event) }
    let matches = MarbleLine.matches(expected, actual) { want, got in
        switch (want, got) {
        case let (.value(a), .value(b)): return a == b
        case (.completed, .completed), (.interrupted, .interrupted): return true
        case let (.failed(a), .failed(b)): return error == nil || String(describing: a) == String(describing: b)
        default: return false
        }
    }
    guard !matches else { return nil }
    let drawn = actual.map { nanoseconds, event in
        let frame = Int(nanoseconds / frameNanoseconds)
        switch event {
        case .value(let value): return MarbleEvent(frame: frame, .value(values.first { $0.value == value }?.key.first ?? "?"))
        case .failed, .interrupted: return MarbleEvent(frame: frame, .error)
        case .completed: return MarbleEvent(frame: frame, .completed)
        }
    }
    return MarbleLine.mismatchMessage(
        expected: marbles, actual: drawn, frame: "one frame = \(frameNanoseconds / 1_000_000) ms", recorded: recorder.events)
}

/// Asserts that `recorder` recorded the marble line `marbles`, frame 0 at the recorder's creation.
///
/// Values compare with `==`; a failure matches any error when `error` is nil, otherwise an error
/// with the same description. A failure prints both lines one above the other.
/// ```swift
/// XCTAssertMarbles(recorder, "-a-a", values: ["a": "Library name: ReactiveSwift"], frame: .milliseconds(100))
/// ```
public func XCTAssertMarbles<Value: Equatable, Error>(
    _ recorder: TestRecorder<Value, Error>, _ marbles: String, values: [String: Value], error: Error? = nil,
    frame: DispatchTimeInterval, file: StaticString = #filePath, line: UInt = #line
) {
    if let message = marbleMismatchMessage(recorder, marbles, values: values, error: error, frame: frame) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `cold`'s starts are the subscription lines `marbles` (`"-^--!"`), one frame = `frame`.
public func XCTAssertSubscriptions<Value, Error>(
    _ cold: MarbleProducer<Value, Error>, _ marbles: [String], frame: DispatchTimeInterval,
    file: StaticString = #filePath, line: UInt = #line
) {
    let frameNanoseconds = frame.kitNanoseconds
    func nanoseconds(_ seconds: TimeInterval) -> Int64 { Int64((seconds * 1e9).rounded()) }
    do {
        let expected = try marbles.map { diagram -> [Int64?] in
            let (start, end) = try MarbleLine.subscription(parsing: diagram, frameNanoseconds: frameNanoseconds)
            return [Int64(start) * frameNanoseconds, end.map { Int64($0) * frameNanoseconds }]
        }
        let actual = cold.subscriptions.map { [nanoseconds($0.start), $0.end.map(nanoseconds)] }
        XCTAssertEqual(actual, expected, "subscriptions in nanoseconds (start, end)", file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
