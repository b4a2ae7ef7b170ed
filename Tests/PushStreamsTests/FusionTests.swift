import Foundation
import PushStreams
import XCTest

/// `map`/`filter` fused into the producer before them (one sink for the chain), the sink-less `just`, and
/// `flatMapLatest`'s `just` inner: the grammar and the disposal contracts hold exactly as with a sink per stage.
final class FusionTests: PushTestCase {
    private struct Counted: Sequence, IteratorProtocol {
        let pulled: UnsafeMutablePointer<Int>
        mutating func next() -> Int? {
            pulled.pointee += 1
            return pulled.pointee
        }
    }

    func testFusedMapThrows_ErrorOnce_NothingAfter_SourceStopsAndIsReleased() {
        let pulled = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pulled.initialize(to: 0)
        defer { pulled.deallocate() }
        var events: [String] = []
        _ = Observable.from(Counted(pulled: pulled))
            .map { value -> Int in
                if value == 3 { throw TestError.boom }
                return value * 10
            }
            .filter { _ in true }
            .subscribe { events.append(transcriptEvent($0)) }
        XCTAssertEqual(events, ["next(10)", "next(20)", "error(TestError)"])
        XCTAssertEqual(pulled.pointee, 3, "the source stops at the failing element")
    }

    func testFusedFilterThrowsOnJust_NoCompletionAfterTheError() {
        var events: [String] = []
        _ = Observable.just(1).map { $0 + 1 }.filter { _ in throw TestError.other }
            .subscribe { events.append(transcriptEvent($0)) }
        XCTAssertEqual(events, ["error(TestError.other)"])
    }

    func testJustChainNestedInAJustChain_InnerFailureDoesNotEndTheOuter() {
        var events: [String] = []
        _ = Observable.just(1).map { $0 }.subscribe { outer in
            events.append("outer " + transcriptEvent(outer))
            guard case .next = outer else { return }
            _ = Observable.just(2).map { _ -> Int in throw TestError.boom }
                .subscribe { events.append("inner " + transcriptEvent($0)) }
        }
        XCTAssertEqual(events, ["outer next(1)", "inner error(TestError)", "outer completed"])
    }

    func testJustMap_SubscribedWithClosures_SameEventsAndTrampolineAsAnyProducer() {
        // RxSwift: `just(x).map` is a producer, subscribed on the current-thread trampoline; a throwing transform
        // sends the error and no completion; work scheduled on the trampoline from `onNext` runs after the
        // subscription returns, and a later `map` fuses into it.
        var events: [String] = []
        let closures = (
            next: { (value: Int) in events.append("next(\(value))") },
            error: { (error: Error) in events.append(transcriptEvent(Event<Int>.error(error))) },
            completed: { events.append("completed") }
        )
        _ = Observable.just(1).map { $0 + 1 }.map { $0 * 10 }
            .subscribe(onNext: closures.next, onError: closures.error, onCompleted: closures.completed)
        _ = Observable.just(1).map { _ -> Int in throw TestError.boom }
            .subscribe(onNext: closures.next, onError: closures.error, onCompleted: closures.completed)
        _ = Observable.just(3).map { $0 + 1 }.subscribe(
            onNext: { value in
                events.append("outer next(\(value))")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    events.append("scheduled")
                    return Disposables.create()
                }
                _ = Observable.just(value).map { $0 + 1 }
                    .subscribe(onNext: closures.next, onError: closures.error, onCompleted: closures.completed)
            }, onCompleted: { events.append("outer completed") })
        XCTAssertEqual(
            events,
            [
                "next(20)", "completed", "error(TestError)",
                "outer next(4)", "next(5)", "completed", "outer completed", "scheduled",
            ])
    }

    func testChainLongerThanTheFusionLimit_DeliversEveryStage() {
        var chain = Observable.of(1, 2, 3)
        for _ in 0..<25 { chain = chain.map { $0 + 1 }.filter { $0 > 0 } }
        var events: [String] = []
        _ = chain.subscribe { events.append(transcriptEvent($0)) }
        XCTAssertEqual(events, ["next(26)", "next(27)", "next(28)", "completed"])
    }

    func testDeepChain_10000FusedStages_OnTheDefaultStack() {
        // 10,000 map/filter stages: fused 8 at a time behind a guarded sink, so neither the subscription nor
        // the deliveries nest 10,000 frames deep.
        var chain = Observable.of(0, 1)
        for index in 0..<10_000 { chain = index % 2 == 0 ? chain.map { $0 + 1 } : chain.filter { $0 >= 0 } }
        var events: [String] = []
        _ = chain.subscribe { events.append(transcriptEvent($0)) }
        XCTAssertEqual(events, ["next(5000)", "next(5001)", "completed"])
    }

    func testFusedChainOverASubject_DisposeStopsDelivery() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.map { $0 * 2 }.filter { $0 != 4 }.subscribe(onNext: { values.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subscription.dispose()
        subject.onNext(4)
        XCTAssertEqual(values, [2, 6])
        XCTAssertFalse(subject.hasObservers)
    }

    func testFusedChain_DisposedFromAnotherThreadWhileEmitting_Stops() {
        // The endless source only stops when `take(until:)`, triggered from another thread, disposes it.
        let started = DispatchSemaphore(value: 0)
        let trigger = PublishSubject<Void>()
        DispatchQueue.global().async {
            started.wait()
            trigger.onNext(())
        }
        let count = EmissionCounter()
        var completed = false
        let source: Observable<Int> = Observable.from(0..<Int.max)
        let mapped: Observable<Int> = source.map { (value: Int) -> Int in value + 1 }
        let fused: Observable<Int> = mapped.filter { (value: Int) -> Bool in value % 2 == 0 }
        _ = fused.take(until: trigger).subscribe(
            onNext: { (_: Int) in
                if count.increment() == 10 { started.signal() }
            }, onCompleted: { completed = true })
        XCTAssertTrue(completed)
        XCTAssertGreaterThanOrEqual(count.increment(), 11)
    }

    func testFlatMapLatest_JustInnerDisposesTheRunningInner() {
        let outer = PublishSubject<Int>()
        let slow = PublishSubject<Int>()
        var values: [Int] = []
        var completed = false
        _ = outer.flatMapLatest { $0 == 0 ? slow.asObservable() : Observable.just($0) }
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        outer.onNext(0)
        XCTAssertTrue(slow.hasObservers)
        outer.onNext(5)
        XCTAssertFalse(slow.hasObservers, "the previous inner is disposed before the just inner emits")
        slow.onNext(99)
        outer.onCompleted()
        XCTAssertEqual(values, [5])
        XCTAssertTrue(completed, "a just inner has completed, so the outer completion ends the result")
    }
}

/// A counter shared by the emitting thread and the test.
private final class EmissionCounter: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
