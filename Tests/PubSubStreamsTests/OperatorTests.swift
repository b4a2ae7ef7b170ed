import PubSubStreamsTest
import XCTest

final class MapTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.map { $0 * 10 } }
    func testMap_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3], [10, 20, 30]), failure: ([1], [10]), cancel: ([1, 2], [10, 20]),
            demand: ([1, 2, 3], first: [10], afterRequest: [10, 20]))
    }
}

final class TryMapTests: PubSubTestCase {
    let matrix = OperatorMatrix {
        $0.tryMap { v -> Int in
            if v == 3 { throw TestError.other }
            return v * 10
        }
    }
    func testTryMap_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2], [10, 20]), failure: ([1], [10]), cancel: ([1], [10]), demand: ([1, 2], first: [10], afterRequest: [10, 20]))
    }
    func testTryMap_Throws() { matrix.values([1, 3, 4], [10], completion: "failure(TestError.other)") }

    func testTryMap_ThrowCancelsUpstreamBeforeFailing() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.handleEvents(receiveCancel: { log.append("up cancel") })
            .tryMap { v -> Int in
                if v == 3 { throw TestError.boom }
                return v
            }
            .sink(receiveCompletion: { log.append(fmt($0)) }, receiveValue: { log.append("value(\($0))") })
        subject.send(1)
        subject.send(3)
        subject.send(4)
        XCTAssertEqual(log, ["value(1)", "up cancel", "failure(TestError.boom)"])
        _ = cancellable
    }
}

final class FilterTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.filter { $0.isMultiple(of: 2) } }
    func testFilter_Never() { matrix.never() }
    func testFilter_Empty() { matrix.empty() }
    func testFilter_Values() { matrix.values([1, 2, 3, 4], [2, 4]) }
    func testFilter_Failure() { matrix.failure([1, 2], [2]) }
    func testFilter_Cancel() { matrix.cancel([1, 2], [2]) }
    func testFilter_DemandReplacesDroppedValues() { matrix.demand([1, 2, 3, 4], first: [2], afterRequest: [2, 4]) }
}

final class MapErrorTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.mapError { _ in TestError.other } }
    func testMapError_Never() { matrix.never() }
    func testMapError_Empty() { matrix.empty() }
    func testMapError_Values() { matrix.values([1, 2], [1, 2]) }
    func testMapError_Failure() { matrix.failure([1], [1], completion: "failure(TestError.other)") }
    func testMapError_Cancel() { matrix.cancel([1], [1]) }
    func testMapError_Demand() { matrix.demand([1, 2], first: [1], afterRequest: [1, 2]) }
}

final class SetFailureTypeTests: PubSubTestCase {
    func testSetFailureType_ValuesAndFinish() {
        let recorder = TestSubscriber<Int, TestError>()
        Just(2).setFailureType(to: TestError.self).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.subscription, .request(.unlimited), .input(2), .completion(.finished)])
    }

    func testSetFailureType_Never() {
        let recorder = TestSubscriber<Int, TestError>()
        Empty<Int, Never>(completeImmediately: false).setFailureType(to: TestError.self).subscribe(recorder)
        XCTAssertEqual(recorder.values, [])
        XCTAssertNil(recorder.completion)
        recorder.cancel()
    }

    func testSetFailureType_Empty() {
        let recorder = TestSubscriber<Int, TestError>()
        Empty<Int, Never>().setFailureType(to: TestError.self).subscribe(recorder)
        XCTAssertEqual(recorder.completion, .finished)
    }

    func testSetFailureType_CancelAndDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .max(1))
        subject.setFailureType(to: TestError.self).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        recorder.cancel()
        recorder.request(.max(1))
        subject.send(3)
        XCTAssertEqual(recorder.values, [1])
    }
}

final class RemoveDuplicatesTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.removeDuplicates() }
    func testRemoveDuplicates_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 1, 2, 2, 2, 1, 3, 3], [1, 2, 1, 3]), failure: ([1, 1], [1]), cancel: ([1, 1, 2], [1, 2]),
            demand: ([1, 1, 2, 3], first: [1], afterRequest: [1, 2]))
    }

    func testRemoveDuplicatesBy() {
        let recorder = TestSubscriber<Int, Never>()
        [1, 3, 4, 6, 7].publisher.removeDuplicates { $0 % 2 == $1 % 2 }.subscribe(recorder)
        XCTAssertEqual(recorder.values, [1, 4, 7])
    }
}

final class PrefixTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.prefix(2) }
    func testPrefix_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(
            values: ([1, 2, 3], [1, 2]), failure: ([1], [1]), cancel: ([1], [1]), demand: ([1, 2, 3], first: [1], afterRequest: [1, 2]))
    }

    func testPrefix_Zero() {
        let recorder = TestSubscriber<Int, Never>()
        PassthroughSubject<Int, Never>().prefix(0).subscribe(recorder)
        XCTAssertEqual(recorder.completionText, "finished")
    }

    func testPrefix_CancelsUpstreamThenFinishes() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.handleEvents(receiveCancel: { log.append("up cancel") }).prefix(2)
            .sink(receiveCompletion: { log.append(fmt($0)) }, receiveValue: { log.append("value(\($0))") })
        subject.send(1)
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(log, ["value(1)", "value(2)", "up cancel", "finished"])
        _ = cancellable
    }
}

final class FirstTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.first() }
    func testFirst_NeverEmptyValuesFailureCancelDemand() {
        matrix.rows(values: ([4, 5], [4]), failure: ([], []), cancel: ([], []), demand: ([1, 2], first: [1], afterRequest: [1]))
    }
    func testFirst_FailureAfterValueIsIgnored() { matrix.failure([7], [7], completion: "finished") }
}

final class ReplaceErrorTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.replaceError(with: 0) }
    func testReplaceError_Never() { matrix.never() }
    func testReplaceError_Empty() { matrix.empty() }
    func testReplaceError_Values() { matrix.values([1, 2], [1, 2]) }
    func testReplaceError_Failure() { matrix.failure([1], [1, 0], completion: "finished") }
    func testReplaceError_Cancel() { matrix.cancel([1], [1]) }
    func testReplaceError_Demand() { matrix.demand([1, 2], first: [1], afterRequest: [1, 2]) }

    func testReplaceError_ReplacementWaitsForDemand() {
        let recorder = TestSubscriber<Int, Never>(initialDemand: .none)
        Fail<Int, TestError>(error: .boom).replaceError(with: 0).subscribe(recorder)
        XCTAssertEqual(recorder.values, [])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [0])
        XCTAssertEqual(recorder.completionText, "finished")
    }
}

final class CatchTests: PubSubTestCase {
    let matrix = OperatorMatrix { $0.catch { _ in [-1, -2].publisher } }
    func testCatch_Never() { matrix.never() }
    func testCatch_Empty() { matrix.empty() }
    func testCatch_Values() { matrix.values([1, 2], [1, 2]) }
    func testCatch_Failure() { matrix.failure([1], [1, -1, -2], completion: "finished") }
    func testCatch_Cancel() { matrix.cancel([1], [1]) }
    func testCatch_Demand() { matrix.demand([1, 2], first: [1], afterRequest: [1, 2]) }

    func testCatch_OutstandingDemandCarriesOverToReplacement() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = TestSubscriber<Int, TestError>(initialDemand: .max(3))
        subject.catch { _ in [100, 200, 300].publisher.setFailureType(to: TestError.self) }.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .failure(.boom))
        XCTAssertEqual(recorder.values, [1, 100, 200])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [1, 100, 200, 300])
        XCTAssertEqual(recorder.completionText, "finished")
    }

    func testCatch_ReplacementFailureIsForwarded() {
        let recorder = TestSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: .boom).catch { _ in Fail<Int, TestError>(error: .other) }.subscribe(recorder)
        XCTAssertEqual(recorder.completion, .failure(.other))
    }
}

final class HandleEventsTests: PubSubTestCase {
    func testHandleEvents_Order() {
        var log: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.handleEvents(
            receiveSubscription: { _ in log.append("subscription") },
            receiveOutput: { log.append("output(\($0))") },
            receiveCompletion: { log.append("completion(\(fmt($0)))") },
            receiveCancel: { log.append("cancel") },
            receiveRequest: { log.append("request(\(fmt($0)))") }
        ).sink { log.append("sink(\($0))") }
        subject.send(1)
        subject.send(completion: .finished)
        cancellable.cancel()
        XCTAssertEqual(log, ["subscription", "request(unlimited)", "output(1)", "sink(1)", "completion(finished)"])
    }

    let matrix = OperatorMatrix { $0.handleEvents() }
    func testHandleEvents_NeverEmptyValuesFailureCancelDemand() { matrix.passesThrough() }
}
