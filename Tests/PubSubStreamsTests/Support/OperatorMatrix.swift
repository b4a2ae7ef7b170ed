import PubSubStreamsTest
import XCTest

/// The never / empty / values / failure / cancel / demand checks every operator gets
/// (RxSwift's `testMap_Never`, `testMap_Empty`, … naming), over an `Int` source failing with `TestError`.
struct OperatorMatrix<P: Publisher> where P.Output: Equatable {
    let apply: (AnyPublisher<Int, TestError>) -> P

    init(_ apply: @escaping (AnyPublisher<Int, TestError>) -> P) {
        self.apply = apply
    }

    private func subscribe(_ source: some Publisher<Int, TestError>, demand: Subscribers.Demand = .unlimited)
        -> TestSubscriber<P.Output, P.Failure>
    {
        let recorder = TestSubscriber<P.Output, P.Failure>(initialDemand: demand)
        apply(source.eraseToAnyPublisher()).subscribe(recorder)
        return recorder
    }

    /// A source that never emits nor completes: nothing arrives.
    func never(file: StaticString = #filePath, line: UInt = #line) {
        let recorder = subscribe(Empty<Int, TestError>(completeImmediately: false))
        XCTAssertEqual(recorder.values, [], "row never", file: file, line: line)
        XCTAssertNil(recorder.completionText, "row never", file: file, line: line)
        recorder.cancel()
    }

    /// A source that finishes at once: the operator finishes with `values`.
    func empty(_ values: [P.Output] = [], completion: String = "finished", file: StaticString = #filePath, line: UInt = #line) {
        let recorder = subscribe(Empty<Int, TestError>())
        XCTAssertEqual(recorder.values, values, "row empty", file: file, line: line)
        XCTAssertEqual(recorder.completionText, completion, "row empty", file: file, line: line)
    }

    /// A source of `input` then finished.
    func values(
        _ input: [Int], _ expected: [P.Output], completion: String? = "finished",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = subscribe(input.publisher.setFailureType(to: TestError.self))
        XCTAssertEqual(recorder.values, expected, "row values", file: file, line: line)
        XCTAssertEqual(recorder.completionText, completion, "row values", file: file, line: line)
        recorder.cancel()
    }

    /// A source of `input` then `TestError.boom`.
    func failure(
        _ input: [Int], _ expected: [P.Output], completion: String = "failure(TestError.boom)",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subscribe(subject)
        input.forEach(subject.send)
        subject.send(completion: .failure(.boom))
        XCTAssertEqual(recorder.values, expected, "row failure", file: file, line: line)
        XCTAssertEqual(recorder.completionText, completion, "row failure", file: file, line: line)
    }

    /// Cancelling cancels upstream and stops everything: later input has no effect.
    func cancel(_ input: [Int], _ expected: [P.Output], file: StaticString = #filePath, line: UInt = #line) {
        let subject = PassthroughSubject<Int, TestError>()
        var upstreamCancelled = false
        let recorder = subscribe(subject.handleEvents(receiveCancel: { upstreamCancelled = true }))
        input.forEach(subject.send)
        recorder.cancel()
        XCTAssertTrue(upstreamCancelled, "row cancel: upstream was not cancelled", file: file, line: line)
        subject.send(99)
        subject.send(completion: .finished)
        XCTAssertEqual(recorder.values, expected, "row cancel", file: file, line: line)
        XCTAssertNil(recorder.completionText, "row cancel", file: file, line: line)
    }

    /// With demand for one value, one value arrives; the next request brings the next.
    func demand(
        _ input: [Int], first: [P.Output], afterRequest: [P.Output],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = subscribe(input.publisher.setFailureType(to: TestError.self), demand: .max(1))
        XCTAssertEqual(recorder.values, first, "row demand", file: file, line: line)
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, afterRequest, "row demand", file: file, line: line)
        recorder.cancel()
    }
}

extension OperatorMatrix where P.Output == Int {
    /// The whole matrix for an operator that hands a plain source on unchanged (a scheduler hop, a side
    /// effect, a buffer with room, a retry whose one new try meets the failure again): nothing from never,
    /// finished from empty, [1, 2] then finished, [1] then the failure, [1] and nothing more after a cancel,
    /// and one value a request. Each check names its row in a failure.
    func passesThrough(file: StaticString = #filePath, line: UInt = #line) {
        rows(
            values: ([1, 2], [1, 2]), failure: ([1], [1]), cancel: ([1], [1]), demand: ([1, 2], first: [1], afterRequest: [1, 2]),
            file: file, line: line)
    }
}

extension OperatorMatrix {
    /// The six rows at once for an operator whose `never` and `empty` rows are the plain ones (nothing;
    /// finished with no value): the `values`, `failure`, `cancel` and `demand` rows with the inputs and
    /// outputs given. Each check names its row in a failure.
    func rows(
        values: ([Int], [P.Output]), failure: ([Int], [P.Output]), cancel: ([Int], [P.Output]),
        demand: ([Int], first: [P.Output], afterRequest: [P.Output]), file: StaticString = #filePath, line: UInt = #line
    ) {
        never(file: file, line: line)
        empty(file: file, line: line)
        self.values(values.0, values.1, file: file, line: line)
        self.failure(failure.0, failure.1, file: file, line: line)
        self.cancel(cancel.0, cancel.1, file: file, line: line)
        self.demand(demand.0, first: demand.first, afterRequest: demand.afterRequest, file: file, line: line)
    }
}
