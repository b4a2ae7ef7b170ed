// The await-first pattern: the async counterpart of blocking-first. Combine bridges with `values`
// (`AsyncThrowingPublisher`, which asks for one value at a time) and `Future.value`; the first value is
// `values.first(where:)`. A real-time `timeout` on the publisher fails a test whose publisher never
// delivers instead of hanging it. Nothing blocks a thread.
// `swift test --filter AsyncPattern` runs every async pattern, `--filter AwaitFirstPattern` this one.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import XCTest

// MARK: - PubSub (Combine: `values`)

final class AwaitFirstPatternPubSubTests: XCTestCase {
    // snippet: await-first-pubsub
    func testAsyncPattern_pubSubAwaitFirst_knownLibraryExists() async throws {
        // Given a view model over a mock service that knows Combine
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we await the first value of the cold check, giving up after a second
        let exists = try await viewModel.ensureLibraryExists(library: Library(name: "Combine"))
            .timeout(.seconds(1), scheduler: DispatchQueue(label: "timeout"), customError: { URLError(.timedOut) })
            .first()  // ends the subscription with the value: Combine's timeout keeps timing after a completion
            .values.first { _ in true }

        // Then it is true
        XCTAssertEqual(exists, true)
    }
    // end-snippet

    // snippet: await-first-pubsub-failure
    func testAsyncPattern_pubSubAwaitFirst_failingRequest_throwsItsError() async {
        let service = MockWebService()

        do {
            _ = try await service.fetchLibraryPubSub(named: "Unknown").values.first { _ in true }
            XCTFail("expected the request's error")
        } catch {
            XCTAssertEqual(error as? URLError, URLError(.fileDoesNotExist))
        }
    }
    // end-snippet

    // snippet: await-first-pubsub-timeout
    func testAsyncPattern_pubSubAwaitFirst_silentSubject_timesOutInsteadOfHanging() async {
        let silent = PassthroughSubject<Bool, URLError>()  // hot, and nobody sends

        do {
            let timed = silent.timeout(.milliseconds(20), scheduler: DispatchQueue(label: "timeout"), customError: { URLError(.timedOut) })
            _ = try await timed.values.first { _ in true }
            XCTFail("expected the timeout's error")
        } catch {
            XCTAssertEqual(error as? URLError, URLError(.timedOut))
        }
    }
    // end-snippet
}
