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
import PullKit
import PullStreams
import XCTest

/// The marble lines all three sections share.
enum SearchMarbles {
    static let query = "-abc------c----d---"
    static let queries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]
    static let text = "------x-----------y"
    static let texts = ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
}

// MARK: - Pull (ReactiveSwift)

final class MarblePatternPullTests: XCTestCase {
    // snippet: marbles-pull
    func testPullMarbles_debouncedSearch() throws {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let output = viewModel.output.searchText.observe(recorder.observer)
        let typing = try scheduler.createHotSignal(
            "-abc------c----d---", values: SearchMarbles.queries, error: Never?.none, frame: .milliseconds(100))
        let input = typing.observe(viewModel.input.query)
        defer {
            output?.dispose()
            input?.dispose()
        }

        scheduler.run()

        XCTAssertMarbles(recorder, "------x-----------y", values: SearchMarbles.texts, frame: .milliseconds(100))
    }
    // end-snippet

    // snippet: marbles-pull-tap
    func testPullMarbles_tapTwice() throws {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let output = viewModel.output.text.observe(recorder.observer)
        let taps = try scheduler.createHotSignal("-t-t----", values: ["t": ()], error: Never?.none, frame: .milliseconds(100))
        let input = taps.observe(viewModel.input.tap)
        defer {
            output?.dispose()
            input?.dispose()
        }

        scheduler.run()

        XCTAssertMarbles(recorder, "-a-a----", values: ["a": "Library name: ReactiveSwift"], frame: .milliseconds(100))
    }
    // end-snippet

    func testPullMarbles_failureThenSuccess() throws {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let output = viewModel.output.text.observe(recorder.observer)
        let taps = try scheduler.createHotSignal("-t-t----", values: ["t": ()], error: Never?.none, frame: .milliseconds(100))
        let input = taps.observe(viewModel.input.tap)
        defer {
            output?.dispose()
            input?.dispose()
        }

        scheduler.run()

        XCTAssertMarbles(
            recorder, "-e-a----",
            values: [
                "a": "Library name: ReactiveSwift", "e": "Error occurred: not connected to the internet",
            ], frame: .milliseconds(100))
    }

    func testPullMarbles_aWrongLineExplainsTheDifference() throws {
        let scheduler = TestScheduler()
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let hot = try scheduler.createHotSignal("------x", values: SearchMarbles.texts, error: Never?.none, frame: .milliseconds(100))
        let disposable = hot.observe(recorder.observer)
        defer { disposable?.dispose() }
        scheduler.run()

        let message = marbleMismatchMessage(recorder, "-----x", values: SearchMarbles.texts, frame: .milliseconds(100))

        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("expected: -----x") == true, message ?? "")
        XCTAssertTrue(message?.contains("actual:   ------x") == true, message ?? "")
    }
}
