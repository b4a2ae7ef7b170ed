// The virtual-time pattern: inject a test scheduler, drive its clock, assert *when* events happen.
// Scenario (one frame = 100 ms): the user types "R", "Rx", "RxSwift" at 0.1 s, 0.2 s, 0.3 s, types
// "RxSwift" again at 1.0 s and "Nope" at 1.5 s. The search is debounced by 0.3 s, repeats are
// dropped and only the latest query is fetched, so the label changes at 0.6 s and at 1.8 s:
//
//   query   -abc------c----d---     a="R" b="Rx" c="RxSwift" d="Nope"
//   text    ------x-----------y     x="Library name: RxSwift" y="Error occurred: library not found"
import Foundation
import LibraryFetch
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxTest)

final class VirtualTimePatternPushTests: XCTestCase {
    // snippet: virtual-time-push
    func testPushVirtualTime_debouncedSearch_emitsAfterTheQuietPeriodWithTheLatestQuery() {
        // Given one tick = 0.1 s, and the typing as a hot observable bound to the query input
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let typing = scheduler.createHotObservable([
            .next(1, "R"), .next(2, "Rx"), .next(3, "RxSwift"), .next(10, "RxSwift"), .next(15, "Nope"),
        ])
        let bag = DisposeBag()
        typing.bind(to: viewModel.input.query).disposed(by: bag)

        // When the clock runs from subscription at 0 to disposal at 30
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 30) { viewModel.output.searchText }

        // Then only the settled queries were fetched, each 0.3 s after the last keystroke
        XCTAssertEqual(
            observer.events,
            [
                .next(6, "Library name: RxSwift"),
                .next(18, "Error occurred: library not found"),
            ])
    }
    // end-snippet

    func testPushVirtualTime_nothingBeforeTheQuietPeriodEnds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.output.searchText.bind(to: observer).disposed(by: bag)

        scheduler.scheduleAt(1) { viewModel.input.query.onNext("RxSwift") }
        scheduler.advanceTo(3)
        XCTAssertEqual(observer.events, [])

        scheduler.advanceTo(4)
        XCTAssertEqual(observer.events, [.next(4, "Library name: RxSwift")])
    }
}
