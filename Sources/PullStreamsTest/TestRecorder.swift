import Foundation
import PullStreams
import Scheduling
import TestReporting

/// Records every event a `Signal` or `SignalProducer` sends, stamped with the virtual time.
///
/// ReactiveSwift has no recorder (its tests collect values into arrays by hand); this is the
/// pull style's RxTest `TestableObserver`. Attach `observer` with `signal.observe(recorder.observer)`
/// or `producer.start(recorder.observer)`; read `events` (Equatable when `Value` and `Error` are).
///
/// ```swift
/// let scheduler = TestScheduler()
/// let recorder = TestRecorder<Int, Never>(scheduler: scheduler)
/// SignalProducer(value: 1).delay(1, on: scheduler).start(recorder.observer)
/// scheduler.advance(by: 1)
/// print(recorder.events)
/// // Prints: [t=1.0 value(1), t=1.0 completed]
/// ```
// @unchecked: all mutable state is inside `state`.
public final class TestRecorder<Value, Error: Swift.Error>: @unchecked Sendable {
    private let scheduler: TestScheduler
    private let state = Locked<[TimedEvent<Value, Error>]>([])

    /// Creates a recorder that stamps events with `scheduler`'s virtual time.
    public init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        installTestFailureReporting()
    }

    /// A new observer that records into this recorder (one recorder may observe several streams).
    public var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in record(event) }
    }

    /// Records `event` at the current virtual time.
    public func record(_ event: Signal<Value, Error>.Event) {
        let time = scheduler.elapsed
        state.withLock { $0.append(TimedEvent(time: time, event: event)) }
    }

    /// Everything recorded so far, in order.
    public var events: [TimedEvent<Value, Error>] { state.withLock { $0 } }

    /// The recorded values, without times.
    public var values: [Value] { events.compactMap { $0.event.value } }

    /// Whether a terminal event was recorded.
    public var isTerminated: Bool { events.contains { $0.event.isTerminating } }
}

/// Fails the running test (XCTest or Swift Testing) when `recorded` differs from `expected`.
///
/// The message starts with both timelines as aligned marble lines (when they fit in a line: the frame is
/// the greatest common divisor of the times, values get one-letter keys listed underneath), a caret under
/// the first difference and the difference in words; then lists both timelines one event per line.
public func assertEvents<Value: Equatable, Error: Swift.Error & Equatable>(
    _ recorded: [TimedEvent<Value, Error>],
    _ expected: [TimedEvent<Value, Error>],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = eventsMismatchMessage(recorded, expected) else { return }
    reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The failure message `assertEvents` reports, or `nil` when the timelines are equal.
public func eventsMismatchMessage<Value: Equatable, Error: Swift.Error & Equatable>(
    _ recorded: [TimedEvent<Value, Error>],
    _ expected: [TimedEvent<Value, Error>]
) -> String? {
    guard recorded != expected else { return nil }
    let index =
        zip(recorded, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(recorded.count, expected.count)
    let what: String
    if index >= recorded.count {
        what = "Missing from index \(index): \(expected[index])."
    } else if index >= expected.count {
        what = "Unexpected from index \(index): \(recorded[index])."
    } else {
        what = "First difference at index \(index): expected \(expected[index]), recorded \(recorded[index])."
    }
    func list(_ events: [TimedEvent<Value, Error>]) -> String {
        events.enumerated().map { "  \($0.offset == index ? ">" : " ") \($0.element)" }.joined(separator: "\n")
    }
    let marbles = TimedEventsMarbleDiff.message(recorded, expected).map { $0 + "\n\n" } ?? ""
    return marbles + "Expected \(expected.count) events, but recorded \(recorded.count). \(what)\n"
        + "expected:\n\(list(expected))\nrecorded:\n\(list(recorded))\n"
        + "If events are missing, the scheduler may not have been advanced far enough: call advance(by:) or run()."
}
