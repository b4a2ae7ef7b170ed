import Foundation
import LibraryFetch
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling
import TestReporting
import XCTest

/// `LiveWebService` against a real HTTP server on loopback, in all three styles.
///
/// The server is a separate `python3` process (see `LoopbackServer`), started once for this class
/// and stopped (terminated and waited for) in the class's `tearDown`, so none outlives the run.
/// If it cannot start, every test here fails with the reason; nothing is skipped.
/// Each test also checks that no subscription outlives it (each style's `Resources` count).
final class LiveWebServiceIntegrationTests: CookbookTestCase {
    private static let server = Locked<Result<LoopbackServer, Error>?>(nil)
    private var startCounts: (push: Int, pull: Int, pubSub: Int) = (0, 0, 0)

    override func setUp() {
        super.setUp()
        startCounts = Self.liveCounts
    }

    override func tearDown() {
        // Answers arrive on URLSession's queue, which may still hold the last references for a moment.
        let deadline = Date(timeIntervalSinceNow: 1)
        while Self.liveCounts != startCounts, Date() < deadline { usleep(1_000) }
        let end = Self.liveCounts
        XCTAssertEqual(end.push, startCounts.push, "push: a subscription outlived the test")
        XCTAssertEqual(end.pull, startCounts.pull, "pull: an observation outlived the test")
        XCTAssertEqual(end.pubSub, startCounts.pubSub, "pub-sub: a subscription outlived the test")
        super.tearDown()
    }

    override class func tearDown() {
        let started = server.withLock { state in
            defer { state = nil }
            return try? state?.get()
        }
        started?.stop()
        super.tearDown()
    }

    private static var liveCounts: (push: Int, pull: Int, pubSub: Int) {
        (Int(PushStreams.Resources.total), PullStreams.Resources.total, PubSubStreams.Resources.total)
    }

    /// The running server, started on first use; throws (failing the test) if it could not start.
    private func startedServer() throws -> LoopbackServer {
        try Self.server.withLock { state in
            let result = state ?? Result { try LoopbackServer() }
            state = result
            return result
        }.get()
    }

    private func liveService(timeout: TimeInterval = 2) throws -> LiveWebService {
        LiveWebService(baseURL: try startedServer().baseURL, timeout: timeout)
    }

    // MARK: - Push

    func testPush_LiveFetch_DeliversLibraryDetailsAndIdentifiersOffTheMainThread() throws {
        let service = try liveService()

        let (library, d1) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: "RxSwift"))
        let (details, d2) = DeliveryRecorder.subscribe(service.fetchDetailsPush(for: Library(name: "RxSwift")))
        let (identifiers, d3) = DeliveryRecorder.subscribe(service.fetchIdentifiersPush())
        defer { for disposable in [d1, d2, d3] { disposable.dispose() } }

        let first = try XCTUnwrap(library.first(), "no answer within 1 s")
        XCTAssertEqual(first.event.value, Library(name: "RxSwift"))
        XCTAssertFalse(first.onMainThread, "URLSession answers on a background queue")
        XCTAssertEqual(details.first()?.event.value?.globalIdentifier, "swift.rxswift")
        XCTAssertEqual(identifiers.first()?.event.value, ["swift.rxswift", "swift.reactiveswift", "swift.combine"])
    }

    func testPush_UnknownName_FailsWithFileDoesNotExist() throws {
        try assertUnknownNameFails(Self.push)
    }

    func testPush_MalformedBody_FailsWithCannotParseResponse() throws {
        try assertMalformedBodyFails(Self.push)
    }

    func testPush_DisposeBeforeTheResponse_CancelsTheRequest() throws {
        try assertStopBeforeTheResponseCancels(Self.push, name: "SlowPush")
    }

    func testPush_UnreachableServer_FailsWithinTheTimeout() throws {
        try assertUnreachableServerFailsWithinTheTimeout(Self.push)
    }

    // MARK: - Pull

    func testPull_LiveFetch_DeliversLibraryDetailsAndIdentifiersOffTheMainThread() throws {
        let service = try liveService()

        let (library, d1) = DeliveryRecorder.start(service.fetchLibraryPull(named: "ReactiveSwift"))
        defer { d1.dispose() }
        let first = try XCTUnwrap(library.first(), "no answer within 1 s")
        XCTAssertEqual(first.event.value, Library(name: "ReactiveSwift"))
        XCTAssertFalse(first.onMainThread, "URLSession answers on a background queue")
        // Blocking-first, with ReactiveSwift's own `first(timeout:)`.
        let details = try service.fetchDetailsPull(for: Library(name: "ReactiveSwift")).first(timeout: 1)?.get()
        XCTAssertEqual(details?.globalIdentifier, "swift.reactiveswift")
        let identifiers = try service.fetchIdentifiersPull().first(timeout: 1)?.get()
        XCTAssertEqual(identifiers, ["swift.rxswift", "swift.reactiveswift", "swift.combine"])
    }

    func testPull_UnknownName_FailsWithFileDoesNotExist() throws {
        let result = try liveService().fetchLibraryPull(named: "Nope").first(timeout: 1)

        guard case let .failure(.failed(error)) = result else { return XCTFail("expected a failure, got \(String(describing: result))") }
        XCTAssertEqual(error.code, .fileDoesNotExist)
    }

    func testPull_MalformedBody_FailsWithCannotParseResponse() throws {
        let result = try liveService().fetchLibraryPull(named: "Malformed").first(timeout: 1)

        guard case let .failure(.failed(error)) = result else { return XCTFail("expected a failure, got \(String(describing: result))") }
        XCTAssertEqual(error.code, .cannotParseResponse)
    }

    func testPull_InterruptBeforeTheResponse_CancelsTheRequest() throws {
        let server = try startedServer()
        let (recorder, disposable) = DeliveryRecorder.start(try liveService().fetchLibraryPull(named: "SlowPull"))
        XCTAssertTrue(server.waitForLine("REQUEST /libraries/SlowPull"), "the request never reached the server")

        disposable.dispose()

        XCTAssertTrue(server.waitForLine("DROPPED /libraries/SlowPull"), "the server never saw the client hang up; log: \(server.lines)")
        usleep(20_000)
        XCTAssertEqual(recorder.all.map { "\($0.event)" }, ["interrupted"], "disposal interrupts; nothing follows")
    }

    func testPull_UnreachableServer_FailsWithinTheTimeout() throws {
        let service = LiveWebService(baseURL: try startedServer().closedURL, timeout: 1)
        let started = Date()

        let result = service.fetchLibraryPull(named: "RxSwift").first(timeout: 2)

        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        guard case let .failure(.failed(error)) = result else { return XCTFail("expected a failure, got \(String(describing: result))") }
        XCTAssertEqual(error.code, .cannotConnectToHost)
    }

    func testPull_SlowServer_FailsWithTimedOutAfterTheRequestTimeout() throws {
        let server = try startedServer()
        let service = LiveWebService(baseURL: server.baseURL, timeout: 0.04)
        let started = Date()

        let result = service.fetchLibraryPull(named: "SlowTimeout").first(timeout: 2)

        let elapsed = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(elapsed, 0.035)
        XCTAssertLessThan(elapsed, 1.5)
        guard case let .failure(.failed(error)) = result else { return XCTFail("expected a failure, got \(String(describing: result))") }
        XCTAssertEqual(error.code, .timedOut)
        XCTAssertEqual(reason(for: error), "the request timed out")
    }

    func testPull_EnsureLibraryExists_CombinesTwoLiveRequests() throws {
        let viewModel = PullLibraryViewModel(webService: try liveService(), schedulers: .immediate)

        XCTAssertEqual(try viewModel.ensureLibraryExists(library: Library(name: "Combine")).first(timeout: 1)?.get(), true)
    }

    // MARK: - PubSub

    func testPubSub_LiveFetch_DeliversLibraryDetailsAndIdentifiers() throws {
        let service = try liveService()

        let (library, c1) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: "Combine"))
        let (details, c2) = DeliveryRecorder.sink(service.fetchDetailsPubSub(for: Library(name: "Combine")))
        let (identifiers, c3) = DeliveryRecorder.sink(service.fetchIdentifiersPubSub())
        defer { for cancellable in [c1, c2, c3] { cancellable.cancel() } }

        // No thread check here, unlike push and pull: the request starts inside `Deferred { Future }`,
        // and a `Future` fulfilled before the sink's demand arrives hands its value over on the thread
        // that asks (Combine's too). On loopback, under the thread sanitizer, that is sometimes this one.
        let first = try XCTUnwrap(library.first(), "no answer within 1 s")
        XCTAssertEqual(first.event.value, Library(name: "Combine"))
        XCTAssertEqual(details.first()?.event.value?.globalIdentifier, "swift.combine")
        XCTAssertEqual(identifiers.first()?.event.value, ["swift.rxswift", "swift.reactiveswift", "swift.combine"])
    }

    func testPubSub_UnknownName_FailsWithFileDoesNotExist() throws {
        try assertUnknownNameFails(Self.pubSub)
    }

    func testPubSub_MalformedBody_FailsWithCannotParseResponse() throws {
        try assertMalformedBodyFails(Self.pubSub)
    }

    func testPubSub_CancelBeforeTheResponse_CancelsTheRequest() throws {
        try assertStopBeforeTheResponseCancels(Self.pubSub, name: "SlowPubSub")
    }

    func testPubSub_UnreachableServer_FailsWithinTheTimeout() throws {
        try assertUnreachableServerFailsWithinTheTimeout(Self.pubSub)
    }

    // MARK: - Push and pub-sub: the same scenarios through a recorder

    /// Starts one style's fetch of `name` into a recorder; `stop` disposes (push) or cancels (pub-sub) it.
    private typealias RecordedFetch = @Sendable (LiveWebService, String) -> (recorder: DeliveryRecorder<Library>, stop: () -> Void)

    private static let push: RecordedFetch = { service, name in
        let (recorder, disposable) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: name))
        return (recorder, disposable.dispose)
    }

    private static let pubSub: RecordedFetch = { service, name in
        let (recorder, cancellable) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: name))
        return (recorder, cancellable.cancel)
    }

    private func assertUnknownNameFails(_ fetch: RecordedFetch, line: UInt = #line) throws {
        let (recorder, stop) = fetch(try liveService(), "Nope")
        defer { stop() }

        let error = try XCTUnwrap(recorder.first()?.event.urlError, line: line)
        XCTAssertEqual(error.code, .fileDoesNotExist, line: line)
        XCTAssertEqual(errorText(error), "Error occurred: library not found", line: line)
    }

    private func assertMalformedBodyFails(_ fetch: RecordedFetch, line: UInt = #line) throws {
        let (recorder, stop) = fetch(try liveService(), "Malformed")
        defer { stop() }

        XCTAssertEqual(recorder.first()?.event.urlError?.code, .cannotParseResponse, line: line)
    }

    /// Disposing or cancelling before the answer hangs up on the server, and nothing is delivered after.
    private func assertStopBeforeTheResponseCancels(_ fetch: RecordedFetch, name: String, line: UInt = #line) throws {
        let server = try startedServer()
        let (recorder, stop) = fetch(try liveService(), name)
        XCTAssertTrue(server.waitForLine("REQUEST /libraries/\(name)"), "the request never reached the server", line: line)

        stop()

        XCTAssertTrue(
            server.waitForLine("DROPPED /libraries/\(name)"), "the server never saw the client hang up; log: \(server.lines)", line: line)
        usleep(20_000)
        XCTAssertEqual(recorder.all.count, 0, "nothing may follow disposal or cancellation", line: line)
    }

    private func assertUnreachableServerFailsWithinTheTimeout(_ fetch: RecordedFetch, line: UInt = #line) throws {
        let service = LiveWebService(baseURL: try startedServer().closedURL, timeout: 1)
        let started = Date()
        let (recorder, stop) = fetch(service, "RxSwift")
        defer { stop() }

        let error = try XCTUnwrap(recorder.first(timeout: 2)?.event.urlError, "no error within 2 s", line: line)
        XCTAssertLessThan(Date().timeIntervalSince(started), 1, line: line)
        XCTAssertEqual(error.code, .cannotConnectToHost, line: line)
        XCTAssertEqual(reason(for: error), "cannot reach the server", line: line)
    }

    // MARK: - Every style

    func testEveryStyle_ServerError_FailsWithBadServerResponse() throws {
        let service = try liveService()

        let (push, d) = DeliveryRecorder.subscribe(service.fetchLibraryPush(named: "Broken"))
        defer { d.dispose() }
        let pull = service.fetchLibraryPull(named: "Broken").first(timeout: 1)
        let (pubSub, c) = DeliveryRecorder.sink(service.fetchLibraryPubSub(named: "Broken"))
        defer { c.cancel() }

        XCTAssertEqual(push.first()?.event.urlError?.code, .badServerResponse)
        guard case let .failure(.failed(error)) = pull else { return XCTFail("expected a failure, got \(String(describing: pull))") }
        XCTAssertEqual(error.code, .badServerResponse)
        XCTAssertEqual(pubSub.first()?.event.urlError?.code, .badServerResponse)
        XCTAssertEqual(reason(for: error), "bad server response")
    }

    func testURL_PercentEncodesEachSegmentAndKeepsTheBasePath() {
        let service = LiveWebService(baseURL: URL(string: "http://127.0.0.1:9/api/")!)

        let url = service.url(["libraries", "Rx Swift/2", "details"])

        XCTAssertEqual(url?.absoluteString, "http://127.0.0.1:9/api/libraries/Rx%20Swift%2F2/details")
    }
}
