import Foundation
import PushStreams
import Scheduling
import XCTest

// flatMapLatest checks "is this inner still the latest?" and forwards its event as one ordered step, as
// RxSwift's `SwitchSink` does under one lock: an old inner sending from a background queue can never get a
// value past a newer inner's (issue 21: search-as-you-type showing the old result after the new one).

final class FlatMapLatestOrderingTests: PushTestCase {
    /// What the observer saw, guarded by a lock: the highest generation so far, how many stale values came
    /// after a newer one, and whether it was ever entered twice at once.
    private final class Record: @unchecked Sendable {  // @unchecked: every field is read and written under `lock`
        let lock = NSLock()
        var highest = -1
        var stale = 0
        var inFlight = 0
        var overlaps = 0
        var completed = false
    }

    /// A flag set once from any thread.
    private final class StopFlag: @unchecked Sendable {  // @unchecked: `isSet` is read and written under `lock`
        let lock = NSLock()
        var isSet = false
    }

    func testFlatMapLatest_StaleInnerValueNeverFollowsANewerOne_UnderABackgroundInner() {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        // Even generations: an old request answering on a background queue with many values until it is
        // disposed. Odd ones: a new inner that answers at once, on the switching thread.
        assertNoStaleValue { generation in
            generation.isMultiple(of: 2)
                ? Observable.from(Array(repeating: generation, count: 2_000)).subscribe(on: background)
                : Observable.just(generation)
        }
    }

    // The same with created inners, whose sinks deliver each event in their own guarded frame; an odd one
    // completes during its subscribe, so later inners reuse its observer.
    func testFlatMapLatest_StaleInnerValueNeverFollowsANewerOne_UnderABackgroundCreatedInner() {
        assertNoStaleValue { generation in
            Observable<Int>.create { observer in
                guard generation.isMultiple(of: 2) else {
                    observer.onNext(generation)
                    observer.onCompleted()
                    return Disposables.create()
                }
                let stop = StopFlag()
                let sender = UncheckedSendableBox(observer)  // its sink serializes what it gets from any thread
                DispatchQueue.global(qos: .userInitiated).async {
                    var sent = 0
                    while sent < 2_000, !stop.lock.withLock({ stop.isSet }) {
                        sender.value.onNext(generation)
                        sent += 1
                    }
                }
                return Disposables.create { stop.lock.withLock { stop.isSet = true } }
            }
        }
    }

    /// Switches through 300 generations of `inner`, the even ones sending from a background queue, and checks
    /// that no value of an older generation follows a newer one, the observer is never entered twice at once,
    /// and the result completes after the last inner and the source.
    private func assertNoStaleValue(
        file: StaticString = #filePath, line: UInt = #line, _ inner: @escaping (Int) -> Observable<Int>
    ) {
        let record = Record()
        let outer = PublishSubject<Int>()
        let completed = expectation(description: "completed")
        let subscription =
            outer
            .flatMapLatest(inner)
            .subscribe(
                onNext: { generation in
                    record.lock.withLock {
                        record.inFlight += 1
                        if record.inFlight > 1 { record.overlaps += 1 }
                        if generation < record.highest { record.stale += 1 }
                        record.highest = max(record.highest, generation)
                    }
                    if !generation.isMultiple(of: 2) {
                        // A newer value takes a moment to handle: an old inner's value that passed its "latest?"
                        // check just before the switch would be queued behind it, and arrive stale.
                        let until = Date().addingTimeInterval(0.000_02)
                        while Date() < until {}
                    }
                    record.lock.withLock { record.inFlight -= 1 }
                },
                onCompleted: {
                    record.lock.withLock { record.completed = true }
                    completed.fulfill()
                })
        for generation in 0..<300 {
            outer.onNext(generation)
            if generation.isMultiple(of: 2) {
                // Let the background inner get going before the switch away from it.
                let until = Date().addingTimeInterval(0.000_05)
                while Date() < until {}
            }
        }
        outer.onCompleted()
        // A value sent while a background inner is being delivered is handed to that thread (events are serial,
        // the thread already delivering sends it next), so the end may arrive just after `onCompleted` returns.
        wait(for: [completed], timeout: 5)
        subscription.dispose()
        record.lock.withLock {
            XCTAssertEqual(record.stale, 0, "a stale inner value followed a newer one", file: file, line: line)
            XCTAssertEqual(record.overlaps, 0, "the observer was entered twice at once", file: file, line: line)
            XCTAssertEqual(record.highest, 299, file: file, line: line)
            XCTAssertTrue(record.completed, "the last inner and the source completed", file: file, line: line)
        }
    }

    // Created inners: one that keeps running is disposed when the next value arrives; those that complete during
    // their subscribe are disposed at once (RxSwift's `AnonymousObservableSink` disposes on the terminal event), and
    // the result completes only once the source and the latest inner have.
    func testFlatMapLatest_CreatedInners_ForwardEachAndDisposeTheSupersededOrFinished() {
        let source = PublishSubject<Int>()
        var values: [Int] = []
        var disposed: [Int] = []
        var completed = false
        let subscription = source.flatMapLatest { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                if value.isMultiple(of: 2) { observer.onCompleted() }  // odd values keep running
                return Disposables.create { disposed.append(value) }
            }
        }
        .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        for value in [1, 2, 4, 5] { source.onNext(value) }
        source.onCompleted()
        XCTAssertEqual(values, [1, 2, 4, 5])
        XCTAssertEqual(disposed, [1, 2, 4])
        XCTAssertFalse(completed, "the latest inner (5) still runs")
        subscription.dispose()
        XCTAssertEqual(disposed, [1, 2, 4, 5])
    }

    // A subject released without completing or disposing its subscribers lets go of them (it holds them, they
    // hold it weakly): nothing of a `flatMapLatest` subscription on it stays alive (`PushTestCase` checks the
    // resources at tear-down), its inner observers included.
    func testFlatMapLatest_SubjectReleasedUndisposed_ReleasesTheSubscription() {
        var values: [Int] = []
        do {
            let source = PublishSubject<Int>()
            _ = source.flatMapLatest { value in
                Observable<Int>.create { observer in
                    observer.onNext(value)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { values.append($0) })
            source.onNext(1)
            source.onNext(2)
        }
        XCTAssertEqual(values, [1, 2])
    }
}
