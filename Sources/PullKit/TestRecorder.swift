// Copy kit (ReactiveSwift): records every event a signal sends with its virtual time.
// Uses only ReactiveSwift's public API (`TestScheduler.currentDate`, `Signal.Observer`).
import Foundation
import PullStreams

/// One recorded event and when it happened, in seconds since the recorder was made; build one with
/// `.value(0.5, x)`, `.completed(1.0)` and so on (or the memberwise `TimedEvent(time:event:)`).
public struct TimedEvent<Value, Error: Swift.Error> {
    /// Seconds since the recorder was made (virtual time).
    public var time: TimeInterval
    /// The event.
    public var event: Signal<Value, Error>.Event

    /// A value at `time` seconds.
    public static func value(_ time: TimeInterval, _ value: Value) -> TimedEvent { TimedEvent(time: time, event: .value(value)) }
    /// A failure at `time` seconds.
    public static func failed(_ time: TimeInterval, _ error: Error) -> TimedEvent { TimedEvent(time: time, event: .failed(error)) }
    /// Completion at `time` seconds.
    public static func completed(_ time: TimeInterval) -> TimedEvent { TimedEvent(time: time, event: .completed) }
    /// Interruption at `time` seconds.
    public static func interrupted(_ time: TimeInterval) -> TimedEvent { TimedEvent(time: time, event: .interrupted) }
}

extension TimedEvent: Equatable where Value: Equatable, Error: Equatable {
    /// Same event at the same nanosecond.
    public static func == (lhs: TimedEvent, rhs: TimedEvent) -> Bool {
        (lhs.time * 1e9).rounded() == (rhs.time * 1e9).rounded() && lhs.event == rhs.event
    }
}

extension TimedEvent: CustomStringConvertible {
    /// `value(0.5, x)`, `completed(4.0)`.
    public var description: String {
        switch event {
        case .value(let value): "value(\(time), \(value))"
        case .failed(let error): "failed(\(time), \(error))"
        case .completed: "completed(\(time))"
        case .interrupted: "interrupted(\(time))"
        }
    }
}

/// Records what a signal sends, with the test scheduler's time, for assertions after `run()`.
///
/// ```swift
/// let recorder = TestRecorder<String, Never>(scheduler: scheduler)
/// viewModel.autoRefresh().start(recorder.observer)
/// scheduler.run()
/// XCTAssertEqual(recorder.events, [.value(0.5, "Library name: ReactiveSwift"), ...])
/// ```
public final class TestRecorder<Value, Error: Swift.Error>: @unchecked Sendable {
    // @unchecked: `recorded` is only touched while `lock` is held; `scheduler` is read-only.
    private let scheduler: TestScheduler
    private let origin: Date
    private let lock = KitLock()
    private var recorded: [TimedEvent<Value, Error>] = []

    /// A recorder whose time 0 is the scheduler's current date.
    public init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.origin = scheduler.currentDate
    }

    /// An observer to pass to `observe(_:)` or `start(_:)`.
    public var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in record(event) }
    }

    /// Records `event` at the scheduler's current time.
    public func record(_ event: Signal<Value, Error>.Event) {
        let time = scheduler.currentDate.timeIntervalSince(origin)
        lock.locked { recorded.append(TimedEvent(time: time, event: event)) }
    }

    /// Everything recorded so far, in order.
    public var events: [TimedEvent<Value, Error>] {
        return lock.locked { recorded }
    }

    /// The values recorded so far.
    public var values: [Value] { events.compactMap { $0.event.value } }
}
