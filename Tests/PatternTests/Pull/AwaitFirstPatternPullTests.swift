// The await-first pattern: the async counterpart of blocking-first. ReactiveSwift has no async bridge,
// so the pull kit adds one (`PullKit/SignalProducer+Values.swift`: `values` and an async `first()`,
// written with ReactiveSwift's public API). A real-time `timeout` on the producer fails a test whose
// producer never delivers instead of hanging it. Nothing blocks a thread.
// `swift test --filter AsyncPattern` runs every async pattern, `--filter AwaitFirstPattern` this one.
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift + the pull kit's async first())

final class AwaitFirstPatternPullTests: XCTestCase {
    // snippet: await-first-pull
    func testAsyncPattern_pullAwaitFirst_knownLibraryExists() async throws {
        // Given a view model over a mock service that knows ReactiveSwift
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we await the first value of the cold check, giving up after a second
        let exists = try await viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift"))
            .timeout(after: 1, raising: URLError(.timedOut), on: QueueScheduler(qos: .default, name: "timeout"))
            .first()

        // Then it is true
        XCTAssertEqual(exists, true)
    }
    // end-snippet

    // snippet: await-first-pull-failure
    func testAsyncPattern_pullAwaitFirst_failingRequest_throwsItsError() async {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        do {
            _ = try await viewModel.ensureLibraryExists(library: Library(name: "Unknown")).first()
            XCTFail("expected the request's error")
        } catch {
            XCTAssertEqual(error, URLError(.fileDoesNotExist))  // typed: the producer's own URLError
        }
    }
    // end-snippet

    // snippet: await-first-pull-timeout
    func testAsyncPattern_pullAwaitFirst_silentProducer_timesOutInsteadOfHanging() async {
        let silent = SignalProducer<Bool, URLError>.never  // starts, and never sends

        do {
            let timed = silent.timeout(after: 0.02, raising: URLError(.timedOut), on: QueueScheduler(qos: .default, name: "timeout"))
            _ = try await timed.first()
            XCTFail("expected the timeout's error")
        } catch {
            XCTAssertEqual(error, URLError(.timedOut))
        }
    }
    // end-snippet
}
