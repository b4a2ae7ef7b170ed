import PubSubStreamsTest
import XCTest

final class FactoryTests: PubSubTestCase {
    func testJust_WaitsForDemand() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        Just(5).subscribe(recorder)
        XCTAssertEqual(recorder.values, [])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.events, [.subscription, .request(.max(1)), .input(5), .completion(.finished)])
    }

    func testJust_Cancel() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        Just(5).subscribe(recorder)
        recorder.cancel()
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [])
    }

    func testFail_CompletesWithoutDemand() {
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .none)
        Fail<Int, TestError>(error: .boom).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.subscription, .completion(.failure(.boom))])
        let typed = TestSubscriber<Int, TestError>()
        Fail(outputType: Int.self, failure: TestError.other).subscribe(typed)
        XCTAssertEqual(typed.completion, .failure(.other))
    }

    func testEmpty_FinishesImmediatelyOrNever() {
        let empty = TestSubscriber<Int, Never>(initialDemand: .none)
        Empty<Int, Never>().subscribe(empty)
        XCTAssertEqual(empty.events, [.subscription, .completion(.finished)])
        let never = TestSubscriber<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        XCTAssertEqual(never.events, [.subscription, .request(.unlimited)])
        never.cancel()
    }

    /// Subscribes two `TestSubscriber`s to `publisher`, one after the other: the values each has received.
    private func valuesOfTwoSubscribers<P: Publisher>(_ publisher: P) -> (first: [P.Output], second: [P.Output]) {
        let first = TestSubscriber<P.Output, P.Failure>()
        let second = TestSubscriber<P.Output, P.Failure>()
        publisher.subscribe(first)
        publisher.subscribe(second)
        return (first.values, second.values)
    }

    func testDeferred_RunsFactoryPerSubscriber() {
        var calls = 0
        let deferred = Deferred { () -> Just<Int> in
            calls += 1
            return Just(calls)
        }
        XCTAssertEqual(calls, 0)
        let (first, second) = valuesOfTwoSubscribers(deferred)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [2])
    }

    func testFuture_IsEagerAndReplays() {
        var runs = 0
        let future = Future<Int, TestError> { promise in
            runs += 1
            promise(.success(42))
            promise(.success(43))
        }
        XCTAssertEqual(runs, 1, "the closure runs when the future is created")
        let (first, second) = valuesOfTwoSubscribers(future)
        XCTAssertEqual(first, [42])
        XCTAssertEqual(second, [42])
        XCTAssertEqual(runs, 1)
    }

    func testFuture_FulfilledLaterAndWaitsForDemand() {
        var promise: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> { promise = $0 }
        let early = TestSubscriber<Int, TestError>(initialDemand: .none)
        future.subscribe(early)
        promise?(.success(7))
        XCTAssertEqual(early.values, [])
        early.request(.max(1))
        XCTAssertEqual(early.values, [7])
        XCTAssertEqual(early.completionText, "finished")
    }

    func testFuture_Failure() {
        let future = Future<Int, TestError> { $0(.failure(.boom)) }
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .none)
        future.subscribe(recorder)
        XCTAssertEqual(recorder.completion, .failure(.boom))
    }

    func testFuture_CancelBeforeFulfilment() {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let recorder = TestSubscriber<Int, Never>()
        future.subscribe(recorder)
        recorder.cancel()
        promise?(.success(1))
        XCTAssertEqual(recorder.values, [])
        XCTAssertNil(recorder.completion)
    }

    func testSequence_HonoursDemandAndFinishesAfterLast() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(2))
        [1, 2, 3].publisher.subscribe(recorder)
        XCTAssertEqual(recorder.values, [1, 2])
        XCTAssertNil(recorder.completion)
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [1, 2, 3])
        XCTAssertEqual(recorder.completionText, "finished")
    }

    func testSequence_EmptyFinishesWithoutDemand() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        [Int]().publisher.subscribe(recorder)
        XCTAssertEqual(recorder.events, [.subscription, .completion(.finished)])
    }

    func testSequence_Cancel() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(1))
        (1...9).publisher.subscribe(recorder)
        recorder.cancel()
        recorder.request(.max(5))
        XCTAssertEqual(recorder.values, [1])
    }

    func testSequence_DemandFromReceiveAddsUp() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .max(1)) { $0 == 1 ? .max(2) : .none }
        (1...9).publisher.subscribe(recorder)
        XCTAssertEqual(recorder.values, [1, 2, 3])
        recorder.cancel()
    }
}
