// The virtual-time pattern: inject a test scheduler, drive its clock, assert *when* events happen.
// Scenario (one frame = 100 ms): the user types "R", "Rx", "RxSwift" at 0.1 s, 0.2 s, 0.3 s, types
// "RxSwift" again at 1.0 s and "Nope" at 1.5 s. The search is debounced by 0.3 s, repeats are
// dropped and only the latest query is fetched, so the label changes at 0.6 s and at 1.8 s:
//
//   query   -abc------c----d---     a="R" b="Rx" c="RxSwift" d="Nope"
//   text    ------x-----------y     x="Library name: RxSwift" y="Error occurred: library not found"
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift)

final class VirtualTimePatternPullTests: XCTestCase {
    // snippet: virtual-time-pull
    func testPullVirtualTime_debouncedSearch_emitsAfterTheQuietPeriodWithTheLatestQuery() {
        // Given a test scheduler injected as the main-queue scheduler, and a timed recorder
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let disposable = viewModel.output.searchText.observe(recorder.observer)
        defer { disposable?.dispose() }

        // When the user types, with the clock advanced between keystrokes
        for (time, query) in [(100, "R"), (200, "Rx"), (300, "RxSwift"), (1_000, "RxSwift"), (1_500, "Nope")] {
            scheduler.schedule(after: .milliseconds(time)) { viewModel.input.query.send(value: query) }
        }
        scheduler.advance(by: 3)

        // Then only the settled queries were fetched, each 0.3 s after the last keystroke
        XCTAssertEqual(
            recorder.events,
            [
                .value(0.6, "Library name: RxSwift"),
                .value(1.8, "Error occurred: library not found"),
            ])
    }
    // end-snippet

    func testPullVirtualTime_nothingBeforeTheQuietPeriodEnds() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        var texts: [String] = []
        let disposable = viewModel.output.searchText.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.query.send(value: "RxSwift")
        scheduler.advance(by: 0.2)
        XCTAssertEqual(texts, [])

        scheduler.advance(by: 0.1)
        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
}
