// The blocking-first pattern: turn a cold, finite stream into a plain value and assert on it.
// `ensureLibraryExists(library:)` combines two requests (details + all identifiers) and completes,
// so blocking on its first value is safe. Every wait has a timeout: a stream that never delivers
// fails the test after it instead of hanging.
import Foundation
import LibraryFetch
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxBlocking)

final class BlockingFirstPatternPushTests: XCTestCase {
    // snippet: blocking-first-push
    func testPushBlockingFirst_knownLibraryExists() throws {
        // Given a view model over a mock service that knows RxSwift
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we block on the first value of the cold check
        let exists = try viewModel.ensureLibraryExists(library: Library(name: "RxSwift"))
            .toBlocking(timeout: 1)
            .first()

        // Then it is true
        XCTAssertEqual(exists, true)
    }
    // end-snippet

    func testPushBlockingFirst_identifierMissing_isFalse() throws {
        let service = MockWebService()
        service.fetchIdentifiersPushHandler = { .just([]) }
        let viewModel = PushLibraryViewModel(webService: service, schedulers: .immediate)

        let exists = try viewModel.ensureLibraryExists(library: Library(name: "RxSwift")).toBlocking(timeout: 1).first()

        XCTAssertEqual(exists, false)
    }

    // snippet: blocking-first-push-failure
    func testPushBlockingFirst_failingRequest_throwsItsError() {
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        XCTAssertThrowsError(
            try viewModel.ensureLibraryExists(library: Library(name: "Unknown")).toBlocking(timeout: 1).first()
        ) { error in
            XCTAssertEqual(error as? URLError, URLError(.fileDoesNotExist))
        }
    }
    // end-snippet

    func testPushBlockingFirst_streamThatNeverDelivers_timesOut() {
        let subject = PublishSubject<Bool>()

        XCTAssertThrowsError(try subject.toBlocking(timeout: 0.005).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected RxError.timeout, got \(error)") }
        }
    }
}
