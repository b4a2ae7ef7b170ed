// The async virtual-time pattern: a search debounced by a stream scheduler and retried after a
// `Task.sleep` on an injected `Clock`, tested on ONE virtual time line. The kit's `TestSchedulerClock`
// is a view of combine-schedulers' `DispatchQueue.test`, so one `await clock.advance(by:)` runs the
// debounce, wakes the sleep and delivers the result, in due-time order, with no real waiting.
// `swift test --filter AsyncPattern` runs every async pattern, `--filter AsyncVirtualTimePattern` this one.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + combine-schedulers + the kit's TestSchedulerClock)

final class AsyncVirtualTimePatternPubSubTests: XCTestCase {
    // snippet: async-virtual-time-pubsub
    @MainActor
    func testAsyncPattern_pubSubAsyncVirtualTime_failedSearchIsRetriedAfterTheSleep() async {
        // Given one time line: a test scheduler and a clock that is a view of it
        let scheduler = DispatchQueue.test
        let clock = TestSchedulerClock(scheduler)
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        let queries = PassthroughSubject<String, Never>()
        PubSubLibraryViewModel.asyncSearchPipeline(
            queries: queries.eraseToAnyPublisher(), main: scheduler.eraseToAnyScheduler(), service: .failing(times: 1), clock: clock
        ).subscribe(subscriber)
        defer { subscriber.cancel() }

        // When the user types and 2 s pass: the debounce (0.3 s), a failed fetch, the sleep (1 s)
        queries.send("Combine")
        await clock.advance(by: .seconds(2))

        // Then the retried result arrives at 1.3 s
        XCTAssertEqual(subscriber.records, [.init(time: 1.3, .input("Library name: Combine"))])
    }
    // end-snippet

    /// The same time line with the typing scripted on it as a marble line: "Combine" at 0 s,
    /// "RxSwift" at 0.5 s, while the first search's retry sleeps (it failed at 0.3 s, retries at 1.3 s).
    @MainActor
    func testAsyncPattern_pubSubAsyncVirtualTime_newerQueryCancelsTheRetrysSleep() async throws {
        let scheduler = DispatchQueue.test
        let clock = TestSchedulerClock(scheduler)
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        let typing = try scheduler.createHotPublisher("a----b", values: ["a": "Combine", "b": "RxSwift"], frame: .milliseconds(100))
        PubSubLibraryViewModel.asyncSearchPipeline(
            queries: typing, main: scheduler.eraseToAnyScheduler(), service: .failing(times: 1), clock: clock
        ).subscribe(subscriber)
        defer { subscriber.cancel() }

        await clock.advance(by: .seconds(3))

        XCTAssertEqual(subscriber.records, [.init(time: 0.8, .input("Library name: RxSwift"))])
    }
}
