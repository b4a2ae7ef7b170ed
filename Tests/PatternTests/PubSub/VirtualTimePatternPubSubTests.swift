// The virtual-time pattern: inject a test scheduler, drive its clock, assert *when* events happen.
// Scenario (one frame = 100 ms): the user types "R", "Rx", "RxSwift" at 0.1 s, 0.2 s, 0.3 s, types
// "RxSwift" again at 1.0 s and "Nope" at 1.5 s. The search is debounced by 0.3 s, repeats are
// dropped and only the latest query is fetched, so the label changes at 0.6 s and at 1.8 s:
//
//   query   -abc------c----d---     a="R" b="Rx" c="RxSwift" d="Nope"
//   text    ------x-----------y     x="Library name: RxSwift" y="Error occurred: library not found"
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + combine-schedulers)

final class VirtualTimePatternPubSubTests: XCTestCase {
    // snippet: virtual-time-pubsub
    func testPubSubVirtualTime_debouncedSearch_emitsAfterTheQuietPeriodWithTheLatestQuery() {
        // Given DispatchQueue.test injected as the main queue, and a timed test subscriber
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.searchText.subscribe(subscriber)
        defer { subscriber.cancel() }

        // When the user types, with the clock advanced between keystrokes
        for (time, query) in [(100, "R"), (200, "Rx"), (300, "RxSwift"), (1_000, "RxSwift"), (1_500, "Nope")] {
            scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(time))) { viewModel.input.query.send(query) }
        }
        scheduler.advance(by: .seconds(3))

        // Then only the settled queries were fetched, each 0.3 s after the last keystroke
        XCTAssertEqual(
            subscriber.records,
            [
                .init(time: 0.6, .input("Library name: RxSwift")),
                .init(time: 1.8, .input("Error occurred: library not found")),
            ])
    }
    // end-snippet

    func testPubSubVirtualTime_nothingBeforeTheQuietPeriodEnds() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.searchText.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.query.send("RxSwift")
        scheduler.advance(by: .milliseconds(200))
        XCTAssertEqual(texts, [])

        scheduler.advance(by: .milliseconds(100))
        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
}
