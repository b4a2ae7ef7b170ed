import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// The inputs of a release test: pipes that are terminated (never disposed, never released early).
struct ReleaseInputs {
    let scheduler = TestScheduler()
    let source: Signal<Int, TestError>
    let sourceInput: Signal<Int, TestError>.Observer
    let other: Signal<Int, TestError>
    let otherInput: Signal<Int, TestError>.Observer
    let trigger: Signal<(), Never>
    let triggerInput: Signal<(), Never>.Observer
    let never: Signal<Int, Never>
    let neverInput: Signal<Int, Never>.Observer
    let lifetime: Lifetime
    let token: Lifetime.Token

    init() {
        (source, sourceInput) = Signal<Int, TestError>.pipe()
        (other, otherInput) = Signal<Int, TestError>.pipe()
        (trigger, triggerInput) = Signal<(), Never>.pipe()
        (never, neverInput) = Signal<Int, Never>.pipe()
        (lifetime, token) = Lifetime.make()
    }

    /// A producer view of `source`.
    var producer: SignalProducer<Int, TestError> { SignalProducer(source) }
}

/// "A terminal event alone frees the chain": after a value and a terminal event on the inputs (and the
/// scheduler run), `Resources.total` is back where it was, although the observation was neither disposed
/// nor released. On completion every input completes (an operator may wait for all of them); on error only
/// the source fails.
final class PullReleaseResourcesTests: CookbookTestCase {
    enum Terminal: CaseIterable { case complete, error }

    /// Observes `make(inputs)` once a terminal (the `…OnComplete` and `…OnError` runs) and checks each run.
    private func assertReleases<U, F: Swift.Error>(
        file: StaticString = #filePath, line: UInt = #line, _ make: (ReleaseInputs) -> Signal<U, F>
    ) {
        assertReleases(file: file, line: line) { inputs in make(inputs).observe { _ in } }
    }

    /// Starts `make(inputs)` once a terminal (the `…OnComplete` and `…OnError` runs) and checks each run.
    private func assertReleases<U, F: Swift.Error>(
        file: StaticString = #filePath, line: UInt = #line, _ make: (ReleaseInputs) -> SignalProducer<U, F>
    ) {
        assertReleases(file: file, line: line) { inputs in
            let run = make(inputs).start()
            inputs.scheduler.advance()
            return run
        }
    }

    /// For each terminal: runs `begin` on fresh inputs, sends a value on the source and the other input,
    /// ends them with the terminal and checks that nothing is left live. A failure names the terminal.
    private func assertReleases(file: StaticString, line: UInt, begin: (ReleaseInputs) -> Any?) {
        for terminal in Terminal.allCases {
            withLeakCheck {
                let before = Resources.total
                let inputs = ReleaseInputs()
                let observation = begin(inputs)
                inputs.sourceInput.send(value: 1)
                inputs.otherInput.send(value: 2)
                finish(inputs, terminal)
                XCTAssertEqual(
                    Resources.total, before, "\(terminal): live observations left after the terminal event", file: file, line: line)
                withExtendedLifetime((observation, inputs)) {}
            }
        }
    }

    /// `flatMap(strategy)` into a two-value inner, on the source signal and on its producer view.
    private func assertFlatMapReleases(_ strategy: FlattenStrategy, file: StaticString = #filePath, line: UInt = #line) {
        let inner = { (value: Int) in SignalProducer<Int, TestError>(values: value, value) }
        assertReleases(file: file, line: line) { i in i.source.flatMap(strategy, inner) }
        assertReleases(file: file, line: line) { i in i.producer.flatMap(strategy, inner) }
    }

    private func finish(_ inputs: ReleaseInputs, _ terminal: Terminal) {
        switch terminal {
        case .complete:
            inputs.sourceInput.sendCompleted()
            inputs.otherInput.sendCompleted()
            inputs.triggerInput.sendCompleted()
            inputs.neverInput.sendCompleted()
        case .error:
            inputs.sourceInput.send(error: .boom)
        }
        inputs.scheduler.run()
    }

    func testMap_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.map { $0 + 1 } } }
    func testMapValue_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.map(value: "x") } }
    func testFilter_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.filter { $0 > 0 } } }
    func testSkipRepeats_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.skipRepeats() } }
    func testScan_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.scan(0, +) } }
    func testTakeFirst_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.take(first: 5) } }
    func testTakeLast_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.take(last: 2) } }
    func testTakeWhile_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.take(while: { $0 < 10 }) } }
    func testTakeUntil_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.take(until: i.trigger) } }
    func testTakeDuring_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.take(during: i.lifetime) } }
    func testSkipFirst_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.skip(first: 1) } }
    func testOn_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.on(value: { _ in }) } }
    func testPromoteError_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { i in Signal.merge(i.never.promoteError(TestError.self), i.source) }
    }
    func testCombineLatest_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.combineLatest(with: i.other) } }
    func testZip_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.zip(with: i.other) } }
    func testMerge_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in Signal.merge(i.source, i.other) } }
    func testFlatMapLatest_SignalAndProducer_ReleasesResourcesOnCompleteAndOnError() { assertFlatMapReleases(.latest) }
    func testFlatMapMerge_SignalAndProducer_ReleasesResourcesOnCompleteAndOnError() { assertFlatMapReleases(.merge) }
    func testFlatMapConcat_SignalAndProducer_ReleasesResourcesOnCompleteAndOnError() { assertFlatMapReleases(.concat) }
    func testFlatMapConcurrent_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { i in i.source.flatMap(.concurrent(limit: 2)) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapRace_SignalAndProducer_ReleasesResourcesOnCompleteAndOnError() { assertFlatMapReleases(.race) }
    func testFlatMapError_SignalAndProducer_ReleasesResourcesOnCompleteAndOnError() {
        let recover = { (_: TestError) in SignalProducer<Int, Never>(value: 0) }
        assertReleases { i in i.source.flatMapError(recover) }
        assertReleases { i in i.producer.flatMapError(recover) }
    }
    func testSampleOn_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.sample(on: i.trigger) } }
    func testSampleWith_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.sample(with: i.trigger) } }
    func testDelay_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.delay(1, on: i.scheduler) } }
    func testDebounce_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.debounce(1, on: i.scheduler) } }
    func testThrottle_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.throttle(1, on: i.scheduler) } }
    func testObserveOn_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.source.observe(on: i.scheduler) } }
    func testProducerMap_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.map { $0 + 1 } } }
    func testProducerFilter_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.filter { $0 > 0 } } }
    func testProducerScan_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.scan(0, +) } }
    func testProducerTakeFirst_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.take(first: 5) } }
    func testProducerTakeUntil_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { i in i.producer.take(until: SignalProducer(i.trigger)) }
    }
    func testProducerCombineLatest_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { i in i.producer.combineLatest(with: SignalProducer(i.other)) }
    }
    func testProducerZip_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.zip(with: SignalProducer(i.other)) } }
    func testProducerRetry_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.retry(upTo: 1) } }
    func testProducerReplayLazily_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.replayLazily(upTo: 1) } }
    func testProducerPrefixValue_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.prefix(value: 0) } }
    func testProducerStartOn_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.start(on: i.scheduler) } }
    func testProducerDelay_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.delay(1, on: i.scheduler) } }
    func testProducerDebounce_ReleasesResourcesOnCompleteAndOnError() { assertReleases { i in i.producer.debounce(1, on: i.scheduler) } }
    func testProducerSampleOn_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { i in i.producer.sample(on: SignalProducer(i.trigger)) }
    }
}
