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
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + combine-schedulers)

final class SchedulerInjectionPatternPubSubTests: XCTestCase {
    // snippet: injection-pubsub-live
    func testPubSubInjection_liveQueue_valueIsNotThereRightAfterTheTap() {
        let queue = DispatchQueue(label: "background")
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .always(queue.eraseToAnyScheduler()))
        var cancellables = Set<AnyCancellable>()
        let texts = Collected<String>()
        viewModel.output.text.sink(receiveValue: texts.append).store(in: &cancellables)

        queue.suspend()  // the queue is busy elsewhere, as a real main queue may be
        viewModel.input.tap.send()
        XCTAssertEqual(texts.values, [])  // the sink test's assertion runs too early

        queue.resume()
        queue.sync {}  // drain: only now has the value arrived
        XCTAssertEqual(texts.values, ["Library name: Combine"])
    }
    // end-snippet

    // snippet: injection-pubsub-test
    func testPubSubInjection_testScheduler_valueArrivesWhenTheClockRuns() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.tap.send()
        XCTAssertEqual(texts, [])

        scheduler.run()
        XCTAssertEqual(texts, ["Library name: Combine"])
    }
    // end-snippet

    func testPubSubInjection_immediate_collapsesTheDebounce() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.searchText.sink { texts.append($0) }.store(in: &cancellables)

        for query in ["R", "RxSwift"] { viewModel.input.query.send(query) }

        XCTAssertEqual(texts, ["Error occurred: library not found", "Library name: RxSwift"])
    }
}
