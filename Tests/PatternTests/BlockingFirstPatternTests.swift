// The blocking-first pattern: turn a cold, finite stream into a plain value and assert on it.
// `ensureLibraryExists(library:)` combines two requests (details + all identifiers) and completes,
// so blocking on its first value is safe. Every wait has a timeout: a stream that never delivers
// fails the test after it instead of hanging.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsBlocking
import XCTest

// MARK: - Push (RxSwift + RxBlocking)

final class BlockingFirstPatternPushTests: PatternTestCase {
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

// MARK: - Pull (ReactiveSwift)

final class BlockingFirstPatternPullTests: PatternTestCase {
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

        let exists = viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift")).first(timeout: 1)

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
        let result = SignalProducer<Bool, URLError>.never.first(timeout: 0.005)

        guard case let .failure(error)? = result else {
            return XCTFail("expected a timeout failure, got \(String(describing: result))")
        }
        XCTAssertTrue(error.isTimeout, "expected a timeout, got \(error)")
    }
}

// MARK: - PubSub (Combine + firstValue)

final class BlockingFirstPatternPubSubTests: PatternTestCase {
    // snippet: blocking-first-pubsub
    func testPubSubBlockingFirst_knownLibraryExists() throws {
        // Given a view model over a mock service that knows Combine
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        // When we block on the first value of the cold check
        let exists = try viewModel.ensureLibraryExists(library: Library(name: "Combine")).firstValue(timeout: 1)

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

        let exists = try viewModel.ensureLibraryExists(library: Library(name: "Combine")).firstValue(timeout: 1)

        XCTAssertEqual(exists, false)
    }

    // snippet: blocking-first-pubsub-failure
    func testPubSubBlockingFirst_failingRequest_throwsItsError() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)

        XCTAssertThrowsError(
            try viewModel.ensureLibraryExists(library: Library(name: "Unknown")).firstValue(timeout: 1)
        ) { error in
            XCTAssertEqual(error as? URLError, URLError(.fileDoesNotExist))
        }
    }
    // end-snippet

    func testPubSubBlockingFirst_publisherThatNeverDelivers_timesOut() {
        let subject = PassthroughSubject<Bool, Never>()

        XCTAssertThrowsError(try subject.firstValue(timeout: 0.005)) { error in
            XCTAssertEqual(error as? FirstValueError, .timedOut(seconds: 0.005))
        }
    }
}
