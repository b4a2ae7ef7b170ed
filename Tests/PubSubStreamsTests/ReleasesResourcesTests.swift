import PubSubStreamsTest
import XCTest

/// A terminal event alone frees the whole chain: with the sink's `AnyCancellable` still held (never
/// cancelled), `Resources.total` drops back to "only the sink" once the completion has passed through.
/// Time-based operators get their scheduler run first, as the completion is delivered through it.
final class PubSubReleasesResourcesTests: PubSubTestCase {
    private typealias Source = PassthroughSubject<Int, TestError>

    private func check<P: Publisher>(
        _ completion: Subscribers.Completion<TestError>, scheduler: TestSchedulerOf<DispatchQueue>? = nil,
        file: StaticString = #filePath, line: UInt = #line, _ make: (Source, Source) -> P
    ) {
        let start = Resources.total
        let first = Source()
        let second = Source()
        var received: String?
        var cancellable: AnyCancellable? = make(first, second).sink(
            receiveCompletion: { received = fmt($0) }, receiveValue: { _ in })
        first.send(1)
        second.send(2)
        first.send(completion: completion)
        second.send(completion: completion)
        scheduler?.run()
        XCTAssertNotNil(received, "the chain did not complete", file: file, line: line)
        XCTAssertEqual(
            Resources.total, start + 1, "only the sink may be left while its AnyCancellable is held",
            file: file, line: line)
        cancellable = nil
        XCTAssertNil(cancellable)
        XCTAssertEqual(Resources.total, start, file: file, line: line)
    }

    /// `check` for a time-based operator: `make` gets a fresh test scheduler, which `check` runs to the end.
    private func checkTimed<P: Publisher>(
        _ completion: Subscribers.Completion<TestError>, file: StaticString = #filePath, line: UInt = #line,
        _ make: (Source, TestSchedulerOf<DispatchQueue>) -> P
    ) {
        let scheduler = DispatchQueue.test
        check(completion, scheduler: scheduler, file: file, line: line) { s, _ in make(s, scheduler) }
    }

    private let boom = Subscribers.Completion<TestError>.failure(.boom)

    func testMap_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.map { $0 * 2 } } }
    func testMap_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.map { $0 * 2 } } }
    func testTryMap_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.tryMap { $0 } } }
    func testTryMap_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.tryMap { $0 } } }
    func testFilter_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.filter { $0 > 0 } } }
    func testFilter_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.filter { $0 > 0 } } }
    func testCompactMap_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.compactMap { $0 } } }
    func testCompactMap_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.compactMap { $0 } } }
    func testMapError_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.mapError { _ in TestError.other } } }
    func testMapError_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.mapError { _ in TestError.other } } }
    func testRemoveDuplicates_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.removeDuplicates() } }
    func testRemoveDuplicates_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.removeDuplicates() } }
    func testScan_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.scan(0, +) } }
    func testScan_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.scan(0, +) } }
    func testReduce_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.reduce(0, +) } }
    func testReduce_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.reduce(0, +) } }
    func testCollect_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.collect() } }
    func testCollect_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.collect() } }
    func testLast_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.last() } }
    func testLast_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.last() } }
    func testDropFirst_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.dropFirst() } }
    func testDropFirst_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.dropFirst() } }
    func testPrefix_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.prefix(5) } }
    func testPrefix_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.prefix(5) } }
    func testFirst_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.filter { $0 > 5 }.first() } }
    func testFirst_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.filter { $0 > 5 }.first() } }
    func testReplaceEmpty_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.replaceEmpty(with: 0) } }
    func testReplaceEmpty_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.replaceEmpty(with: 0) } }
    func testReplaceError_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.replaceError(with: 0) } }
    func testReplaceError_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.replaceError(with: 0) } }
    func testPrepend_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.prepend(0) } }
    func testPrepend_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.prepend(0) } }
    func testAppend_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.append(9) } }
    func testAppend_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.append(9) } }
    func testCatch_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.catch { _ in Just(0) } } }
    func testCatch_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.catch { _ in Just(0) } } }
    func testTryCatch_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.tryCatch { _ in Just(0) } } }
    func testTryCatch_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.tryCatch { _ in Just(0) } } }
    func testRetry_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.retry(2) } }
    func testRetry_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.retry(2) } }
    func testShare_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.share() } }
    func testShare_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.share() } }
    func testHandleEvents_ReleasesResourcesOnFinished() { check(.finished) { s, _ in s.handleEvents(receiveOutput: { _ in }) } }
    func testHandleEvents_ReleasesResourcesOnFailure() { check(boom) { s, _ in s.handleEvents(receiveOutput: { _ in }) } }
    func testBuffer_ReleasesResourcesOnFinished() {
        check(.finished) { s, _ in s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest) }
    }
    func testBuffer_ReleasesResourcesOnFailure() {
        check(boom) { s, _ in s.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest) }
    }
    func testFlatMap_ReleasesResourcesOnFinished() { check(.finished) { s, t in s.flatMap { _ in t } } }
    func testFlatMap_ReleasesResourcesOnFailure() { check(boom) { s, t in s.flatMap { _ in t } } }
    func testSwitchToLatest_ReleasesResourcesOnFinished() { check(.finished) { s, t in s.map { _ in t }.switchToLatest() } }
    func testSwitchToLatest_ReleasesResourcesOnFailure() { check(boom) { s, t in s.map { _ in t }.switchToLatest() } }
    func testZip_ReleasesResourcesOnFinished() { check(.finished) { s, t in s.zip(t) } }
    func testZip_ReleasesResourcesOnFailure() { check(boom) { s, t in s.zip(t) } }
    func testCombineLatest_ReleasesResourcesOnFinished() { check(.finished) { s, t in s.combineLatest(t) } }
    func testCombineLatest_ReleasesResourcesOnFailure() { check(boom) { s, t in s.combineLatest(t) } }
    func testMerge_ReleasesResourcesOnFinished() { check(.finished) { s, t in s.merge(with: t) } }
    func testMerge_ReleasesResourcesOnFailure() { check(boom) { s, t in s.merge(with: t) } }

    // MARK: Time-based operators: the completion goes through the scheduler

    func testDebounce_ReleasesResourcesOnFinished() {
        checkTimed(.finished) { s, scheduler in s.debounce(for: .seconds(1), scheduler: scheduler) }
    }
    func testDebounce_ReleasesResourcesOnFailure() {
        checkTimed(boom) { s, scheduler in s.debounce(for: .seconds(1), scheduler: scheduler) }
    }
    func testThrottle_ReleasesResourcesOnFinished() {
        checkTimed(.finished) { s, scheduler in s.throttle(for: .seconds(1), scheduler: scheduler, latest: true) }
    }
    func testThrottle_ReleasesResourcesOnFailure() {
        checkTimed(boom) { s, scheduler in s.throttle(for: .seconds(1), scheduler: scheduler, latest: true) }
    }
    func testDelay_ReleasesResourcesOnFinished() {
        checkTimed(.finished) { s, scheduler in s.delay(for: .seconds(1), scheduler: scheduler) }
    }
    func testDelay_ReleasesResourcesOnFailure() { checkTimed(boom) { s, scheduler in s.delay(for: .seconds(1), scheduler: scheduler) } }
    func testTimeout_ReleasesResourcesOnFinished() {
        checkTimed(.finished) { s, scheduler in s.timeout(.seconds(5), scheduler: scheduler) }
    }
    func testTimeout_ReleasesResourcesOnFailure() { checkTimed(boom) { s, scheduler in s.timeout(.seconds(5), scheduler: scheduler) } }
    func testMeasureInterval_ReleasesResourcesOnFinished() { checkTimed(.finished) { s, scheduler in s.measureInterval(using: scheduler) } }
    func testMeasureInterval_ReleasesResourcesOnFailure() { checkTimed(boom) { s, scheduler in s.measureInterval(using: scheduler) } }
    func testReceiveOn_ReleasesResourcesOnFinished() { checkTimed(.finished) { s, scheduler in s.receive(on: scheduler) } }
    func testReceiveOn_ReleasesResourcesOnFailure() { checkTimed(boom) { s, scheduler in s.receive(on: scheduler) } }
    func testSubscribeOn_ReleasesResourcesOnFinished() { checkTimed(.finished) { s, scheduler in s.subscribe(on: scheduler) } }
    func testSubscribeOn_ReleasesResourcesOnFailure() { checkTimed(boom) { s, scheduler in s.subscribe(on: scheduler) } }
}
