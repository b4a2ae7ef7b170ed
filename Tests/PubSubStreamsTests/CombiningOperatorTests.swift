import PubSubStreamsTest
import XCTest

final class FlatMapTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.flatMap { [$0, $0 * 10].publisher.setFailureType(to: TestError.self) } }
    func testFlatMap_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2], [1, 10, 2, 20]), failure: ([1], [1, 10]), cancel: ([1], [1, 10]),
            demand: ([1, 2], first: [1], afterRequest: [1, 10]))
    }

    func testFlatMap_InnerFailureFailsAndCancelsOtherInners() {
        let outer = PassthroughSubject<Int, TestError>()
        let inners = [PassthroughSubject<Int, TestError>(), PassthroughSubject<Int, TestError>()]
        var log: [String] = []
        let recorder = TestSubscriber<Int, TestError>()
        outer.handleEvents(receiveCancel: { log.append("outer cancel") })
            .flatMap { i in inners[i].handleEvents(receiveCancel: { log.append("inner\(i) cancel") }) }
            .subscribe(recorder)
        outer.send(0)
        outer.send(1)
        inners[0].send(5)
        inners[1].send(completion: .failure(.boom))
        outer.send(0)
        XCTAssertEqual(recorder.values, [5])
        XCTAssertEqual(recorder.completion, .failure(.boom))
        XCTAssertEqual(log, ["inner0 cancel"], "as the transcripts show, upstream is not cancelled")
        outer.send(completion: .finished)  // so nothing outlives the test
    }

    func testFlatMap_FinishesWhenOuterAndAllInnersFinish() {
        let outer = PassthroughSubject<Int, Never>()
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let recorder = TestSubscriber<String, Never>()
        outer.flatMap { inners[$0] }.subscribe(recorder)
        outer.send(0)
        outer.send(1)
        inners[1].send("1a")
        inners[0].send("0a")
        outer.send(completion: .finished)
        inners[0].send(completion: .finished)
        XCTAssertNil(recorder.completion)
        inners[1].send("1b")
        inners[1].send(completion: .finished)
        XCTAssertEqual(recorder.values, ["1a", "0a", "1b"])
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testFlatMap_MaxPublishersRequestsUpstreamAsInnersFinish() {
        var requests: [String] = []
        let inners = (0...2).map { _ in PassthroughSubject<Int, Never>() }
        let recorder = TestSubscriber<Int, Never>()
        [0, 1, 2].publisher.handleEvents(receiveRequest: { requests.append(fmt($0)) })
            .flatMap(maxPublishers: .max(1)) { inners[$0] }
            .subscribe(recorder)
        inners[0].send(1)
        inners[1].send(99)  // not subscribed yet: lost
        inners[0].send(completion: .finished)
        inners[1].send(2)
        XCTAssertEqual(requests, ["max(1)", "max(1)"])
        XCTAssertEqual(recorder.values, [1, 2])
        recorder.cancel()
    }

    func testFlatMap_LimitedDemandBuffersInnerValues() {
        let inner = PassthroughSubject<Int, Never>()
        var innerRequests: [String] = []
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(1))
        Just(0).flatMap { _ in inner.handleEvents(receiveRequest: { innerRequests.append(fmt($0)) }) }.subscribe(recorder)
        inner.send(1)
        inner.send(2)  // the inner is asked for one value at a time: 2 waits for downstream demand
        inner.send(3)  // nobody asked the inner for a third value: the subject drops it
        XCTAssertEqual(recorder.values, [1])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertEqual(innerRequests, ["max(1)", "max(1)", "max(1)"])
        recorder.cancel()
    }
}

final class SwitchToLatestTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.map { [$0, $0 * 10].publisher.setFailureType(to: TestError.self) }.switchToLatest() }
    func testSwitchToLatest_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2], [1, 10, 2, 20]), failure: ([1], [1, 10]), cancel: ([1], [1, 10]),
            demand: ([1, 2], first: [1], afterRequest: [1, 2]))
    }
    // The synchronous outer switches to [2, 20] before the next request: the demand moves to it.

    func testSwitchToLatest_SwitchingCancelsPreviousInner() {
        var log: [String] = []
        let outer = PassthroughSubject<Int, Never>()
        let inners = (0...1).map { i in
            PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { log.append("inner\(i) cancel") })
        }
        let subjects = inners.map(\.upstream)
        let recorder = TestSubscriber<Int, Never>()
        outer.map { inners[$0] }.switchToLatest().subscribe(recorder)
        outer.send(0)
        subjects[0].send(1)
        outer.send(1)
        subjects[0].send(2)
        subjects[1].send(3)
        XCTAssertEqual(recorder.values, [1, 3])
        XCTAssertEqual(log, ["inner0 cancel"])
        outer.send(completion: .finished)
        XCTAssertNil(recorder.completion, "the current inner is still active")
        subjects[1].send(completion: .finished)
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testSwitchToLatest_InnerFailureFails() {
        let outer = PassthroughSubject<AnyPublisher<Int, TestError>, TestError>()
        let recorder = TestSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(recorder)
        outer.send(Fail(error: .other).eraseToAnyPublisher())
        XCTAssertEqual(recorder.completion, .failure(.other))
    }
}

final class CombineLatestTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.combineLatest(Just(100).setFailureType(to: TestError.self), +) }
    func testCombineLatest_Never() { matrix.never() }
    func testCombineLatest_Empty() { matrix.empty() }
    // A synchronous first source runs to its end before the second emits: only (2, 100) is combined.
    func testCombineLatest_Values() { matrix.values([1, 2], [102]) }
    func testCombineLatest_Failure() { matrix.failure([1], [101]) }
    func testCombineLatest_Cancel() { matrix.cancel([1], [101]) }

    func testCombineLatest_Tuple() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        var values: [String] = []
        var completion: String?
        let cancellable = a.combineLatest(b).sink(
            receiveCompletion: { completion = fmt($0) }, receiveValue: { values.append("\($0.0)\($0.1)") }
        )
        a.send(1)
        b.send("x")
        a.send(2)
        a.send(completion: .finished)
        b.send("y")
        XCTAssertNil(completion)
        b.send(completion: .finished)
        XCTAssertEqual(values, ["1x", "2x", "2y"])
        XCTAssertEqual(completion, "finished")
        _ = cancellable
    }

    func testCombineLatest_DemandKeepsOnlyLatestCombination() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(1))
        a.combineLatest(b, +).subscribe(recorder)
        a.send(1)
        b.send(10)
        XCTAssertEqual(recorder.values, [11])
        recorder.request(.max(1))
        a.send(2)
        XCTAssertEqual(recorder.values, [11, 12])
        recorder.cancel()
    }

    // Found by the await-first pattern: a first side failing while it subscribes left the second side's
    // subscription held, and a `Future` that never resolves kept the operator alive (two subscriptions).
    func testCombineLatest_FirstSideFailingAtSubscription_CancelsTheSecondSideWhenItSubscribes() {
        var log: [String] = []
        let never = Future<Int, TestError> { _ in }
        let recorder = TestSubscriber<Int, TestError>()
        let live = Resources.total
        Fail<Int, TestError>(error: .boom)
            .combineLatest(
                never.handleEvents(receiveSubscription: { _ in log.append("b subscribed") }, receiveCancel: { log.append("b cancel") }), +
            )
            .subscribe(recorder)
        XCTAssertEqual(log, ["b subscribed", "b cancel"])
        XCTAssertEqual(recorder.completion, .failure(.boom))
        recorder.cancel()
        XCTAssertEqual(Resources.total, live, "the never-resolving future keeps no subscription of the operator")
        _ = never
    }

    func testCombineLatest_FailureCancelsOther() {
        var log: [String] = []
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = TestSubscriber<Int, TestError>()
        a.handleEvents(receiveCancel: { log.append("a cancel") }).combineLatest(b, +).subscribe(recorder)
        b.send(completion: .failure(.boom))
        XCTAssertEqual(log, ["a cancel"])
        XCTAssertEqual(recorder.completion, .failure(.boom))
    }

    func testCombineLatest3() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let c = PassthroughSubject<Bool, Never>()
        var values: [String] = []
        let cancellable = a.combineLatest(b, c) { "\($0)\($1)\($2)" }.sink { values.append($0) }
        a.send(1)
        b.send("x")
        XCTAssertEqual(values, [])
        c.send(true)
        a.send(2)
        XCTAssertEqual(values, ["1xtrue", "2xtrue"])
        _ = cancellable
    }

    /// A subscriber cancelled while a `PassthroughSubject` is delivering a value gets none of it, as
    /// Combine's conduits see to; `combineLatest` and `debounce` see to it themselves once their demand
    /// is unlimited (the subject then skips its conduit), and are released as any other.
    func testCombineLatestAndDebounce_CancelledDuringASubjectsDelivery_GetNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        let scheduler = DispatchQueue.test
        var combined: AnyCancellable?
        var debouncing: AnyCancellable?
        let canceller = subject.sink { value in  // subscribed first: the subject delivers to it first
            guard value == 2 else { return }
            combined?.cancel()
            debouncing?.cancel()
        }
        var pairs: [String] = []
        var debounced: [Int] = []
        combined = subject.combineLatest(Just(0)).sink { pairs.append("\($0.0)\($0.1)") }
        debouncing = subject.debounce(for: .seconds(1), scheduler: scheduler).sink { debounced.append($0) }
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(pairs, ["10"])
        XCTAssertEqual(debounced, [1])
        canceller.cancel()
    }
}
