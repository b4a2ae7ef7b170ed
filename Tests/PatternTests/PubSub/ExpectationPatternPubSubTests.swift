// Avoiding expectations: the same asynchronous test written twice. First the way most tests
// start, with a real queue and an `XCTestExpectation` (it waits milliseconds of real time and
// passes or times out depending on the machine); then with the patterns of this cookbook
// (inject a test scheduler, sink into a recorder, advance the clock) — synchronous, exact, instant.
//
//   tap at 0 s, result delivered on the main-queue scheduler  ->  "Library name: X" at 0 s
//   typing "RxSwift", debounce 0.3 s                          ->  "Library name: RxSwift" at 0.3 s
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + combine-schedulers)

final class ExpectationPatternPubSubTests: XCTestCase {
    // snippet: expectation-pubsub-expectation
    func testPubSubExpectation_withXCTestExpectation() {
        let queue = DispatchQueue(label: "main-stand-in")
        let viewModel = PubSubLibraryViewModel(
            webService: MockWebService(), schedulers: .always(queue.eraseToAnyScheduler()), searchDebounce: 0.005)
        let arrived = expectation(description: "search result")
        let texts = Collected<String>()
        let cancellable = viewModel.output.searchText.sink {
            texts.append($0)
            arrived.fulfill()
        }
        defer { cancellable.cancel() }

        viewModel.input.query.send("Combine")

        wait(for: [arrived], timeout: 0.5)  // real time: the debounce must be shortened to keep this fast
        queue.sync {}  // and the queue must finish its turn before the test ends
        XCTAssertEqual(texts.values, ["Library name: Combine"])
    }
    // end-snippet

    // snippet: expectation-pubsub-virtual
    func testPubSubExpectation_withoutExpectation() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.searchText.subscribe(subscriber)
        defer { subscriber.cancel() }

        viewModel.input.query.send("Combine")
        scheduler.advance(by: .seconds(1))  // the real 0.3 s debounce, in no time

        XCTAssertEqual(subscriber.records, [.init(time: 0.3, .input("Library name: Combine"))])
    }
    // end-snippet
}
