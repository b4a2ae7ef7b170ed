// Errors and retries: a failed request becomes label text; where the `catch` sits decides whether
// the pipeline survives; `retry` re-subscribes, and the cold test stream's subscription log shows it.
//
//   names    -n-r---          n="Nope" (not in the catalog)  r = the style's library
//   inside   -e-a---          catch inside flatMap: the error is a value, the next name still works
//   outside  -(e|)            catch outside flatMap: the error ends the whole pipeline
//
//   request  -#               cold, fails after one frame (100 ms); retried twice (3 attempts)
//   output   ---#             subscriptions ^!  -^!  --^!
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The request error the retry tests use.
struct RequestFailed: Error, Equatable {}

// MARK: - PubSub (Combine + combine-schedulers)

final class ErrorPatternPubSubTests: XCTestCase {
    func testPubSubErrors_failedSearchShowsTheErrorText() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate, searchDebounce: 0)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.searchText.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.query.send("Nope")

        XCTAssertEqual(texts, ["Error occurred: library not found"])
    }

    // snippet: errors-pubsub-inside
    func testPubSubErrors_catchInsideFlatMap_keepsThePipelineAlive() {
        let service = MockWebService()
        let names = PassthroughSubject<String, Never>()
        let texts = names.map { name in
            service.fetchLibraryPubSub(named: name).map(libraryText)
                .catch { Just(errorText($0)) }  // inside: only this request fails
        }
        .switchToLatest()
        var events: [String] = []
        let cancellable = texts.sink(receiveCompletion: { _ in events.append("completed") }, receiveValue: { events.append($0) })
        defer { cancellable.cancel() }

        names.send("Nope")
        names.send("Combine")

        XCTAssertEqual(events, ["Error occurred: library not found", "Library name: Combine"])
    }
    // end-snippet

    // snippet: errors-pubsub-outside
    func testPubSubErrors_catchOutsideFlatMap_endsThePipeline() {
        let service = MockWebService()
        let names = PassthroughSubject<String, URLError>()
        let texts = names.map { name in service.fetchLibraryPubSub(named: name).map(libraryText) }
            .switchToLatest()
            .catch { Just(errorText($0)) }  // outside: the error has already ended the outer stream
        var events: [String] = []
        let cancellable = texts.sink(receiveCompletion: { _ in events.append("completed") }, receiveValue: { events.append($0) })
        defer { cancellable.cancel() }

        names.send("Nope")
        names.send("Combine")  // nobody listens any more

        XCTAssertEqual(events, ["Error occurred: library not found", "completed"])
    }
    // end-snippet

    // snippet: errors-pubsub-retry
    func testPubSubErrors_retry_resubscribesAndLogsEachAttempt() throws {
        let scheduler = DispatchQueue.test
        let request = try scheduler.createColdPublisher(
            "-#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        let subscriber = RecordingSubscriber<String, RequestFailed>(scheduler: scheduler)

        request.publisher.retry(2).subscribe(subscriber)
        scheduler.run()

        XCTAssertMarbles(subscriber, "---#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        XCTAssertSubscriptions(request, ["^!", "-^!", "--^!"], frame: .milliseconds(100))
    }
    // end-snippet
}
