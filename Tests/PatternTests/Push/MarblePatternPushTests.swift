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
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

/// The marble lines all three sections share.
enum SearchMarbles {
    static let query = "-abc------c----d---"
    static let queries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]
    static let text = "------x-----------y"
    static let texts = ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
}

// MARK: - Push (RxSwift + RxTest)

final class MarblePatternPushTests: XCTestCase {
    // snippet: marbles-push
    func testPushMarbles_debouncedSearch() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let bag = DisposeBag()
        try scheduler.createHotObservable("-abc------c----d---", values: SearchMarbles.queries)
            .bind(to: viewModel.input.query).disposed(by: bag)

        let observer = scheduler.start { viewModel.output.searchText }

        XCTAssertMarbles(observer.events, "------x-----------y", values: SearchMarbles.texts)
    }
    // end-snippet

    // snippet: marbles-push-tap
    func testPushMarbles_tapTwice() throws {
        // No processing delay, so `observe(on:)` delivers in the frame of the tap, as in the other styles
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: false)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let bag = DisposeBag()
        try scheduler.createHotObservable("-t-t----", values: ["t": ()])
            .bind(to: viewModel.input.tap).disposed(by: bag)

        let observer = scheduler.start { viewModel.output.text }

        XCTAssertMarbles(observer.events, "-a-a----", values: ["a": "Library name: RxSwift"])
    }
    // end-snippet

    /// The tap test's variations: a failing first fetch, and RxTest's default one-tick processing
    /// delay, which moves each result one frame after its tap.
    func testPushMarbles_tapVariations() throws {
        let rows: [(service: MockWebService, processingDelay: Bool, text: String)] = [
            (.failingFirst(1), false, "-e-a----"),  // failure then success
            (MockWebService(), true, "--a-a---"),  // processing delay: each result one frame late
        ]
        let values = ["a": "Library name: RxSwift", "e": "Error occurred: not connected to the internet"]
        for row in rows {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: row.processingDelay)
            let viewModel = PushLibraryViewModel(webService: row.service, schedulers: .test(scheduler))
            let bag = DisposeBag()
            try scheduler.createHotObservable("-t-t----", values: ["t": ()])
                .bind(to: viewModel.input.tap).disposed(by: bag)

            let observer = scheduler.start { viewModel.output.text }

            XCTAssertMarbles(observer.events, row.text, values: values)  // a mismatch names the expected line
        }
    }

    func testPushMarbles_aWrongLineExplainsTheDifference() {
        let events: [Recorded<Event<String>>] = [.next(206, "Library name: RxSwift")]  // frame 6 after subscription

        let message = marbleMismatchMessage(events, "-----x", values: SearchMarbles.texts)

        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("expected: -----x") == true, message ?? "")
        XCTAssertTrue(message?.contains("actual:   ------x") == true, message ?? "")
    }
}
