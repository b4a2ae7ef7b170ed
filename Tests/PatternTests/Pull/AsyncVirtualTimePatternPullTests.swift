// The async virtual-time pattern: a search debounced by a stream scheduler and retried after a
// `Task.sleep` on an injected `Clock`, tested on ONE virtual time line. The kit's `TestSchedulerClock`
// is a view of ReactiveSwift's `TestScheduler`, so one `await clock.advance(by:)` runs the debounce,
// wakes the sleep and delivers the result, in due-time order, with no real waiting.
// `swift test --filter AsyncPattern` runs every async pattern, `--filter AsyncVirtualTimePattern` this one.
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift + the kit's TestSchedulerClock)

final class AsyncVirtualTimePatternPullTests: XCTestCase {
    // snippet: async-virtual-time-pull
    @MainActor
    func testAsyncPattern_pullAsyncVirtualTime_failedSearchIsRetriedAfterTheSleep() async {
        // Given one time line: a test scheduler and a clock that is a view of it
        let scheduler = TestScheduler()
        let clock = TestSchedulerClock(scheduler)
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let (queries, typing) = Signal<String, Never>.pipe()
        let disposable = PullLibraryViewModel.asyncSearchPipeline(
            queries: SignalProducer(queries), main: scheduler, service: .failing(times: 1), clock: clock
        ).start(recorder.observer)

        // When the user types and 2 s pass: the debounce (0.3 s), a failed fetch, the sleep (1 s)
        typing.send(value: "ReactiveSwift")
        await clock.advance(by: .seconds(2))

        // Then the retried result arrives at 1.3 s
        XCTAssertEqual(recorder.events, [.value(1.3, "Library name: ReactiveSwift")])
        disposable.dispose()
        await clock.advance()  // observe(on:) sends the interruption on the scheduler
    }
    // end-snippet

    /// The same time line with the typing scripted on it as a marble line: "ReactiveSwift" at 0 s,
    /// "Combine" at 0.5 s, while the first search's retry sleeps (it failed at 0.3 s, retries at 1.3 s).
    @MainActor
    func testAsyncPattern_pullAsyncVirtualTime_newerQueryCancelsTheRetrysSleep() async throws {
        let scheduler = TestScheduler()
        let clock = TestSchedulerClock(scheduler)
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let typing = try scheduler.createHotSignal(
            "a----b", values: ["a": "ReactiveSwift", "b": "Combine"], error: Never?.none, frame: .milliseconds(100))
        let disposable = PullLibraryViewModel.asyncSearchPipeline(
            queries: SignalProducer(typing), main: scheduler, service: .failing(times: 1), clock: clock
        ).start(recorder.observer)

        await clock.advance(by: .seconds(3))

        XCTAssertEqual(recorder.events, [.value(0.8, "Library name: Combine")])
        disposable.dispose()
        await clock.advance()  // observe(on:) sends the interruption on the scheduler
    }
}
