// The sink pattern: subscribe a recorder to a hot output, poke the inputs, assert what was recorded.
// Synchronous: no expectations, no sleeps. Three sibling sections, one per style, same behaviour.
import Foundation
import LibraryFetch
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxTest)

final class SinkPatternPushTests: XCTestCase {
    // snippet: sink-push
    func testPushSink_tapOnce_showsTheLibraryName() {
        // Given a view model over a mock service, with the output recorded into an array
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        // When the button is tapped
        viewModel.input.tap.onNext(())

        // Then the label shows the fetched library
        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
    // end-snippet

    /// Two taps, one label each: twice the library, or the mock's one failure and then the library.
    func testPushSink_twoTaps_showOneLabelPerTapAndKeepWorkingAfterAFailure() {
        let rows: [(name: String, service: MockWebService, expected: [String])] = [
            ("answering", MockWebService(), ["Library name: RxSwift", "Library name: RxSwift"]),
            ("failing first", .failingFirst(1), ["Error occurred: not connected to the internet", "Library name: RxSwift"]),
        ]
        for (name, service, expected) in rows {
            let viewModel = PushLibraryViewModel(webService: service, schedulers: .immediate)
            let bag = DisposeBag()
            var texts: [String] = []
            viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

            viewModel.input.tap.onNext(())
            viewModel.input.tap.onNext(())

            XCTAssertEqual(texts, expected, name)
        }
    }

    // snippet: sink-push-tutorial
    /// The RxSwift tutorial's test, verbatim but for the imports: a `TestableObserver` as the sink,
    /// cold taps at 10 and 20 bound to the input, `start()` to run the clock.
    func testPushSink_tutorialTestSchedulerAndTestableObserver() {
        let viewModel = PushLibraryViewModel(webService: MockWebService())
        let bag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        viewModel.output.text.bind(to: observer).disposed(by: bag)

        scheduler.createColdObservable([.next(10, ()), .next(20, ())])
            .bind(to: viewModel.input.tap)
            .disposed(by: bag)
        scheduler.start()

        XCTAssertEqual(
            observer.events,
            [
                .next(10, "Library name: RxSwift"),
                .next(20, "Library name: RxSwift"),
            ])
    }
    // end-snippet
}
