import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// Start, hook and disposal orders of the combining operators, `on(…)` and `retry(upTo:)`, as
/// ReactiveSwift's sources order them (`startWithSignal(during:)` adds the last producer's interrupt
/// handle first; a disposed producer interrupts its observer before releasing its upstream).
final class PullCombiningOrderTests: CookbookTestCase {
    private final class Log: @unchecked Sendable {
        var lines: [String] = []
        func source(_ name: String, value: Int = 1) -> SignalProducer<Int, TestError> {
            SignalProducer { observer, lifetime in
                self.lines.append("\(name) started")
                lifetime.observeEnded { self.lines.append("\(name) ended") }
                observer.send(value: value)
            }
        }
    }

    func testCombineLatest_StartsInOrder_DisposalInterruptsObserverThenLastSourceFirst() {
        assertPairStartsInOrder_DisposalInterruptsObserverThenLastSourceFirst { SignalProducer.combineLatest($0, $1) }
    }

    func testZip_StartsInOrder_DisposalInterruptsObserverThenLastSourceFirst() {
        assertPairStartsInOrder_DisposalInterruptsObserverThenLastSourceFirst { SignalProducer.zip($0, $1) }
    }

    /// `combineLatest` and `zip` of two producers order their starts, hooks and disposal alike.
    private func assertPairStartsInOrder_DisposalInterruptsObserverThenLastSourceFirst(
        _ pair: (SignalProducer<Int, TestError>, SignalProducer<Int, TestError>) -> SignalProducer<(Int, Int), TestError>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        withLeakCheck(filePath: file, line: line) {
            let log = Log()
            let d = pair(log.source("a"), log.source("b")).start { log.lines.append("\($0)") }
            d.dispose()
            XCTAssertEqual(
                log.lines, ["a started", "b started", "value((1, 1))", "interrupted", "b ended", "a ended"], file: file, line: line)
        }
    }

    func testCombineLatestOfThree_DisposedLastToFirst() {
        withLeakCheck {
            let log = Log()
            let d = SignalProducer.combineLatest(log.source("a"), log.source("b"), log.source("c")).start { _ in }
            d.dispose()
            XCTAssertEqual(log.lines, ["a started", "b started", "c started", "c ended", "b ended", "a ended"])
        }
    }

    func testCombineLatestSequence_StartsAndDisposesInOrder() {
        withLeakCheck {
            let log = Log()
            var values: [[Int]] = []
            let d = SignalProducer.combineLatest([log.source("a", value: 1), log.source("b", value: 2)]).start { event in
                if let value = event.value { values.append(value) }
            }
            d.dispose()
            XCTAssertEqual(values, [[1, 2]])
            XCTAssertEqual(log.lines, ["a started", "b started", "a ended", "b ended"])
        }
    }

    func testZipSequence_EmptyWithSentinel_SendsItThenCompletes() {
        withLeakCheck {
            var events: [String] = []
            SignalProducer<Int, Never>.zip([SignalProducer<Int, Never>](), emptySentinel: []).start { events.append("\($0)") }
            SignalProducer<Int, Never>.zip([SignalProducer<Int, Never>]()).start { events.append("\($0)") }
            XCTAssertEqual(events, ["value([])", "completed", "completed"])
        }
    }

    func testSample_CompletesOnlyWhenBothTheSourceAndTheSamplerComplete() {
        withLeakCheck {
            let (values, valuesInput) = Signal<Int, Never>.pipe()
            let (sampler, samplerInput) = Signal<(), Never>.pipe()
            var events: [String] = []
            values.sample(on: sampler).observe { events.append("\($0)") }
            valuesInput.send(value: 1)
            samplerInput.send(value: ())
            samplerInput.sendCompleted()
            XCTAssertEqual(events, ["value(1)"], "the sampler completing alone does not complete")
            valuesInput.sendCompleted()
            XCTAssertEqual(events, ["value(1)", "completed"])
        }
    }

    func testSample_SamplerStartsAfterTheSource_AndIsDisposedFirst() {
        withLeakCheck {
            let log = Log()
            let sampler = log.source("sampler").map { _ in () }.flatMapError { _ in SignalProducer<(), Never>.empty }
            let d = log.source("source").sample(on: sampler).start { log.lines.append("\($0)") }
            d.dispose()
            XCTAssertEqual(log.lines, ["source started", "sampler started", "value(1)", "interrupted", "sampler ended", "source ended"])
        }
    }

    func testOnHooks_OrderOnInterruption() {
        withLeakCheck {
            let log = Log()
            let d = log.source("a").on(
                starting: { log.lines.append("starting") },
                started: { log.lines.append("started") },
                event: { log.lines.append("event \($0)") },
                interrupted: { log.lines.append("interrupted") },
                terminated: { log.lines.append("terminated") },
                disposed: { log.lines.append("disposed") }
            ).start { log.lines.append("observer \($0)") }
            d.dispose()
            XCTAssertEqual(
                log.lines,
                [
                    "starting", "a started", "event value(1)", "observer value(1)", "started",
                    "event interrupted", "interrupted", "terminated", "observer interrupted", "disposed", "a ended",
                ])
        }
    }

    func testOnStarting_RunsAfterStartWithSignalSetUp() {
        withLeakCheck {
            var lines: [String] = []
            SignalProducer<Int, Never>(value: 1).on(starting: { lines.append("starting") }).startWithSignal { signal, _ in
                lines.append("setup")
                signal.observeValues { lines.append("value \($0)") }
            }
            XCTAssertEqual(lines, ["setup", "starting", "value 1"])
        }
    }

    func testRetryUpTo_RetriesThenFails_AttemptsEndAfterTheFailure() {
        withLeakCheck {
            let log = Log()
            let failing = SignalProducer<Int, TestError> { observer, lifetime in
                log.lines.append("attempt")
                lifetime.observeEnded { log.lines.append("attempt ended") }
                observer.send(error: .boom)
            }
            failing.retry(upTo: 2).start { log.lines.append("\($0)") }
            XCTAssertEqual(
                log.lines, ["attempt", "attempt", "attempt", "failed(TestError.boom)", "attempt ended", "attempt ended", "attempt ended"])
        }
    }

    func testRetryUpTo_DisposedDuringARetry_InterruptsTheRunningAttempt() {
        withLeakCheck {
            let s = TestScheduler()
            let log = Log()
            var attempts = 0
            let failing = SignalProducer<Int, TestError> { observer, lifetime in
                attempts += 1
                let n = attempts
                log.lines.append("attempt \(n)")
                lifetime.observeEnded { log.lines.append("attempt \(n) ended") }
                lifetime += s.schedule(after: .seconds(1)) { observer.send(error: .boom) }
            }
            let d = failing.retry(upTo: 2).on(interrupted: { log.lines.append("interrupted hook") }).start { log.lines.append("\($0)") }
            s.advance(by: .seconds(1))
            d.dispose()
            s.run()
            XCTAssertEqual(log.lines, ["attempt 1", "attempt 2", "attempt 1 ended", "interrupted hook", "interrupted", "attempt 2 ended"])
        }
    }

    func testRetryUpTo_UpstreamInterruption_IsNotRetried() {
        withLeakCheck {
            let (signal, input) = Signal<Int, TestError>.pipe()
            var events: [String] = []
            SignalProducer(signal).retry(upTo: 3).start { events.append("\($0)") }
            input.sendInterrupted()
            XCTAssertEqual(events, ["interrupted"])
        }
    }
}
