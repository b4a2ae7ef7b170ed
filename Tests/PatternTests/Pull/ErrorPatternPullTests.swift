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
import PullKit
import PullStreams
import XCTest

/// The request error the retry tests use.
struct RequestFailed: Error, Equatable {}

// MARK: - Pull (ReactiveSwift)

final class ErrorPatternPullTests: XCTestCase {
    func testPullErrors_failedSearchShowsTheErrorText() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate, searchDebounce: 0)
        var texts: [String] = []
        let disposable = viewModel.output.searchText.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.query.send(value: "Nope")

        XCTAssertEqual(texts, ["Error occurred: library not found"])
    }

    // snippet: errors-pull-inside
    func testPullErrors_catchInsideFlatMap_keepsThePipelineAlive() {
        let service = MockWebService()
        let (names, input) = Signal<String, Never>.pipe()
        let texts = names.flatMap(.latest) { name in
            service.fetchLibraryPull(named: name).map(libraryText)
                .flatMapError { SignalProducer(value: errorText($0)) }  // inside: only this request fails
        }
        var events: [Signal<String, Never>.Event] = []
        let disposable = texts.observe { events.append($0) }
        defer { disposable?.dispose() }

        input.send(value: "Nope")
        input.send(value: "ReactiveSwift")

        XCTAssertEqual(events, [.value("Error occurred: library not found"), .value("Library name: ReactiveSwift")])
    }
    // end-snippet

    // snippet: errors-pull-outside
    func testPullErrors_catchOutsideFlatMap_endsThePipeline() {
        let service = MockWebService()
        let (names, input) = Signal<String, Never>.pipe()
        let texts = names.flatMap(.latest) { name in service.fetchLibraryPull(named: name).map(libraryText) }
            .flatMapError { SignalProducer<String, Never>(value: errorText($0)) }  // outside: the error has ended the stream
        var events: [Signal<String, Never>.Event] = []
        let disposable = texts.observe { events.append($0) }
        defer { disposable?.dispose() }

        input.send(value: "Nope")
        input.send(value: "ReactiveSwift")  // nobody listens any more

        XCTAssertEqual(events, [.value("Error occurred: library not found"), .completed])
    }
    // end-snippet

    // snippet: errors-pull-retry
    func testPullErrors_retry_resubscribesAndLogsEachAttempt() throws {
        let scheduler = TestScheduler()
        let request = try scheduler.createColdProducer(
            "-#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        let recorder = TestRecorder<String, RequestFailed>(scheduler: scheduler)

        request.producer.retry(upTo: 2).start(recorder.observer)
        scheduler.run()

        XCTAssertMarbles(recorder, "---#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        XCTAssertSubscriptions(request, ["^!", "-^!", "--^!"], frame: .milliseconds(100))
    }
    // end-snippet
}
