import PushStreams
import PushStreamsTest
import XCTest

// RxSwift's `…_ReleasesResourcesOnComplete` / `…_ReleasesResourcesOnError` matrix, both runs in one test an
// operator: a subscription whose disposable is thrown away must release everything (Resources.total back to
// its start) once the sequence terminates, without anyone calling dispose(). The sources are cold test
// observables on a TestScheduler.

final class ReleasesResourcesTests: PushTestCase {
    /// For each terminal event (RxSwift's `…OnComplete` and `…OnError` tests, one run each): subscribes
    /// `make(source)` without keeping the disposable, runs the scheduler, and checks that every resource is
    /// released by the terminal event alone. A failure names the terminal event of its run.
    private func assertReleases(
        file: StaticString = #filePath, line: UInt = #line, _ make: (Observable<Int>, TestScheduler) -> Observable<Int>
    ) {
        for (name, terminal) in [("OnComplete", Event<Int>.completed), ("OnError", .error(TestError.boom))] {
            let start = Resources.total
            do {
                let scheduler = TestScheduler(initialClock: 0)
                let source = scheduler.createColdObservable([.next(10, 1), Recorded(time: 20, value: terminal)])
                let observer = scheduler.createObserver(Int.self)
                _ = make(source.asObservable(), scheduler).subscribe(observer)
                scheduler.start()
                XCTAssertEqual(
                    observer.events.last?.value.isStopEvent, true, "\(name): the sequence did not terminate", file: file, line: line)
                XCTAssertEqual(Resources.total, start, "\(name): resources still held after the terminal event", file: file, line: line)
            }
        }
    }

    func testMap_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.map { $0 + 1 } }
    }
    func testFilter_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.filter { $0 > 0 } }
    }
    func testCompactMap_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.compactMap { Optional($0) } }
    }
    func testFlatMap_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.flatMap { Observable.just($0) } }
    }
    func testFlatMapLatest_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.flatMapLatest { Observable.just($0) } }
    }
    func testFlatMapLatest_CreatedInners_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, _ in source.flatMapLatest { value in createdJust(value) } }
    }
    func testFlatMapFirst_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.flatMapFirst { Observable.just($0) } }
    }
    func testConcatMap_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.concatMap { Observable.just($0) } }
    }
    func testCatch_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.catch { _ in .just(0) } }
    }
    func testCatchAndReturn_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.catchAndReturn(0) }
    }
    func testDistinctUntilChanged_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.distinctUntilChanged() }
    }
    func testStartWith_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.startWith(0) }
    }
    func testTake_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.take(5) }
    }
    func testSkip_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.skip(1) }
    }
    func testTakeWhile_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.take(while: { _ in true }) }
    }
    func testSkipWhile_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.skip(while: { _ in false }) }
    }
    func testScan_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.scan(0, accumulator: +) }
    }
    func testReduce_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.reduce(0, accumulator: +) }
    }
    func testMaterialize_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.materialize().map { _ in 0 } }
    }
    func testDo_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.do(onNext: { _ in }) }
    }
    func testMerge_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in Observable.merge(source, .just(1)) }
    }
    func testConcat_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.concat(Observable.just(1)) }
    }
    func testCombineLatest_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in Observable.combineLatest(source, Observable.just(1)) { $0 + $1 } }
    }
    func testCombineLatest3_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in Observable.combineLatest(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 } }
    }
    func testZip_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in Observable.zip(source, Observable.just(1)) { $0 + $1 } }
    }
    func testZip3_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in Observable.zip(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 } }
    }
    func testWithLatestFrom_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.withLatestFrom(Observable.just(1)) { $0 + $1 } }
    }
    func testTakeUntil_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.take(until: Observable<Int>.never()) }
    }
    func testAmb_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.amb(Observable<Int>.never()) }
    }
    func testRetry_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.retry(1) }
    }
    func testShare_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.share(replay: 1) }
    }
    func testSample_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.sample(Observable<Int>.timer(.seconds(30), scheduler: scheduler)) }
    }
    func testDebounce_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) }
    }
    func testThrottle_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) }
    }
    func testDelay_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) }
    }
    func testDelaySubscription_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.delaySubscription(.seconds(5), scheduler: scheduler) }
    }
    func testTimeout_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.timeout(.seconds(50), scheduler: scheduler) }
    }
    func testTakeFor_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.take(for: .seconds(50), scheduler: scheduler) }
    }
    func testObserveOn_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.observe(on: scheduler) }
    }
    func testSubscribeOn_ReleasesResourcesOnCompleteAndOnError() {
        assertReleases { source, scheduler in source.subscribe(on: scheduler) }
    }
}

/// `just(value)` as `Observable.create` makes it: a subscription with a sink of its own.
private func createdJust(_ value: Int) -> Observable<Int> {
    Observable.create { observer in
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create()
    }
}
