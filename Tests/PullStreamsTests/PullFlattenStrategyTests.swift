import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// `.concurrent(limit:)` and `.race`, inner interruption per strategy, and how `flatMap` infers the inner
/// error type, drawn as marbles (1 frame = 1 ms).
final class PullFlattenStrategyTests: CookbookTestCase {
    private let keys = ["a": "a", "b": "b", "c": "c"]
    private let numbers = ["1": 1, "2": 2, "3": 3]

    /// Flattens the cold outer diagram's keys into the inner diagrams with `strategy`, runs to the end.
    private func flatten(
        _ strategy: FlattenStrategy, outer: String, inners: [String: String], disposeAt: Int? = nil
    ) throws -> (recorder: [TimedEvent<Int, TestError>], inners: [String: ColdTestProducer<Int, TestError>]) {
        let scheduler = TestScheduler()
        let outerProducer = try scheduler.createColdProducer(marbles: outer, values: keys, error: TestError.boom).producer
        var cold: [String: ColdTestProducer<Int, TestError>] = [:]
        for (key, diagram) in inners {
            cold[key] = try scheduler.createColdProducer(marbles: diagram, values: numbers, error: TestError.boom)
        }
        let recorder = TestRecorder<Int, TestError>(scheduler: scheduler)
        let disposable = outerProducer.flatMap(strategy) { [cold] key in cold[key]?.producer ?? .empty }.start(recorder.observer)
        if let disposeAt {
            scheduler.advance(by: .milliseconds(disposeAt))
            disposable.dispose()
        }
        scheduler.run()
        let events = recorder.events
        disposable.dispose()  // ends a run that never terminates (the `never` cases)
        return (events, cold)
    }

    // MARK: - concurrent(limit:)

    func testFlatMapConcurrent_Values_QueuesBeyondTheLimit() throws {
        try withLeakCheck {
            let run = try flatten(.concurrent(limit: 2), outer: "(abc)|", inners: ["a": "--1|", "b": "-----2|", "c": "-3|"])
            assertMarbles(run.recorder, "--1-32|", values: numbers)
            assertSubscriptions(run.inners["a"]?.subscriptions ?? [], ["^--!"])
            assertSubscriptions(run.inners["b"]?.subscriptions ?? [], ["^-----!"])
            assertSubscriptions(run.inners["c"]?.subscriptions ?? [], ["---^-!"])
        }
    }

    func testFlatMapConcurrent_Never_Empty_Error_Dispose() throws {
        try withLeakCheck {
            let inners = ["a": "-1|", "b": "-2|"]
            assertMarbles(try flatten(.concurrent(limit: 1), outer: "-", inners: inners).recorder, "", values: numbers)
            assertMarbles(try flatten(.concurrent(limit: 1), outer: "--|", inners: inners).recorder, "--|", values: numbers)
            assertMarbles(try flatten(.concurrent(limit: 1), outer: "ab-#", inners: inners).recorder, "-1-#", values: numbers, error: .boom)
            assertMarbles(
                try flatten(.concurrent(limit: 1), outer: "ab", inners: ["a": "-1#", "b": "-2|"]).recorder, "-1#",
                values: numbers, error: .boom)
            let disposed = try flatten(.concurrent(limit: 1), outer: "ab---|", inners: inners, disposeAt: 2)
            assertMarbles(disposed.recorder, "-1!", values: numbers)
            assertSubscriptions(disposed.inners["a"]?.subscriptions ?? [], ["^-!"])
            assertSubscriptions(disposed.inners["b"]?.subscriptions ?? [], ["--(^!)"])
        }
    }

    func testFlatMapConcurrent_LimitZeroCountsAsOne_MergeAndConcatAreConcurrent() {
        XCTAssertEqual(FlattenStrategy.concurrent(limit: 0), .concat)
        XCTAssertEqual(FlattenStrategy.concurrent(limit: 1), .concat)
        XCTAssertEqual(FlattenStrategy.concurrent(limit: .max), .merge)
        XCTAssertNotEqual(FlattenStrategy.race, .latest)
    }

    // MARK: - race

    func testFlatMapRace_FirstInnerToSendWins_LosersDisposed_LaterOuterValuesIgnored() throws {
        try withLeakCheck {
            let run = try flatten(.race, outer: "a-b--c|", inners: ["a": "----1|", "b": "-2--|", "c": "3|"])
            assertMarbles(run.recorder, "---2--|", values: numbers)
            assertSubscriptions(run.inners["a"]?.subscriptions ?? [], ["^--!"])
            assertSubscriptions(run.inners["b"]?.subscriptions ?? [], ["--^---!"])
            assertSubscriptions(run.inners["c"]?.subscriptions ?? [], [])
        }
    }

    func testFlatMapRace_Never_Empty_Error_Dispose() throws {
        try withLeakCheck {
            let inners = ["a": "--1|", "b": "-#"]
            assertMarbles(try flatten(.race, outer: "-", inners: inners).recorder, "", values: numbers)
            assertMarbles(try flatten(.race, outer: "|", inners: inners).recorder, "|", values: numbers)
            assertMarbles(try flatten(.race, outer: "ab|", inners: ["a": "--1|", "b": "#"]).recorder, "-#", values: numbers, error: .boom)
            assertMarbles(try flatten(.race, outer: "a-#", inners: inners).recorder, "--#", values: numbers, error: .boom)
            let disposed = try flatten(.race, outer: "a|", inners: ["a": "---1|"], disposeAt: 2)
            assertMarbles(disposed.recorder, "--!", values: numbers)
            assertSubscriptions(disposed.inners["a"]?.subscriptions ?? [], ["^-!"])
        }
    }

    func testFlatMapRace_WinnerCompletingWithoutValues_StillWins() throws {
        try withLeakCheck {
            let run = try flatten(.race, outer: "ab|", inners: ["a": "---1|", "b": "-|"])
            assertMarbles(run.recorder, "--|", values: numbers)
            assertSubscriptions(run.inners["a"]?.subscriptions ?? [], ["^-!"])
        }
    }

    // MARK: - Inner interruption

    func testInnerInterruption_CountsAsCompletion_ExceptForTheRaceWinner() {
        withLeakCheck {
            let interruptedInner = SignalProducer<Int, TestError> { observer, _ in
                observer.send(value: 1)
                observer.sendInterrupted()
            }
            for strategy in [FlattenStrategy.merge, .concat, .latest, .concurrent(limit: 2)] {
                var events: [String] = []
                SignalProducer<Int, TestError>(values: 1, 2).flatMap(strategy) { _ in interruptedInner }
                    .start { events.append("\($0)") }
                XCTAssertEqual(events, ["value(1)", "value(1)", "completed"], "\(strategy)")
            }
            var raced: [String] = []
            SignalProducer<Int, TestError>(values: 1, 2).flatMap(.race) { _ in interruptedInner }.start { raced.append("\($0)") }
            XCTAssertEqual(raced, ["value(1)", "interrupted"])
        }
    }

    // MARK: - Type inference

    /// As in ReactiveSwift, an outer stream that cannot fail takes an inner producer of inferred error type
    /// as `Never`. With an outer error type, `flatMap(.latest) { SignalProducer(values: …) }` is ambiguous
    /// there as here (ReactiveSwift's answer: spell the inner producer's type).
    func testFlatMap_InnerErrorTypeInference_MatchesReactiveSwift() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            let fromSignal = signal.flatMap(.latest) { SignalProducer(values: $0, $0 * 10) }
            let fromProducer = SignalProducer<Int, Never>(value: 1).flatMap(.latest) { SignalProducer(values: $0, $0 * 10) }
            XCTAssertEqual(typeName(fromSignal), "Signal<Int, Never>")
            XCTAssertEqual(typeName(fromProducer), "SignalProducer<Int, Never>")
            let spelled = SignalProducer<Int, TestError>(value: 1)
                .flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0 * 10) }
            XCTAssertEqual(typeName(spelled), "SignalProducer<Int, TestError>")
            input.sendCompleted()
        }
    }
}
