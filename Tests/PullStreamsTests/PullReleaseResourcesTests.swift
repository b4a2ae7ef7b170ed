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
    enum Terminal { case complete, error }

    private func assertReleases<U, F: Swift.Error>(
        _ terminal: Terminal, file: StaticString = #filePath, line: UInt = #line,
        _ make: (ReleaseInputs) -> Signal<U, F>
    ) {
        withLeakCheck {
            let before = Resources.total
            let inputs = ReleaseInputs()
            let observation = make(inputs).observe { _ in }
            inputs.sourceInput.send(value: 1)
            inputs.otherInput.send(value: 2)
            finish(inputs, terminal)
            XCTAssertEqual(Resources.total, before, "live observations left after the terminal event", file: file, line: line)
            withExtendedLifetime((observation, inputs)) {}
        }
    }

    private func assertReleases<U, F: Swift.Error>(
        _ terminal: Terminal, file: StaticString = #filePath, line: UInt = #line,
        _ make: (ReleaseInputs) -> SignalProducer<U, F>
    ) {
        withLeakCheck {
            let before = Resources.total
            let inputs = ReleaseInputs()
            let run = make(inputs).start()
            inputs.scheduler.advance()
            inputs.sourceInput.send(value: 1)
            inputs.otherInput.send(value: 2)
            finish(inputs, terminal)
            XCTAssertEqual(Resources.total, before, "live observations left after the terminal event", file: file, line: line)
            withExtendedLifetime((run, inputs)) {}
        }
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

    func testMap_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.map { $0 + 1 } } }
    func testMap_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.map { $0 + 1 } } }
    func testMapValue_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.map(value: "x") } }
    func testMapValue_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.map(value: "x") } }
    func testFilter_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.filter { $0 > 0 } } }
    func testFilter_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.filter { $0 > 0 } } }
    func testSkipRepeats_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.skipRepeats() } }
    func testSkipRepeats_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.skipRepeats() } }
    func testScan_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.scan(0, +) } }
    func testScan_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.scan(0, +) } }
    func testTakeFirst_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.take(first: 5) } }
    func testTakeFirst_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.take(first: 5) } }
    func testTakeLast_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.take(last: 2) } }
    func testTakeLast_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.take(last: 2) } }
    func testTakeWhile_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.take(while: { $0 < 10 }) } }
    func testTakeWhile_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.take(while: { $0 < 10 }) } }
    func testTakeUntil_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.take(until: i.trigger) } }
    func testTakeUntil_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.take(until: i.trigger) } }
    func testTakeDuring_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.take(during: i.lifetime) } }
    func testTakeDuring_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.take(during: i.lifetime) } }
    func testSkipFirst_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.skip(first: 1) } }
    func testSkipFirst_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.skip(first: 1) } }
    func testOn_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.on(value: { _ in }) } }
    func testOn_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.on(value: { _ in }) } }
    func testPromoteError_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in Signal.merge(i.never.promoteError(TestError.self), i.source) }
    }
    func testPromoteError_ReleasesResourcesOnError() {
        assertReleases(.error) { i in Signal.merge(i.never.promoteError(TestError.self), i.source) }
    }
    func testCombineLatest_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.combineLatest(with: i.other) } }
    func testCombineLatest_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.combineLatest(with: i.other) } }
    func testZip_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.zip(with: i.other) } }
    func testZip_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.zip(with: i.other) } }
    func testMerge_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in Signal.merge(i.source, i.other) } }
    func testMerge_ReleasesResourcesOnError() { assertReleases(.error) { i in Signal.merge(i.source, i.other) } }
    func testFlatMapLatest_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.source.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapLatest_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.source.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapMerge_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.source.flatMap(.merge) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapMerge_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.source.flatMap(.merge) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapConcat_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.source.flatMap(.concat) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapConcat_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.source.flatMap(.concat) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapConcurrent_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.source.flatMap(.concurrent(limit: 2)) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapConcurrent_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.source.flatMap(.concurrent(limit: 2)) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapRace_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.source.flatMap(.race) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapRace_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.source.flatMap(.race) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testFlatMapError_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.source.flatMapError { _ in SignalProducer<Int, Never>(value: 0) } }
    }
    func testFlatMapError_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.source.flatMapError { _ in SignalProducer<Int, Never>(value: 0) } }
    }
    func testSampleOn_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.sample(on: i.trigger) } }
    func testSampleOn_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.sample(on: i.trigger) } }
    func testSampleWith_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.sample(with: i.trigger) } }
    func testSampleWith_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.sample(with: i.trigger) } }
    func testDelay_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.delay(1, on: i.scheduler) } }
    func testDelay_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.delay(1, on: i.scheduler) } }
    func testDebounce_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.debounce(1, on: i.scheduler) } }
    func testDebounce_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.debounce(1, on: i.scheduler) } }
    func testThrottle_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.throttle(1, on: i.scheduler) } }
    func testThrottle_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.throttle(1, on: i.scheduler) } }
    func testObserveOn_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.source.observe(on: i.scheduler) } }
    func testObserveOn_ReleasesResourcesOnError() { assertReleases(.error) { i in i.source.observe(on: i.scheduler) } }
    func testProducerMap_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.map { $0 + 1 } } }
    func testProducerMap_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.map { $0 + 1 } } }
    func testProducerFilter_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.filter { $0 > 0 } } }
    func testProducerFilter_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.filter { $0 > 0 } } }
    func testProducerScan_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.scan(0, +) } }
    func testProducerScan_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.scan(0, +) } }
    func testProducerTakeFirst_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.take(first: 5) } }
    func testProducerTakeFirst_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.take(first: 5) } }
    func testProducerTakeUntil_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.take(until: SignalProducer(i.trigger)) }
    }
    func testProducerTakeUntil_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.take(until: SignalProducer(i.trigger)) }
    }
    func testProducerCombineLatest_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.combineLatest(with: SignalProducer(i.other)) }
    }
    func testProducerCombineLatest_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.combineLatest(with: SignalProducer(i.other)) }
    }
    func testProducerZip_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.zip(with: SignalProducer(i.other)) } }
    func testProducerZip_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.zip(with: SignalProducer(i.other)) } }
    func testProducerFlatMapLatest_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapLatest_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.flatMap(.latest) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapMerge_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.flatMap(.merge) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapMerge_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.flatMap(.merge) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapConcat_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.flatMap(.concat) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapConcat_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.flatMap(.concat) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapRace_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.flatMap(.race) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapRace_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.flatMap(.race) { SignalProducer<Int, TestError>(values: $0, $0) } }
    }
    func testProducerFlatMapError_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.flatMapError { _ in SignalProducer<Int, Never>(value: 0) } }
    }
    func testProducerFlatMapError_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.flatMapError { _ in SignalProducer<Int, Never>(value: 0) } }
    }
    func testProducerRetry_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.retry(upTo: 1) } }
    func testProducerRetry_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.retry(upTo: 1) } }
    func testProducerReplayLazily_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.replayLazily(upTo: 1) } }
    func testProducerReplayLazily_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.replayLazily(upTo: 1) } }
    func testProducerPrefixValue_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.prefix(value: 0) } }
    func testProducerPrefixValue_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.prefix(value: 0) } }
    func testProducerStartOn_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.start(on: i.scheduler) } }
    func testProducerStartOn_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.start(on: i.scheduler) } }
    func testProducerDelay_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.delay(1, on: i.scheduler) } }
    func testProducerDelay_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.delay(1, on: i.scheduler) } }
    func testProducerDebounce_ReleasesResourcesOnComplete() { assertReleases(.complete) { i in i.producer.debounce(1, on: i.scheduler) } }
    func testProducerDebounce_ReleasesResourcesOnError() { assertReleases(.error) { i in i.producer.debounce(1, on: i.scheduler) } }
    func testProducerSampleOn_ReleasesResourcesOnComplete() {
        assertReleases(.complete) { i in i.producer.sample(on: SignalProducer(i.trigger)) }
    }
    func testProducerSampleOn_ReleasesResourcesOnError() {
        assertReleases(.error) { i in i.producer.sample(on: SignalProducer(i.trigger)) }
    }
}
