import PushStreams
import PushStreamsTest
import XCTest

// RxSwift's `…_ReleasesResourcesOnComplete` / `…_ReleasesResourcesOnError` matrix: a subscription whose
// disposable is thrown away must release everything (Resources.total back to its start) once the sequence
// terminates, without anyone calling dispose(). The sources are cold test observables on a TestScheduler.

final class ReleasesResourcesTests: PushTestCase {
    /// Subscribes `make(source)` without keeping the disposable, runs the scheduler, and checks that every
    /// resource is released by the terminal event alone.
    private func assertReleases(
        terminal: Event<Int>, file: StaticString = #filePath, line: UInt = #line,
        _ make: (Observable<Int>, TestScheduler) -> Observable<Int>
    ) {
        let start = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let source = scheduler.createColdObservable([.next(10, 1), Recorded(time: 20, value: terminal)])
            let observer = scheduler.createObserver(Int.self)
            _ = make(source.asObservable(), scheduler).subscribe(observer)
            scheduler.start()
            XCTAssertEqual(observer.events.last?.value.isStopEvent, true, "the sequence did not terminate", file: file, line: line)
            XCTAssertEqual(Resources.total, start, "resources still held after the terminal event", file: file, line: line)
        }
    }

    func testMap_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.map { $0 + 1 } }
    }
    func testMap_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.map { $0 + 1 } }
    }
    func testFilter_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.filter { $0 > 0 } }
    }
    func testFilter_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.filter { $0 > 0 } }
    }
    func testCompactMap_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.compactMap { Optional($0) } }
    }
    func testCompactMap_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.compactMap { Optional($0) } }
    }
    func testFlatMap_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.flatMap { Observable.just($0) } }
    }
    func testFlatMap_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.flatMap { Observable.just($0) } }
    }
    func testFlatMapLatest_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.flatMapLatest { Observable.just($0) } }
    }
    func testFlatMapLatest_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.flatMapLatest { Observable.just($0) } }
    }
    func testFlatMapLatest_CreatedInners_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, _ in source.flatMapLatest { value in createdJust(value) } }
    }
    func testFlatMapLatest_CreatedInners_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, _ in source.flatMapLatest { value in createdJust(value) } }
    }
    func testFlatMapFirst_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.flatMapFirst { Observable.just($0) } }
    }
    func testFlatMapFirst_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.flatMapFirst { Observable.just($0) } }
    }
    func testConcatMap_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.concatMap { Observable.just($0) } }
    }
    func testConcatMap_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.concatMap { Observable.just($0) } }
    }
    func testCatch_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.catch { _ in .just(0) } }
    }
    func testCatch_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.catch { _ in .just(0) } }
    }
    func testCatchAndReturn_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.catchAndReturn(0) }
    }
    func testCatchAndReturn_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.catchAndReturn(0) }
    }
    func testDistinctUntilChanged_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.distinctUntilChanged() }
    }
    func testDistinctUntilChanged_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.distinctUntilChanged() }
    }
    func testStartWith_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.startWith(0) }
    }
    func testStartWith_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.startWith(0) }
    }
    func testTake_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.take(5) }
    }
    func testTake_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.take(5) }
    }
    func testSkip_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.skip(1) }
    }
    func testSkip_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.skip(1) }
    }
    func testTakeWhile_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.take(while: { _ in true }) }
    }
    func testTakeWhile_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.take(while: { _ in true }) }
    }
    func testSkipWhile_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.skip(while: { _ in false }) }
    }
    func testSkipWhile_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.skip(while: { _ in false }) }
    }
    func testScan_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.scan(0, accumulator: +) }
    }
    func testScan_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.scan(0, accumulator: +) }
    }
    func testReduce_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.reduce(0, accumulator: +) }
    }
    func testReduce_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.reduce(0, accumulator: +) }
    }
    func testMaterialize_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.materialize().map { _ in 0 } }
    }
    func testMaterialize_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.materialize().map { _ in 0 } }
    }
    func testDo_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.do(onNext: { _ in }) }
    }
    func testDo_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.do(onNext: { _ in }) }
    }
    func testMerge_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in Observable.merge(source, .just(1)) }
    }
    func testMerge_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in Observable.merge(source, .just(1)) }
    }
    func testConcat_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.concat(Observable.just(1)) }
    }
    func testConcat_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.concat(Observable.just(1)) }
    }
    func testCombineLatest_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in Observable.combineLatest(source, Observable.just(1)) { $0 + $1 } }
    }
    func testCombineLatest_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in
            Observable.combineLatest(source, Observable.just(1)) { $0 + $1 }
        }
    }
    func testCombineLatest3_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in
            Observable.combineLatest(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 }
        }
    }
    func testCombineLatest3_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in
            Observable.combineLatest(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 }
        }
    }
    func testZip_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in Observable.zip(source, Observable.just(1)) { $0 + $1 } }
    }
    func testZip_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in Observable.zip(source, Observable.just(1)) { $0 + $1 } }
    }
    func testZip3_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in
            Observable.zip(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 }
        }
    }
    func testZip3_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in
            Observable.zip(source, Observable.just(1), Observable.just(2)) { $0 + $1 + $2 }
        }
    }
    func testWithLatestFrom_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.withLatestFrom(Observable.just(1)) { $0 + $1 } }
    }
    func testWithLatestFrom_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.withLatestFrom(Observable.just(1)) { $0 + $1 } }
    }
    func testTakeUntil_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.take(until: Observable<Int>.never()) }
    }
    func testTakeUntil_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.take(until: Observable<Int>.never()) }
    }
    func testAmb_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.amb(Observable<Int>.never()) }
    }
    func testAmb_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.amb(Observable<Int>.never()) }
    }
    func testRetry_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.retry(1) }
    }
    func testRetry_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.retry(1) }
    }
    func testShare_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.share(replay: 1) }
    }
    func testShare_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.share(replay: 1) }
    }
    func testSample_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.sample(Observable<Int>.timer(.seconds(30), scheduler: scheduler))
        }
    }
    func testSample_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in
            source.sample(Observable<Int>.timer(.seconds(30), scheduler: scheduler))
        }
    }
    func testDebounce_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) }
    }
    func testDebounce_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) }
    }
    func testThrottle_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) }
    }
    func testThrottle_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) }
    }
    func testDelay_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) }
    }
    func testDelay_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) }
    }
    func testDelaySubscription_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.delaySubscription(.seconds(5), scheduler: scheduler) }
    }
    func testDelaySubscription_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.delaySubscription(.seconds(5), scheduler: scheduler)
        }
    }
    func testTimeout_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.timeout(.seconds(50), scheduler: scheduler) }
    }
    func testTimeout_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.timeout(.seconds(50), scheduler: scheduler) }
    }
    func testTakeFor_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.take(for: .seconds(50), scheduler: scheduler) }
    }
    func testTakeFor_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.take(for: .seconds(50), scheduler: scheduler) }
    }
    func testObserveOn_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.observe(on: scheduler) }
    }
    func testObserveOn_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.observe(on: scheduler) }
    }
    func testSubscribeOn_ReleasesResourcesOnComplete() {
        assertReleases(terminal: .completed) { source, scheduler in source.subscribe(on: scheduler) }
    }
    func testSubscribeOn_ReleasesResourcesOnError() {
        assertReleases(terminal: .error(TestError.boom)) { source, scheduler in source.subscribe(on: scheduler) }
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
