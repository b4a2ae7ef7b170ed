// Copy kit (RxSwift + RxTest): assert a TestableObserver's events, or a TestableObservable's
// subscriptions, against marble lines. Needs MarbleGrammar.swift; one frame is one tick.
import MarbleKit
import PushStreams
import PushStreamsTest
import XCTest

/// The failure message of `XCTAssertMarbles`, or nil when the recorded events match `marbles`.
public func marbleMismatchMessage<Element: Equatable>(
    _ events: [Recorded<Event<Element>>], _ marbles: String, values: [String: Element], error: Swift.Error? = nil,
    subscribed: TestTime = 200
) -> String? {
    let expected: [Recorded<Event<Element>>]
    do {
        expected = try TestScheduler.recorded(marbles, values: values, error: error, origin: subscribed)
    } catch {
        return "\(error)"
    }
    let matches = MarbleLine.matches(expected.map { ($0.time, $0.value) }, events.map { ($0.time, $0.value) }) { want, got in
        switch (want, got) {
        case let (.next(a), .next(b)): return a == b
        case (.completed, .completed): return true
        case let (.error(a), .error(b)): return error == nil || String(describing: a) == String(describing: b)
        default: return false
        }
    }
    guard !matches else { return nil }
    let actual = events.map { recorded in
        let frame = recorded.time - subscribed
        switch recorded.value {
        case .next(let value):
            let key = values.first { $0.value == value }?.key.first ?? "?"
            return MarbleEvent(frame: frame, .value(key))
        case .completed: return MarbleEvent(frame: frame, .completed)
        case .error: return MarbleEvent(frame: frame, .error)
        }
    }
    return MarbleLine.mismatchMessage(
        expected: marbles, actual: actual, frame: "frame 0 = tick \(subscribed), one frame = one tick", recorded: events)
}

/// Asserts that `events` are the marble line `marbles`, frame 0 at tick `subscribed` (200 by default).
///
/// Values compare with `==`; an error matches when its description equals `error`'s (any error
/// when `error` is nil). A failure prints both lines one above the other, and the recorded events.
/// ```swift
/// XCTAssertMarbles(observer.events, "------x-----y", values: ["x": "Rx", "y": "Nope"])
/// ```
public func XCTAssertMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>], _ marbles: String, values: [String: Element], error: Swift.Error? = nil,
    subscribed: TestTime = 200, file: StaticString = #filePath, line: UInt = #line
) {
    if let message = marbleMismatchMessage(events, marbles, values: values, error: error, subscribed: subscribed) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `subscriptions` are the subscription lines `marbles` (`"^--!"`), frame 0 at tick `subscribed`.
public func XCTAssertSubscriptions(
    _ subscriptions: [Subscription], _ marbles: [String], subscribed: TestTime = 200,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let expected = try marbles.map { diagram -> Subscription in
            let (start, end) = try MarbleLine.subscription(parsing: diagram)
            return end.map { Subscription(subscribed + start, subscribed + $0) } ?? Subscription(subscribed + start)
        }
        XCTAssertEqual(subscriptions, expected, "subscriptions (frame 0 = tick \(subscribed))", file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
