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
        XCTAssertEqual(recorder.values, [], file: file, line: line)
        XCTAssertNil(recorder.completionText, file: file, line: line)
        recorder.cancel()
    }

    /// A source that finishes at once: the operator finishes with `values`.
    func empty(_ values: [P.Output] = [], completion: String = "finished", file: StaticString = #filePath, line: UInt = #line) {
        let recorder = subscribe(Empty<Int, TestError>())
        XCTAssertEqual(recorder.values, values, file: file, line: line)
        XCTAssertEqual(recorder.completionText, completion, file: file, line: line)
    }

    /// A source of `input` then finished.
    func values(
        _ input: [Int], _ expected: [P.Output], completion: String? = "finished",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = subscribe(input.publisher.setFailureType(to: TestError.self))
        XCTAssertEqual(recorder.values, expected, file: file, line: line)
        XCTAssertEqual(recorder.completionText, completion, file: file, line: line)
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
        XCTAssertEqual(recorder.values, expected, file: file, line: line)
        XCTAssertEqual(recorder.completionText, completion, file: file, line: line)
    }

    /// Cancelling cancels upstream and stops everything: later input has no effect.
    func cancel(_ input: [Int], _ expected: [P.Output], file: StaticString = #filePath, line: UInt = #line) {
        let subject = PassthroughSubject<Int, TestError>()
        var upstreamCancelled = false
        let recorder = subscribe(subject.handleEvents(receiveCancel: { upstreamCancelled = true }))
        input.forEach(subject.send)
        recorder.cancel()
        XCTAssertTrue(upstreamCancelled, "upstream was not cancelled", file: file, line: line)
        subject.send(99)
        subject.send(completion: .finished)
        XCTAssertEqual(recorder.values, expected, file: file, line: line)
        XCTAssertNil(recorder.completionText, file: file, line: line)
    }

    /// With demand for one value, one value arrives; the next request brings the next.
    func demand(
        _ input: [Int], first: [P.Output], afterRequest: [P.Output],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorder = subscribe(input.publisher.setFailureType(to: TestError.self), demand: .max(1))
        XCTAssertEqual(recorder.values, first, file: file, line: line)
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, afterRequest, file: file, line: line)
        recorder.cancel()
    }
}
