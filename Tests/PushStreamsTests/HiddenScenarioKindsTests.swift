import PushStreams
import PushStreamsTest
import XCTest

// Behaviours of the kinds the unseen RxSwift scenarios exercise, each checked against RxSwift's source:
// what merge subscribes when a source errors at once, scheduling at a time already past on a TestScheduler,
// and a subject's delivery when an observer disposes another during delivery.

final class MergeSubscribesAfterAnImmediateErrorTests: PushTestCase {
    /// RxSwift's `MergeSink.subscribeInner` checks `terminating` before each subscription: after the first
    /// source errors while it is being subscribed, the later ones are never subscribed.
    func testMerge_SourceErrorsAtOnce_LaterSourcesAreNotSubscribed() {
        var subscribed: [String] = []
        let later = Observable<Int>.deferred {
            subscribed.append("later")
            return .never()
        }
        let earlier = Observable<Int>.deferred {
            subscribed.append("earlier")
            return .never()
        }
        var events: [Event<Int>] = []
        let subscription = Observable.merge(earlier, Observable.error(TestError.boom), later)
            .subscribe { events.append($0) }
        subscription.dispose()
        XCTAssertEqual(subscribed, ["earlier"])
        XCTAssertEqual(events.map(transcriptEvent), ["error(TestError)"])
    }

    func testMerge_Collection_SourceErrorsAtOnce_LaterSourcesAreNotSubscribed() {
        var subscribed = 0
        let later = Observable<Int>.deferred {
            subscribed += 1
            return .just(1)
        }
        var events: [Event<Int>] = []
        _ = Observable.merge([Observable.error(TestError.boom), later, later]).subscribe { events.append($0) }
        XCTAssertEqual(subscribed, 0)
        XCTAssertEqual(events.map(transcriptEvent), ["error(TestError)"])
    }

    /// A source that errors later (in virtual time) does not stop the others from being subscribed at once.
    func testMerge_SourceErrorsAtTheFirstTick_OthersAreSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(0, TestError.boom)])
        let other = scheduler.createColdObservable([.next(10, 1)])
        let res = scheduler.start { Observable.merge(failing.asObservable(), other.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 200)])
    }
}

final class TestSchedulerPastTimeTests: PushTestCase {
    /// RxSwift's queue orders by (due time, id) and never moves the clock back: an action scheduled at a past
    /// tick runs at the current tick, before an action already due at that tick.
    func testScheduleAt_PastTime_RunsAtTheCurrentTickBeforeWhatIsDueThen() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(300) {
            log.append("A@\(scheduler.clock)")
            scheduler.scheduleAt(250) { log.append("past250@\(scheduler.clock)") }
            scheduler.scheduleAt(100) { log.append("past100@\(scheduler.clock)") }
        }
        scheduler.scheduleAt(300) { log.append("B@\(scheduler.clock)") }
        scheduler.scheduleAt(400) { log.append("C@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["A@300", "past100@300", "past250@300", "B@300", "C@400"])
        XCTAssertEqual(scheduler.clock, 400)
    }

    /// `start(created:subscribed:disposed:)` after the clock has passed those ticks: they run at the current
    /// tick, before a hot event due then, so the subscription sees it (RxTest schedules them absolutely).
    func testStart_AfterTheClockPassedTheDefaultTicks_SubscribesBeforeAnEventDueNow() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(300)
        let xs = scheduler.createHotObservable([.next(300, 1), .next(310, 2), .completed(320)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(300, 1), .next(310, 2), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 320)])
    }

    /// `scheduleRelativeVirtual` with a negative offset is a past time too.
    func testScheduleRelativeVirtual_NegativeOffset_RunsAtTheCurrentTickFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(200) {
            scheduler.scheduleAt(200) { log.append("same@\(scheduler.clock)") }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: -50) { _ in
                log.append("past@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, ["past@200", "same@200"])
    }

    /// A past action that was disposed before it ran does not run.
    func testScheduleAbsoluteVirtual_PastTime_Disposed_DoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(200) {
            let pending = scheduler.scheduleAbsoluteVirtual((), time: 100) { _ in
                ran = true
                return Disposables.create()
            }
            pending.dispose()
        }
        scheduler.start()
        XCTAssertFalse(ran)
    }
}

final class SubjectDisposeDuringDeliveryTests: PushTestCase {
    /// RxSwift's `PublishSubject.on` dispatches to the observers it had when the event arrived; an observer
    /// subscribed with `subscribe(onNext:)` has no flag of its own, so one that an earlier observer disposes
    /// during the delivery still gets that event, and no later one.
    func testPublishSubject_ObserverDisposedByAnEarlierOne_StillGetsTheCurrentEvent() {
        let log = logWhenTheFirstObserverDisposesTheSecond { subject, onNext in subject.subscribe(onNext: onNext) }
        XCTAssertEqual(log, ["first 1", "second 1", "first 2"])
    }

    /// Through an operator the observer sits behind a sink, which RxSwift's `Sink.forwardOn` stops once
    /// disposed: then the disposed observer does not get the current event.
    func testPublishSubject_OperatorObserverDisposedByAnEarlierOne_DoesNotGetTheCurrentEvent() {
        let log = logWhenTheFirstObserverDisposesTheSecond { subject, onNext in subject.map { $0 * 10 }.subscribe(onNext: onNext) }
        XCTAssertEqual(log, ["first 1", "first 2"])
    }

    /// Sends 1 and 2 to a subject whose first observer disposes the second, which `subscribeSecond` subscribes with the
    /// given `onNext`; returns what both logged.
    private func logWhenTheFirstObserverDisposesTheSecond(
        _ subscribeSecond: (PublishSubject<Int>, @escaping (Int) -> Void) -> Disposable
    ) -> [String] {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            second?.dispose()
        })
        second = subscribeSecond(subject) { log.append("second \($0)") }
        subject.onNext(1)
        subject.onNext(2)
        first.dispose()
        return log
    }

    /// An observer subscribed during a delivery is not in that delivery's snapshot.
    func testPublishSubject_ObserverSubscribedDuringDelivery_GetsOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var late: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if late == nil { late = subject.subscribe(onNext: { log.append("late \($0)") }) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["first 1", "first 2", "late 2"])
        first.dispose()
        late?.dispose()
    }

    /// BehaviorSubject dispatches to a snapshot too.
    func testBehaviorSubject_ObserverDisposedByAnEarlierOne_StillGetsTheCurrentEvent() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { second?.dispose() }
        })
        second = subject.subscribe(onNext: { log.append("second \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["first 0", "second 0", "first 1", "second 1", "first 2"])
        first.dispose()
    }

    /// ReplaySubject the same, and a disposed observer gets the completion it was in the snapshot for.
    func testReplaySubject_ObserverDisposedByAnEarlierOne_StillGetsTheCurrentEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(
            onNext: { log.append("first \($0)") },
            onCompleted: {
                log.append("first completed")
                second?.dispose()
            })
        second = subject.subscribe(onNext: { log.append("second \($0)") }, onCompleted: { log.append("second completed") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["first 1", "second 1", "first completed", "second completed"])
        first.dispose()
    }
}
