import PushStreams
import PushStreamsTest
import XCTest

// flatMap's inner subscriptions, as RxSwift's MergeSink keeps them: each disposed when its inner completes (at
// once when it completes during its own subscribe), the running ones when the result is disposed; the result
// completes once the source and every inner have.
final class FlatMapMergeTests: PushTestCase {
    func testFlatMap_InnersDisposedAsTheyComplete_RunningOnesAtDisposal() {
        var disposed: [Int] = []
        var values: [Int] = []
        var completed = false
        let outer = PublishSubject<Int>()
        let late = [2: PublishSubject<Int>(), 3: PublishSubject<Int>()]
        let subscription = outer.flatMap { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                let running = late[value].map { $0.subscribe(observer) }
                if running == nil { observer.onCompleted() }  // completes during its subscribe
                return Disposables.create {
                    running?.dispose()
                    disposed.append(value)
                }
            }
        }
        .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        outer.onNext(1)
        outer.onNext(2)
        outer.onNext(3)
        XCTAssertEqual(disposed, [1])
        late[3]?.onNext(30)
        late[3]?.onCompleted()
        XCTAssertEqual(disposed, [1, 3])
        outer.onCompleted()
        XCTAssertFalse(completed)  // inner 2 still runs
        outer.onNext(4)  // after the source's end: ignored
        subscription.dispose()
        XCTAssertEqual(disposed, [1, 3, 2])
        XCTAssertEqual(values, [1, 2, 3, 30])
        XCTAssertFalse(completed)
    }

    func testFlatMap_CompletesWhenTheSourceAndEveryInnerHave() {
        var events: [String] = []
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        _ = outer.flatMap { $0 == 0 ? inner.asObservable() : Observable.just($0) }
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })
        outer.onNext(0)
        outer.onNext(1)
        outer.onCompleted()
        inner.onNext(5)
        XCTAssertEqual(events, ["1", "5"])
        inner.onCompleted()
        XCTAssertEqual(events, ["1", "5", "|"])
    }

    // A subject released without completing or disposing its subscribers lets go of them: nothing of a `flatMap`
    // subscription on it stays alive (`PushTestCase` checks the resources at tear-down), its inner observer included.
    func testFlatMap_SubjectReleasedUndisposed_ReleasesTheSubscription() {
        var values: [Int] = []
        do {
            let source = PublishSubject<Int>()
            _ = source.flatMap { Observable.just($0) }.subscribe(onNext: { values.append($0) })
            source.onNext(1)
            source.onNext(2)
        }
        XCTAssertEqual(values, [1, 2])
    }
}
