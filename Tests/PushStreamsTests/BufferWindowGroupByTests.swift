import PushStreams
import PushStreamsTest
import XCTest

// buffer(timeSpan:count:scheduler:), window(timeSpan:count:scheduler:), groupBy(keySelector:), enumerated():
// timelines follow RxSwift's BufferTimeCountSink, WindowTimeCountSink and GroupBySink (a full buffer or window
// restarts the timer; the completion sends the buffer in hand, even empty).

final class BufferWindowGroupByTests: PushTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(320)) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(205, 1), .next(215, 2), .next(230, 3), .next(260, 4), .next(300, 5), end])
    }

    func testBuffer_ByCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, [1, 2]), .next(255, [3]), .next(295, [4]), .next(320, [5]), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testBuffer_EmptyWindowsAreSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(290)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, []), .next(280, []), .next(290, []), .completed(290)])
    }

    func testBuffer_Error_DropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(320, TestError.boom))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, [1, 2]), .next(255, [3]), .next(295, [4]), .error(320, TestError.boom)])
    }

    func testBuffer_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 250) { xs.buffer(timeSpan: .seconds(40), count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, [1, 2])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWindow_ByCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { () -> Observable<String> in
            xs.window(timeSpan: .seconds(40), count: 2, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.map { "\(index) \($0)" } }
                .merge()
        }
        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(215, "0 2"), .next(230, "1 3"), .next(260, "2 4"), .next(300, "3 5"), .completed(320),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testWindow_Error_EndsTheWindowAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(320, TestError.boom))
        let res = scheduler.start { xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).merge() }
        XCTAssertEqual(
            res.events, [.next(205, 1), .next(215, 2), .next(230, 3), .next(260, 4), .next(300, 5), .error(320, TestError.boom)])
    }

    func testWindow_WindowsAreSentAtTheirStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.window(timeSpan: .seconds(40), count: 2, scheduler: scheduler).map { _ in "w" } }
        XCTAssertEqual(res.events, [.next(200, "w"), .next(215, "w"), .next(255, "w"), .next(295, "w"), .completed(320)])
    }

    func testGroupBy_SendsEachGroupAtItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let keys = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(keys.events, [.next(205, 1), .next(215, 0), .completed(320)])
    }

    func testGroupBy_GroupsCarryTheirElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } } }
        XCTAssertEqual(
            res.events,
            [
                .next(205, "1:1"), .next(215, "0:2"), .next(230, "1:3"), .next(260, "0:4"), .next(300, "1:5"), .completed(320),
            ])
    }

    func testGroupBy_AGroupStillSubscribed_KeepsTheSourceRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        // take(1) disposes the outer subscription after the first group; that group keeps the source alive.
        let res = scheduler.start { xs.groupBy { $0 % 2 }.take(1).flatMap { $0 } }
        XCTAssertEqual(res.events, [.next(205, 1), .next(230, 3), .next(300, 5), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testGroupBy_KeySelectorThrows_EndsGroupsAndResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.groupBy { value -> Int in
                if value == 3 { throw TestError.boom }
                return value % 2
            }.flatMap { $0 }
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEnumerated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.enumerated().map { "\($0.index)=\($0.element)" } }
        XCTAssertEqual(
            res.events, [.next(205, "0=1"), .next(215, "1=2"), .next(230, "2=3"), .next(260, "3=4"), .next(300, "4=5"), .completed(320)])
    }
}
