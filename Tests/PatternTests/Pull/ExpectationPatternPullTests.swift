// Avoiding expectations: the same asynchronous test written twice. First the way most tests
// start, with a real queue and an `XCTestExpectation` (it waits milliseconds of real time and
// passes or times out depending on the machine); then with the patterns of this cookbook
// (inject a test scheduler, sink into a recorder, advance the clock) — synchronous, exact, instant.
//
//   tap at 0 s, result delivered on the main-queue scheduler  ->  "Library name: X" at 0 s
//   typing "RxSwift", debounce 0.3 s                          ->  "Library name: RxSwift" at 0.3 s
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift)

final class ExpectationPatternPullTests: XCTestCase {
    // snippet: expectation-pull-expectation
    func testPullExpectation_withXCTestExpectation() {
        let queue = DispatchQueue(label: "main-stand-in")
        let live = QueueScheduler(name: "live", targeting: queue)
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(live), searchDebounce: 0.005)
        let arrived = expectation(description: "search result")
        let texts = Collected<String>()
        let disposable = viewModel.output.searchText.observeValues {
            texts.append($0)
            arrived.fulfill()
        }
        defer { disposable?.dispose() }

        viewModel.input.query.send(value: "ReactiveSwift")

        wait(for: [arrived], timeout: 0.5)  // real time: the debounce must be shortened to keep this fast
        queue.sync {}  // and the queue must finish its turn before the test ends
        XCTAssertEqual(texts.values, ["Library name: ReactiveSwift"])
    }
    // end-snippet

    // snippet: expectation-pull-virtual
    func testPullExpectation_withoutExpectation() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let disposable = viewModel.output.searchText.observe(recorder.observer)
        defer { disposable?.dispose() }

        viewModel.input.query.send(value: "ReactiveSwift")
        scheduler.advance(by: .seconds(1))  // the real 0.3 s debounce, in no time

        XCTAssertEqual(recorder.events, [.value(0.3, "Library name: ReactiveSwift")])
    }
    // end-snippet
}
