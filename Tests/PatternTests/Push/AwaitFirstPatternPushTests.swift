// The await-first pattern: the async counterpart of blocking-first. Await the first value of a cold,
// finite stream in an `async` test, with RxSwift's own bridge (`Single.value`), and
// put a real-time `timeout` on the stream so a stream that never delivers fails the test instead of
// hanging it. Nothing blocks a thread: the test suspends while the stream works.
// `swift test --filter AsyncPattern` runs every async pattern, `--filter AwaitFirstPattern` this one.
import Foundation
import LibraryFetch
import PushKit
import PushStreams
import XCTest

// MARK: - Push (RxSwift 6.5+: `values`, `Single.value`)

final class AwaitFirstPatternPushTests: XCTestCase {
    // snippet: await-first-push
    func testAsyncPattern_pushAwaitFirst_knownLibraryExists() async throws {
        // Given a view model over a mock service that knows RxSwift
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we await the first value of the cold check, giving up after a second
        let exists = try await viewModel.ensureLibraryExists(library: Library(name: "RxSwift"))
            .take(1).asSingle()
            .timeout(.seconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
            .value

        // Then it is true
        XCTAssertEqual(exists, true)
    }
    // end-snippet

    // snippet: await-first-push-failure
    func testAsyncPattern_pushAwaitFirst_failingRequest_throwsItsError() async {
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        do {
            _ = try await viewModel.ensureLibraryExists(library: Library(name: "Unknown")).take(1).asSingle().value
            XCTFail("expected the request's error")
        } catch {
            XCTAssertEqual(error as? URLError, URLError(.fileDoesNotExist))
        }
    }
    // end-snippet

    // snippet: await-first-push-timeout
    func testAsyncPattern_pushAwaitFirst_silentStream_timesOutInsteadOfHanging() async {
        let silent = PublishSubject<Bool>()  // hot, and nobody sends

        do {
            _ = try await silent.take(1).asSingle()
                .timeout(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
                .value
            XCTFail("expected RxError.timeout")
        } catch RxError.timeout {
            // the stream gave up after 20 ms
        } catch {
            XCTFail("expected RxError.timeout, got \(error)")
        }
    }
    // end-snippet
}
