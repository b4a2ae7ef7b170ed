import PushStreams
import PushStreamsTest
import XCTest

// ConnectableObservable, multicast, publish, replay and refCount, as RxSwift's Multicast.swift does them.

final class MulticastTests: PushTestCase {
    func testPublish_ConnectSubscribesOnce_AndANewConnectionGetsANewSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 9)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        var first: Disposable?
        var second: Disposable?
        var late: Disposable?
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(205) {
            first = published.connect()
            second = published.connect()  // already connected: the same connection, no second subscription
        }
        // After the terminal event the subject is forgotten: a new connection subscribes afresh.
        let lateObserver = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(235) {
            _ = published.subscribe(lateObserver)
            late = published.connect()
        }
        scheduler.scheduleAt(250) { late?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(lateObserver.events, [.next(240, 9)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 230), Subscription(235, 250)])
        XCTAssertTrue((first as AnyObject?) === (second as AnyObject?))
    }

    func testMulticastOfOneSubject_KeepsItAfterTheTerminalEvent_ReplayReplays() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let connectable = Observable.of(1, 2).multicast(subject)
        _ = connectable.connect()
        var events: [Event<Int>] = []
        _ = connectable.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .completed], "the one subject replays its last element and the end")

        let replayed = Observable.of(1, 2, 3).replay(2)
        _ = replayed.connect()
        var replayedEvents: [Event<Int>] = []
        _ = replayed.subscribe { replayedEvents.append($0) }
        XCTAssertEqual(replayedEvents, [], "replay(_:) forgot its subject when the connection ended: a new one waits")
    }

    func testRefCount_ConnectsForTheFirstSubscriber_DisconnectsAfterTheLast_TerminalEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let shared = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        scheduler.subscribe(a, to: shared, from: 200, until: 220)
        scheduler.subscribe(b, to: shared, from: 205, until: 230)
        scheduler.subscribe(a, to: shared, from: 250, until: 400)
        scheduler.start()
        XCTAssertEqual(a.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(b.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 300)])
    }

    func testMulticastWithSelector_ConnectsPerSubscriber_ThrowingSelectorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } })
        }
        XCTAssertEqual(res.events, [.next(220, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        var events: [Event<Int>] = []
        _ = Observable.of(1).multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError.boom })
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError.boom)])
    }
}
