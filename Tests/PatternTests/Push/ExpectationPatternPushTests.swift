// Avoiding expectations: the same asynchronous test written twice. First the way most tests
// start, with a real queue and an `XCTestExpectation` (it waits milliseconds of real time and
// passes or times out depending on the machine); then with the patterns of this cookbook
// (inject a test scheduler, sink into a recorder, advance the clock) — synchronous, exact, instant.
//
//   tap at 0 s, result delivered on the main-queue scheduler  ->  "Library name: X" at 0 s
//   typing "RxSwift", debounce 0.3 s                          ->  "Library name: RxSwift" at 0.3 s
import Foundation
import LibraryFetch
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxTest)

final class ExpectationPatternPushTests: XCTestCase {
    // snippet: expectation-push-expectation
    func testPushExpectation_withXCTestExpectation() {
        let queue = DispatchQueue(label: "main-stand-in")
        let live = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "live")
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .always(live), searchDebounce: 0.005)
        let arrived = expectation(description: "search result")
        let texts = Collected<String>()
        let bag = DisposeBag()
        viewModel.output.searchText.subscribe(onNext: {
            texts.append($0)
            arrived.fulfill()
        }).disposed(by: bag)

        viewModel.input.query.onNext("RxSwift")

        wait(for: [arrived], timeout: 0.5)  // real time: the debounce must be shortened to keep this fast
        queue.sync {}  // and the queue must finish its turn before the test ends
        XCTAssertEqual(texts.values, ["Library name: RxSwift"])
    }
    // end-snippet

    // snippet: expectation-push-virtual
    func testPushExpectation_withoutExpectation() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.output.searchText.bind(to: observer).disposed(by: bag)

        viewModel.input.query.onNext("RxSwift")
        scheduler.advanceTo(10)  // the real 0.3 s debounce, in no time

        XCTAssertEqual(observer.events, [.next(3, "Library name: RxSwift")])
    }
    // end-snippet
}
