import PushStreams
import PushStreamsTest
import XCTest

/// The marble examples in the doc comments of `debounce` and `throttle`, played on the test scheduler
/// (one frame = `ticks` ticks, subscribed at tick 0), so the examples stay true of the code.
/// Expected values follow RxSwift's `Debounce.swift` and `Throttle.swift`: a debounced element goes out
/// `dueTime` after the last one, and completion flushes only what is still pending; a throttled element
/// that arrives once `dueTime` has passed since the last one sent goes out at once, replacing a pending
/// latest one.
final class DocExampleTimingTests: PushTestCase {
    func testDebounce_DocExample() {
        // source: --1-2-----3--|   (ticks of 10), dueTime 20
        // result: ------2-----3|
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(20, 1), .next(40, 2), .next(100, 3), .completed(130)])
        let result = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
            source.debounce(.seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(60, 2), .next(120, 3), .completed(130)])
    }

    func testThrottle_DocExample() {
        // source: -1-2-3----4-|   (ticks of 5), dueTime 20, latest: true
        // result: -1---3----4-|
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(5, 1), .next(15, 2), .next(25, 3), .next(50, 4), .completed(60)])
        let result = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) {
            source.throttle(.seconds(20), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(5, 1), .next(25, 3), .next(50, 4), .completed(60)])
    }
}
