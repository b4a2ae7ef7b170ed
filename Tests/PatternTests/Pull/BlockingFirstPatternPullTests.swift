// The blocking-first pattern: turn a cold, finite stream into a plain value and assert on it.
// `ensureLibraryExists(library:)` combines two requests (details + all identifiers) and completes,
// so blocking on its first value is safe. Every wait has a timeout: a stream that never delivers
// fails the test after it instead of hanging.
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift)

final class BlockingFirstPatternPullTests: XCTestCase {
    // snippet: blocking-first-pull
    func testPullBlockingFirst_knownLibraryExists() {
        // Given a view model over a mock service that knows ReactiveSwift
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we block on the first value of the cold check
        let exists = viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift")).first()

        // Then it is true
        XCTAssertEqual(exists, .success(true))
    }
    // end-snippet

    func testPullBlockingFirst_identifierMissing_isFalse() {
        let service = MockWebService()
        service.fetchIdentifiersPullHandler = { SignalProducer(value: []) }
        let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)

        let exists = viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift")).first(within: 1)

        XCTAssertEqual(exists, .success(false))
    }

    // snippet: blocking-first-pull-failure
    func testPullBlockingFirst_failingRequest_givesItsError() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        let result = viewModel.ensureLibraryExists(library: Library(name: "Unknown")).first()

        XCTAssertEqual(result, .failure(URLError(.fileDoesNotExist)))
    }
    // end-snippet

    func testPullBlockingFirst_producerThatNeverDelivers_timesOut() {
        let result = SignalProducer<Bool, URLError>.never.first(within: 0.005)

        XCTAssertEqual(result, .failure(.timedOut(0.005)))
    }
}
