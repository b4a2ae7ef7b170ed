import Foundation
import PullStreams
import PullStreamsTest
import XCTest

/// Runs an operator over the standard fixtures in virtual time, for the never / empty / values /
/// error / interrupted / dispose matrix (RxSwift's test naming: `testMap_Never`, …).
enum Fixture {
    typealias Source = [TimedEvent<Int, TestError>]

    static let never: Source = []
    static let empty: Source = [.completed(1)]
    static let values: Source = [.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)]
    static let error: Source = [.value(1, 1), .failed(2, .boom)]
    static let interrupted: Source = [.value(1, 1), .interrupted(2)]
    /// `values`, with the run disposed at this time.
    static let disposeTime: TimeInterval = 1.25

    /// Starts `operation(source)` at t=0, optionally disposes it at `disposeAt`, records until t=10,
    /// then disposes and lets the scheduler deliver what disposal scheduled (an operator on a
    /// scheduler delivers the interruption through it). Returns the recorded events and the
    /// source's subscriptions at t=10.
    static func producer<U>(
        _ source: Source,
        disposeAt: TimeInterval? = nil,
        _ operation: (SignalProducer<Int, TestError>, TestScheduler) -> SignalProducer<U, TestError>
    ) -> (events: [TimedEvent<U, TestError>], subscriptions: [TestSubscription]) {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdProducer(source)
        let recorder = TestRecorder<U, TestError>(scheduler: scheduler)
        let disposable = operation(cold.producer, scheduler).start(recorder.observer)
        if let disposeAt {
            scheduler.schedule(after: scheduler.startDate.addingTimeInterval(disposeAt)) { disposable.dispose() }
        }
        scheduler.advance(by: 10)
        let result = (recorder.events, cold.subscriptions)
        disposable.dispose()
        scheduler.run()
        return result
    }

    /// Observes `operation(hot signal)` from t=0 until t=10 (or until `detachAt`, when the
    /// observation is disposed: a Signal observer is then detached silently).
    static func signal<U>(
        _ source: Source,
        detachAt: TimeInterval? = nil,
        _ operation: (Signal<Int, TestError>, TestScheduler) -> Signal<U, TestError>
    ) -> [TimedEvent<U, TestError>] {
        let scheduler = TestScheduler()
        let hot = scheduler.createHotSignal(source)
        let recorder = TestRecorder<U, TestError>(scheduler: scheduler)
        let disposable = operation(hot.signal, scheduler).observe(recorder.observer)
        if let detachAt {
            scheduler.schedule(after: scheduler.startDate.addingTimeInterval(detachAt)) { disposable?.dispose() }
        }
        scheduler.advance(by: 10)
        disposable?.dispose()
        scheduler.run()
        return recorder.events
    }
}

/// One producer case of the matrix: `operation` over the cold `source` (disposed at `disposeAt`)
/// sends `events`, the source saw `subscriptions` (when given), and no observation outlives the run.
/// A failure names `row` when given (a row of ``assertProducerPassesThrough``).
func assertProducer<U: Equatable>(
    _ source: Fixture.Source, disposeAt: TimeInterval? = nil, sends events: [TimedEvent<U, TestError>],
    subscriptions: [TestSubscription]? = nil, row: String = "", file: StaticString = #filePath, line: UInt = #line,
    _ operation: (SignalProducer<Int, TestError>, TestScheduler) -> SignalProducer<U, TestError>
) {
    withLeakCheck(filePath: file, line: line) {
        let run = Fixture.producer(source, disposeAt: disposeAt, operation)
        XCTAssertEqual(run.events, events, row, file: file, line: line)
        if let subscriptions { XCTAssertEqual(run.subscriptions, subscriptions, row, file: file, line: line) }
    }
}

/// The six producer cases of the matrix for an operator that hands every event on unchanged and at once
/// (a hop onto the test scheduler, a side effect, a replay, a throttle slower than nothing the fixtures
/// send): each fixture comes out as it went in, `never` and `values` keep their one subscription, and
/// disposing at 1.25 interrupts there. An operator that passes everything through but the `values` fixture
/// (a filter, a scan, a take) or the `error` fixture (a retry, a recovery) states what that row yields
/// instead. Each row is checked on its own (leaks too) and named in a failure.
func assertProducerPassesThrough(
    values: (sends: Fixture.Source, subscriptions: [TestSubscription])? = nil, error: Fixture.Source? = nil,
    file: StaticString = #filePath, line: UInt = #line,
    _ operation: (SignalProducer<Int, TestError>, TestScheduler) -> SignalProducer<Int, TestError>
) {
    typealias Row = (source: Fixture.Source, disposeAt: TimeInterval?, sends: Fixture.Source, subscriptions: [TestSubscription]?)
    let values = values ?? ([.value(1, 1), .value(2, 2), .value(3, 3), .completed(4)], [TestSubscription(0, 4)])
    let rows: KeyValuePairs<String, Row> = [
        "never": (Fixture.never, nil, [], [TestSubscription(0)]),
        "empty": (Fixture.empty, nil, [.completed(1)], nil),
        "values": (Fixture.values, nil, values.sends, values.subscriptions),
        "error": (Fixture.error, nil, error ?? [.value(1, 1), .failed(2, .boom)], nil),
        "interrupted": (Fixture.interrupted, nil, [.value(1, 1), .interrupted(2)], nil),
        "dispose": (Fixture.values, Fixture.disposeTime, [.value(1, 1), .interrupted(1.25)], [TestSubscription(0, 1.25)]),
    ]
    for (name, row) in rows {
        assertProducer(
            row.source, disposeAt: row.disposeAt, sends: row.sends, subscriptions: row.subscriptions, row: "row \(name)",
            file: file, line: line, operation)
    }
}

/// The signal case of the matrix: `operation` on the hot `values` fixture sends `values`, on the hot
/// `error` fixture `error`, and no observation outlives either.
func assertSignal<U: Equatable>(
    values: [TimedEvent<U, TestError>], error: [TimedEvent<U, TestError>], file: StaticString = #filePath, line: UInt = #line,
    _ operation: (Signal<Int, TestError>, TestScheduler) -> Signal<U, TestError>
) {
    withLeakCheck(filePath: file, line: line) {
        XCTAssertEqual(Fixture.signal(Fixture.values, operation), values, file: file, line: line)
        XCTAssertEqual(Fixture.signal(Fixture.error, operation), error, file: file, line: line)
    }
}
