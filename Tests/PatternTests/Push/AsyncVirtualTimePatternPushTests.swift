// The async virtual-time pattern: a search debounced by a stream scheduler and retried after a
// `Task.sleep` on an injected `Clock`, tested on ONE virtual time line. The kit's `TestSchedulerClock`
// is a view of RxTest's `TestScheduler`, so one `await clock.advance(by:)` runs the debounce, wakes
// the sleep and delivers the result, in due-time order, with no real waiting.
// `swift test --filter AsyncPattern` runs every async pattern, `--filter AsyncVirtualTimePattern` this one.
import Foundation
import LibraryFetch
import PushKit
import PushStreams
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxTest + the kit's TestSchedulerClock)

final class AsyncVirtualTimePatternPushTests: XCTestCase {
    // snippet: async-virtual-time-push
    @MainActor
    func testAsyncPattern_pushAsyncVirtualTime_failedSearchIsRetriedAfterTheSleep() async {
        // Given one time line: a test scheduler and a clock that is a view of it
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let clock = TestSchedulerClock(scheduler, resolution: 0.001)
        let results = scheduler.createObserver(String.self)
        let queries = PublishSubject<String>()
        let subscription = PushLibraryViewModel.asyncSearchPipeline(
            queries: queries, main: scheduler, service: .failing(times: 1), clock: clock
        ).subscribe(results)
        defer { subscription.dispose() }

        // When the user types and 2 s pass: the debounce (0.3 s), a failed fetch, the sleep (1 s)
        queries.onNext("RxSwift")
        await clock.advance(by: .seconds(2))

        // Then the retried result arrives at 1.3 s (tick 1,300, plus RxTest's one-tick delivery)
        XCTAssertEqual(results.events, [.next(1_301, "Library name: RxSwift")])
    }
    // end-snippet

    /// The same time line with the typing scripted on it: "RxSwift" at 0 s, "Combine" at 0.5 s, while
    /// the first search's retry sleeps (it failed at 0.3 s and would retry at 1.3 s).
    @MainActor
    func testAsyncPattern_pushAsyncVirtualTime_newerQueryCancelsTheRetrysSleep() async {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let clock = TestSchedulerClock(scheduler, resolution: 0.001)
        let results = scheduler.createObserver(String.self)
        let typing = scheduler.createHotObservable([.next(0, "RxSwift"), .next(500, "Combine")])
        let subscription = PushLibraryViewModel.asyncSearchPipeline(
            queries: typing.asObservable(), main: scheduler, service: .failing(times: 1), clock: clock
        ).subscribe(results)
        defer { subscription.dispose() }

        await clock.advance(by: .seconds(3))

        XCTAssertEqual(results.events, [.next(801, "Library name: Combine")])
    }
}
