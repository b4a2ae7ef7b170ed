// The sink pattern: subscribe a recorder to a hot output, poke the inputs, assert what was recorded.
// Synchronous: no expectations, no sleeps. Three sibling sections, one per style, same behaviour.
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift)

final class SinkPatternPullTests: XCTestCase {
    // snippet: sink-pull
    func testPullSink_tapOnce_showsTheLibraryName() {
        // Given a view model over a mock service, with the output recorded into an array
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        // When the button is tapped
        viewModel.input.tap.send(value: ())

        // Then the label shows the fetched library
        XCTAssertEqual(texts, ["Library name: ReactiveSwift"])
    }
    // end-snippet

    /// Two taps, one label each: twice the library, or the mock's one failure and then the library.
    func testPullSink_twoTaps_showOneLabelPerTapAndKeepWorkingAfterAFailure() {
        let rows: [(name: String, service: MockWebService, expected: [String])] = [
            ("answering", MockWebService(), ["Library name: ReactiveSwift", "Library name: ReactiveSwift"]),
            ("failing first", .failingFirst(1), ["Error occurred: not connected to the internet", "Library name: ReactiveSwift"]),
        ]
        for (name, service, expected) in rows {
            let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)
            var texts: [String] = []
            let disposable = viewModel.output.text.observeValues { texts.append($0) }
            defer { disposable?.dispose() }

            viewModel.input.tap.send(value: ())
            viewModel.input.tap.send(value: ())

            XCTAssertEqual(texts, expected, name)
        }
    }

    // snippet: sink-pull-recorder
    /// The same sink with a timed recorder and a test scheduler: taps at 10 s and 20 s.
    func testPullSink_testSchedulerAndRecorder() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let disposable = viewModel.output.text.observe(recorder.observer)
        defer { disposable?.dispose() }

        scheduler.schedule(after: .seconds(10)) { viewModel.input.tap.send(value: ()) }
        scheduler.schedule(after: .seconds(20)) { viewModel.input.tap.send(value: ()) }
        scheduler.run()

        XCTAssertEqual(
            recorder.events,
            [
                .value(10, "Library name: ReactiveSwift"),
                .value(20, "Library name: ReactiveSwift"),
            ])
    }
    // end-snippet
}
