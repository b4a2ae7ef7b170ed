// The blocking-first pattern: turn a cold, finite stream into a plain value and assert on it.
// `ensureLibraryExists(library:)` combines two requests (details + all identifiers) and completes,
// so blocking on its first value is safe. Every wait has a timeout: a stream that never delivers
// fails the test after it instead of hanging.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + firstValue)

final class BlockingFirstPatternPubSubTests: XCTestCase {
    // snippet: blocking-first-pubsub
    func testPubSubBlockingFirst_knownLibraryExists() throws {
        // Given a view model over a mock service that knows Combine
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we block on the first value of the cold check
        let exists = try viewModel.ensureLibraryExists(library: Library(name: "Combine")).firstValue(within: 1)

        // Then it is true
        XCTAssertEqual(exists, true)
    }
    // end-snippet

    func testPubSubBlockingFirst_identifierMissing_isFalse() throws {
        let service = MockWebService()
        service.fetchIdentifiersPubSubHandler = {
            Deferred { Just([]).setFailureType(to: URLError.self).eraseToAnyPublisher() }
        }
        let viewModel = PubSubLibraryViewModel(webService: service, schedulers: .immediate)

        let exists = try viewModel.ensureLibraryExists(library: Library(name: "Combine")).firstValue(within: 1)

        XCTAssertEqual(exists, false)
    }

    // snippet: blocking-first-pubsub-failure
    func testPubSubBlockingFirst_failingRequest_throwsItsError() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        XCTAssertThrowsError(
            try viewModel.ensureLibraryExists(library: Library(name: "Unknown")).firstValue(within: 1)
        ) { error in
            XCTAssertEqual(error as? URLError, URLError(.fileDoesNotExist))
        }
    }
    // end-snippet

    func testPubSubBlockingFirst_publisherThatNeverDelivers_timesOut() {
        let subject = PassthroughSubject<Bool, Never>()

        XCTAssertThrowsError(try subject.firstValue(within: 0.005)) { error in
            XCTAssertEqual(error as? FirstValueWithinError, .timedOut(0.005))
        }
    }
}
