import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// The async/await bridges, as RxSwift's Observable+Concurrency.swift and PrimitiveSequence+Concurrency.swift do them.

final class ConcurrencyBridgeTests: PushTestCase {
    func testValues_YieldsElements_ThrowsTheError_InfallibleValuesEnd() async throws {
        var seen: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { seen.append(value) }
        XCTAssertEqual(seen, [1, 2, 3])

        do {
            for try await _ in Observable<Int>.error(TestError.boom).values {}
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, .boom)
        }

        var infallible: [String] = []
        for await value in Infallible.of("a", "b").values { infallible.append(value) }
        XCTAssertEqual(infallible, ["a", "b"])
    }

    func testAsyncSequenceAsObservable_ElementsThenCompletion_ErrorAsError() {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        XCTAssertEqual(try stream.asObservable().toBlocking(timeout: 5).toArray(), [1, 2])

        let failing = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        guard case let .failed(elements, error) = failing.asObservable().toBlocking(timeout: 5).materialize() else {
            return XCTFail("expected the error")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, .boom)
    }

    func testTraitValue_SingleMaybeCompletable_AndSingleCreateFromAsyncWork() async throws {
        let element = try await Single.just(5).value
        XCTAssertEqual(element, 5)
        let empty = try await Maybe<Int>.empty().value
        XCTAssertNil(empty)
        let found = try await Maybe.just(6).value
        XCTAssertEqual(found, 6)
        try await Completable.empty().value
        do {
            _ = try await Single<Int>.error(TestError.other).value
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual(error as? TestError, .other)
        }
        let worked = try await Single<Int>.create { () async throws -> Int in 7 }.value
        XCTAssertEqual(worked, 7)
    }
}
