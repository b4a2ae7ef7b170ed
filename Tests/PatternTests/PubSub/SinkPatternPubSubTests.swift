// The sink pattern: subscribe a recorder to a hot output, poke the inputs, assert what was recorded.
// Synchronous: no expectations, no sleeps. Three sibling sections, one per style, same behaviour.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + combine-schedulers)

final class SinkPatternPubSubTests: XCTestCase {
    // snippet: sink-pubsub
    func testPubSubSink_tapOnce_showsTheLibraryName() {
        // Given a view model over a mock service, with the output recorded into an array
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        // When the button is tapped
        viewModel.input.tap.send()

        // Then the label shows the fetched library
        XCTAssertEqual(texts, ["Library name: Combine"])
    }
    // end-snippet

    /// Two taps, one label each: twice the library, or the mock's one failure and then the library.
    func testPubSubSink_twoTaps_showOneLabelPerTapAndKeepWorkingAfterAFailure() {
        let rows: [(name: String, service: MockWebService, expected: [String])] = [
            ("answering", MockWebService(), ["Library name: Combine", "Library name: Combine"]),
            ("failing first", .failingFirst(1), ["Error occurred: not connected to the internet", "Library name: Combine"]),
        ]
        for (name, service, expected) in rows {
            let viewModel = PubSubLibraryViewModel(webService: service, schedulers: .immediate)
            var cancellables = Set<AnyCancellable>()
            var texts: [String] = []
            viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

            viewModel.input.tap.send()
            viewModel.input.tap.send()

            XCTAssertEqual(texts, expected, name)
        }
    }

    // snippet: sink-pubsub-test-scheduler
    /// The same sink driven by `DispatchQueue.test`: taps at 10 s and 20 s, recorded with their times.
    func testPubSubSink_testSchedulerAndRecordingSubscriber() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.text.subscribe(subscriber)
        defer { subscriber.cancel() }

        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) { viewModel.input.tap.send() }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(20))) { viewModel.input.tap.send() }
        scheduler.run()

        XCTAssertEqual(
            subscriber.records,
            [
                .init(time: 10, .input("Library name: Combine")),
                .init(time: 20, .input("Library name: Combine")),
            ])
    }
    // end-snippet
}
