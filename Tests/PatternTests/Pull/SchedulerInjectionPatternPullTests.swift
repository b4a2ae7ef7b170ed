// The scheduler-injection pattern: the view model never creates a queue; it asks the injected
// `SchedulerProvider` for `scheduler(forQueue: .main)`. Production passes `.live`, tests pass
// `.immediate` (no time at all) or `.test(scheduler)` (virtual time). Same behaviour per style:
//
//   provider     after tap.send()     after the clock / queue has run
//   immediate    ["Library name: X"]  (nothing to run)
//   live queue   []                   ["Library name: X"]   <- why a sink test on a real queue fails
//   test         []                   ["Library name: X"]   (the test says when: advance/run)
//
// The live case is shown deterministically: the real queue is suspended while the test taps, so
// the value cannot have arrived at the assertion; resuming and draining the queue delivers it.
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift)

final class SchedulerInjectionPatternPullTests: XCTestCase {
    // snippet: injection-pull-live
    func testPullInjection_liveQueue_valueIsNotThereRightAfterTheTap() {
        let queue = DispatchQueue(label: "background")
        let live = QueueScheduler(name: "main-stand-in", targeting: queue)
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(live))
        let texts = Collected<String>()
        let disposable = viewModel.output.text.observeValues(texts.append)
        defer { disposable?.dispose() }

        queue.suspend()  // the queue is busy elsewhere, as a real main queue may be
        viewModel.input.tap.send(value: ())
        XCTAssertEqual(texts.values, [])  // the sink test's assertion runs too early

        queue.resume()
        queue.sync {}  // drain: only now has the value arrived
        XCTAssertEqual(texts.values, ["Library name: ReactiveSwift"])
    }
    // end-snippet

    func testPullInjection_testScheduler_valueArrivesWhenTheClockRuns() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())
        XCTAssertEqual(texts, [])

        scheduler.run()
        XCTAssertEqual(texts, ["Library name: ReactiveSwift"])
    }

    func testPullInjection_immediate_collapsesTheDebounce() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.searchText.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        for query in ["R", "RxSwift"] { viewModel.input.query.send(value: query) }

        XCTAssertEqual(texts, ["Error occurred: library not found", "Library name: RxSwift"])
    }
}
