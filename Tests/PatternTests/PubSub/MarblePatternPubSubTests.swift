// The marble pattern: the virtual-time tests again, with inputs and expectations drawn as marble
// lines instead of lists of timed events. One frame (`-`) is 100 ms in every style:
//
//   query   -abc------c----d---     a="R" b="Rx" c="RxSwift" d="Nope"
//   text    ------x-----------y     x="Library name: RxSwift" y="Error occurred: library not found"
//
//   tap     -t-t----                (the tap button, fetching the style's own library)
//   text    -a-a----                a="Library name: <library>"
//
// Push: one tick = one frame (resolution 0.1); a hot line's first column is tick 200, where
// `start` subscribes. Pull and pub-sub: frame 0 is the scheduler's start, `frame:` sets 100 ms.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The marble lines all three sections share.
enum SearchMarbles {
    static let query = "-abc------c----d---"
    static let queries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]
    static let text = "------x-----------y"
    static let texts = ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
}

// MARK: - PubSub (Combine + combine-schedulers)

final class MarblePatternPubSubTests: XCTestCase {
    // snippet: marbles-pubsub
    func testPubSubMarbles_debouncedSearch() throws {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.searchText.subscribe(subscriber)
        let typing = try scheduler.createHotPublisher(
            "-abc------c----d---", values: SearchMarbles.queries, frame: .milliseconds(100))
        let input = typing.subscribe(viewModel.input.query)
        defer {
            subscriber.cancel()
            input.cancel()
        }

        scheduler.run()

        XCTAssertMarbles(subscriber, "------x-----------y", values: SearchMarbles.texts, frame: .milliseconds(100))
    }
    // end-snippet

    // snippet: marbles-pubsub-tap
    func testPubSubMarbles_tapTwice() throws {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.text.subscribe(subscriber)
        let taps = try scheduler.createHotPublisher("-t-t----", values: ["t": ()], frame: .milliseconds(100))
        let input = taps.subscribe(viewModel.input.tap)
        defer {
            subscriber.cancel()
            input.cancel()
        }

        scheduler.run()

        XCTAssertMarbles(subscriber, "-a-a----", values: ["a": "Library name: Combine"], frame: .milliseconds(100))
    }
    // end-snippet

    func testPubSubMarbles_failureThenSuccess() throws {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.text.subscribe(subscriber)
        let taps = try scheduler.createHotPublisher("-t-t----", values: ["t": ()], frame: .milliseconds(100))
        let input = taps.subscribe(viewModel.input.tap)
        defer {
            subscriber.cancel()
            input.cancel()
        }

        scheduler.run()

        XCTAssertMarbles(
            subscriber, "-e-a----",
            values: [
                "a": "Library name: Combine", "e": "Error occurred: not connected to the internet",
            ], frame: .milliseconds(100))
    }

    func testPubSubMarbles_aWrongLineExplainsTheDifference() throws {
        let scheduler = DispatchQueue.test
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        let hot = try scheduler.createHotPublisher("------x", values: SearchMarbles.texts, frame: .milliseconds(100))
        hot.subscribe(subscriber)
        defer { subscriber.cancel() }
        scheduler.run()

        let message = marbleMismatchMessage(subscriber, "-----x", values: SearchMarbles.texts, frame: .milliseconds(100))

        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("expected: -----x") == true, message ?? "")
        XCTAssertTrue(message?.contains("actual:   ------x") == true, message ?? "")
    }
}
