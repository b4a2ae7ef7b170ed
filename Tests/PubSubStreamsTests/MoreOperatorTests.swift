import PubSubStreamsTest
import XCTest

final class TryFilterTests: PubSubTestCase {
    let matrix = OperatorMatrix {
        $0.tryFilter { v in
            if v == 9 { throw TestError.other }
            return v != 2
        }
    }
    func testTryFilter_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3], [1, 3]), failure: ([1], [1]), cancel: ([1], [1]), demand: ([1, 2, 3], first: [1], afterRequest: [1, 3]))
    }
    func testTryFilter_Throws() { matrix.values([1, 9, 3], [1], completion: "failure(TestError.other)") }
}

final class CompactMapTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.compactMap { $0.isMultiple(of: 2) ? nil : $0 } }
    func testCompactMap_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3], [1, 3]), failure: ([1], [1]), cancel: ([1], [1]), demand: ([1, 2, 3], first: [1], afterRequest: [1, 3]))
    }

    func testReplaceNil() {
        let recorder = TestSubscriber<Int, Never>()
        [1, nil, 3].publisher.replaceNil(with: 0).subscribe(recorder)
        XCTAssertEqual(recorder.values, [1, 0, 3])
    }
}

final class DropFirstTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.dropFirst(2) }
    func testDropFirst_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3, 4], [3, 4]), failure: ([1, 2, 3], [3]), cancel: ([1, 2, 3], [3]),
            demand: ([1, 2, 3, 4], first: [3], afterRequest: [3, 4]))
    }
}

final class OutputAtTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.output(at: 1) }
    func testOutputAt_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([10, 20, 30], [20]), failure: ([10], []), cancel: ([10], []), demand: ([10, 20, 30], first: [20], afterRequest: [20]))
    }

    func testOutputIn() {
        let recorder = TestSubscriber<Int, Never>()
        (0..<10).publisher.output(in: 2...4).subscribe(recorder)
        XCTAssertEqual(recorder.values, [2, 3, 4])
        XCTAssertEqual(recorder.completion, .finished)
    }
}

final class ScanTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.scan(0, +) }
    func testScan_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3], [1, 3, 6]), failure: ([1, 2], [1, 3]), cancel: ([1], [1]),
            demand: ([1, 2, 3], first: [1], afterRequest: [1, 3]))
    }

    let tryMatrix = OperatorMatrix {
        $0.tryScan(0) { acc, v in
            if v == 9 { throw TestError.other }
            return acc + v
        }
    }
    func testTryScan_Values() { tryMatrix.values([1, 2], [1, 3]) }
    func testTryScan_Throws() { tryMatrix.values([1, 9], [1], completion: "failure(TestError.other)") }
    func testTryScan_Failure() { tryMatrix.failure([1], [1]) }
    func testTryScan_Cancel() { tryMatrix.cancel([1], [1]) }
}

final class ReduceTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.reduce(0, +) }
    func testReduce_Never() { matrix.never() }
    func testReduce_Empty() { matrix.empty([0]) }
    func testReduce_Values() { matrix.values([1, 2, 3], [6]) }
    func testReduce_Failure() { matrix.failure([1, 2], []) }
    func testReduce_Cancel() { matrix.cancel([1], []) }

    func testReduce_ResultWaitsForDemand() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        [1, 2].publisher.reduce(0, +).subscribe(recorder)
        XCTAssertEqual(recorder.values, [])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [3])
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testCollectAndLast() {
        let collected = TestSubscriber<[Int], Never>()
        [1, 2, 3].publisher.collect().subscribe(collected)
        XCTAssertEqual(collected.values, [[1, 2, 3]])
        let last = TestSubscriber<Int, Never>()
        [1, 2, 3].publisher.last().subscribe(last)
        XCTAssertEqual(last.values, [3])
        let emptyLast = TestSubscriber<Int, Never>()
        Empty<Int, Never>().last().subscribe(emptyLast)
        XCTAssertEqual(emptyLast.events, [.subscription, .request(.unlimited), .completion(.finished)])
    }
}

final class ReplaceEmptyTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.replaceEmpty(with: 5) }
    func testReplaceEmpty_Never() { matrix.never() }
    func testReplaceEmpty_Empty() { matrix.empty([5]) }
    func testReplaceEmpty_Values() { matrix.values([1, 2], [1, 2]) }
    func testReplaceEmpty_Failure() { matrix.failure([], []) }
    func testReplaceEmpty_Cancel() { matrix.cancel([1], [1]) }

    func testReplaceEmpty_AsksUpstreamForUnlimitedAndReplacesOnceTheDownstreamAsks() {
        // As Combine's (OpenCombine's ReplaceEmptyTests.testDemand): `.unlimited` goes up after the
        // downstream's own request; the replacement waits for the downstream's first request.
        let upstream = ManualUpstream<Int, TestError>()
        let eager = EventRecorder<Int, TestError>(initial: .max(1))
        upstream.replaceEmpty(with: 5).subscribe(eager)
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(1))", "request(unlimited)"])
        upstream.send(completion: .finished)
        XCTAssertEqual(eager.events, ["subscription(ReplaceEmpty)", "value(5)", "finished"])

        let late = ManualUpstream<Int, TestError>()
        let lazy = EventRecorder<Int, TestError>(initial: .none)
        late.replaceEmpty(with: 7).subscribe(lazy)
        late.sendSubscription()
        late.send(completion: .finished)
        XCTAssertEqual(lazy.events, ["subscription(ReplaceEmpty)"])
        lazy.subscription?.request(.max(1))
        XCTAssertEqual(lazy.events, ["subscription(ReplaceEmpty)", "value(7)", "finished"])
        for side in [upstream, late] { side.release() }
        for recorder in [eager, lazy] { recorder.release() }
    }
}

final class ConcatenateTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.prepend(0).append(9) }
    func testConcatenate_Never() {
        let recorder = TestSubscriber<Int, TestError>()
        Empty<Int, TestError>(completeImmediately: false).prepend(0).append(9).subscribe(recorder)
        XCTAssertEqual(recorder.values, [0])
        XCTAssertNil(recorder.completion)
        recorder.cancel()
    }
    func testConcatenate_Empty() { matrix.empty([0, 9]) }
    func testConcatenate_Values() { matrix.values([1, 2], [0, 1, 2, 9]) }
    func testConcatenate_Failure() { matrix.failure([1], [0, 1]) }
    func testConcatenate_Cancel() { matrix.cancel([1], [0, 1]) }
    func testConcatenate_Demand() { matrix.demand([1, 2], first: [0], afterRequest: [0, 1]) }
}

final class TryCatchTests: PubSubTestCase {
    let matrix = OperatorMatrix {
        $0.tryCatch { error -> Just<Int> in
            if error == .boom { return Just(-1) }
            throw TestError.other
        }
    }
    func testTryCatch_Never() { matrix.never() }
    func testTryCatch_Empty() { matrix.empty() }
    func testTryCatch_Values() { matrix.values([1], [1]) }
    func testTryCatch_Failure() { matrix.failure([1], [1, -1], completion: "finished") }
    func testTryCatch_Cancel() { matrix.cancel([1], [1]) }
    func testTryCatch_Demand() { matrix.demand([1, 2], first: [1], afterRequest: [1, 2]) }

    func testTryCatch_HandlerThrows() {
        let recorder = TestSubscriber<Int, any Error>()
        Fail<Int, TestError>(error: .other).tryCatch { _ -> Just<Int> in throw TestError.timedOut }.subscribe(recorder)
        XCTAssertEqual(recorder.completionText, "failure(TestError.timedOut)")
    }
}

final class ZipTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.zip([10, 20].publisher.setFailureType(to: TestError.self), +) }
    func testZip_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3], [11, 22]), failure: ([1], [11]), cancel: ([1], [11]),
            demand: ([1, 2, 3], first: [11], afterRequest: [11, 22]))
    }
}

final class MergeTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.merge(with: Just(100).setFailureType(to: TestError.self)) }
    func testMerge_Never() {
        let recorder = TestSubscriber<Int, TestError>()
        Empty<Int, TestError>(completeImmediately: false).merge(with: Just(100).setFailureType(to: TestError.self))
            .subscribe(recorder)
        XCTAssertEqual(recorder.values, [100])
        XCTAssertNil(recorder.completion, "one side never finishes")
        recorder.cancel()
    }
    func testMerge_Empty() { matrix.empty([100]) }
    func testMerge_Values() { matrix.values([1, 2], [1, 2, 100]) }
    func testMerge_Failure() { matrix.failure([1], [100, 1]) }
    func testMerge_Cancel() { matrix.cancel([1], [100, 1]) }
    func testMerge_Demand() { matrix.demand([1, 2], first: [1], afterRequest: [1, 2]) }

    func testMergeMany() {
        let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
        let recorder = TestSubscriber<Int, Never>()
        Publishers.MergeMany(subjects).subscribe(recorder)
        subjects[2].send(2)
        subjects[0].send(0)
        for subject in subjects { subject.send(completion: .finished) }
        XCTAssertEqual(recorder.values, [2, 0])
        XCTAssertEqual(recorder.completion, .finished)
    }
}

final class RetryTests: PubSubTestCase {
    func testRetry_ResubscribesUpToCount() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: .boom).eraseToAnyPublisher()
                : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let recorder = TestSubscriber<Int, TestError>()
        flaky.retry(2).subscribe(recorder)
        XCTAssertEqual(recorder.values, [3])
        XCTAssertEqual(recorder.completion, .finished)
    }

    let matrix = OperatorMatrix { $0.retry(1) }
    func testRetry_NeverEmptyValuesFailureCancelDemand() { matrix.passesThrough() }

    func testRetry_SynchronousFailuresDoNotRecurse() {
        let recorder = TestSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: .boom).retry(1_000).subscribe(recorder)
        XCTAssertEqual(recorder.completion, .failure(.boom))
    }
}

final class ShareTests: PubSubTestCase {
    func testShare_OneUpstreamSubscriptionForAll() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let a = TestSubscriber<Int, Never>()
        let b = TestSubscriber<Int, Never>()
        shared.subscribe(a)
        shared.subscribe(b)
        subject.send(1)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(a.values, [1])
        XCTAssertEqual(b.values, [1])
        a.cancel()
        b.cancel()
        subject.send(2)
        XCTAssertEqual(a.values, [1])
    }

    let matrix = OperatorMatrix { $0.share() }
    func testShare_Never() { matrix.never() }
    func testShare_Empty() { matrix.empty() }
    func testShare_Failure() { matrix.failure([1], [1]) }
    func testShare_Cancel() { matrix.cancel([1], [1]) }
}

final class PublisherFactoryExtrasTests: PubSubTestCase {
    func testResultPublisher() {
        let ok = TestSubscriber<Int, TestError>(initialDemand: .none)
        Result<Int, TestError>.success(1).publisher.subscribe(ok)
        XCTAssertEqual(ok.values, [])
        ok.request(.max(1))
        XCTAssertEqual(ok.values, [1])
        let failed = TestSubscriber<Int, TestError>(initialDemand: .none)
        Result<Int, TestError>.failure(.boom).publisher.subscribe(failed)
        XCTAssertEqual(failed.completion, .failure(.boom))
    }

    func testOptionalPublisher() {
        let some = TestSubscriber<Int, Never>()
        Optional(9).publisher.subscribe(some)
        XCTAssertEqual(some.values, [9])
        let none = TestSubscriber<Int, Never>()
        Int?.none.publisher.subscribe(none)
        XCTAssertEqual(none.values, [])
        XCTAssertEqual(none.completion, .finished)
    }
}
