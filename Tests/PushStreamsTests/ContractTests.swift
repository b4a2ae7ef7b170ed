import Dispatch
import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

// The push style's contract, one test (or more) per rule; the rules are written in Patterns/Contracts.md (push section).
// Test names carry the rule: testContract_<Rule>_<Case>. Stress tests are bounded (threads × operations in
// each name's comment) and assert deterministic facts: nothing lost, nothing duplicated, nothing after a terminal.

final class ContractTests: PushTestCase {
    // MARK: Events are serial

    func testContract_EventsAreSerial_SubjectSentFromManyThreads() {
        // 4 threads × 500 sends into one subject with one observer.
        let subject = PublishSubject<Int>()
        let inside = Locked(0)
        let overlaps = Counter()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            if inside.withLock({
                $0 += 1
                return $0
            }) > 1 {
                overlaps.increment()
            }
            received.append(value)
            inside.withLock { $0 -= 1 }
        })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<500 { subject.onNext(thread * 500 + index) }
        }
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(received.sorted(), Array(0..<2000), "every send delivered exactly once")
        subscription.dispose()
    }

    func testContract_EventsAreSerial_PerSenderOrderIsKept() {
        // 4 threads × 500 sends: each sender's values arrive in the order it sent them.
        let subject = PublishSubject<Int>()
        var lastPerSender = [Int](repeating: -1, count: 4)
        var outOfOrder = 0
        let subscription = subject.map { $0 }.subscribe(onNext: { value in
            let sender = value / 500
            if value <= lastPerSender[sender] { outOfOrder += 1 }
            lastPerSender[sender] = value
        })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<500 { subject.onNext(thread * 500 + index) }
        }
        XCTAssertEqual(outOfOrder, 0)
        XCTAssertEqual(lastPerSender, [499, 999, 1499, 1999])
        subscription.dispose()
    }

    // MARK: Nothing follows a terminal event

    func testContract_NothingFollowsATerminalEvent_Subject() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(TestError.boom)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1), .completed])
        subscription.dispose()
    }

    func testContract_NothingFollowsATerminalEvent_WhenTheTerminalRacesValues() {
        // 4 threads × 300 sends racing one thread completing: after `completed`, nothing arrives.
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.map { $0 }.subscribe { events.append($0) }
        DispatchQueue.concurrentPerform(iterations: 5) { thread in
            if thread == 4 { return subject.onCompleted() }
            for index in 0..<300 { subject.onNext(index) }
        }
        XCTAssertEqual(events.last, .completed)
        XCTAssertEqual(events.filter(\.isStopEvent).count, 1)
        subscription.dispose()
    }

    func testContract_NothingFollowsATerminalEvent_OperatorIgnoresALyingSource() {
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        .map { $0 * 10 }
        .subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(10), .error(TestError.boom)])
        subscription.dispose()
    }

    // MARK: A terminal event releases upstream resources

    func testContract_TerminalEventReleasesUpstreamResources_Completed() {
        let upstreamDisposed = Counter()
        let subject = PublishSubject<Int>()
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { upstreamDisposed.increment() }
        }
        .concat(subject)
        .take(1)
        .subscribe()
        XCTAssertEqual(upstreamDisposed.value, 1, "the terminal event alone disposed the source")
        XCTAssertFalse(subject.hasObservers)
    }

    func testContract_TerminalEventReleasesUpstreamResources_Error() {
        let subject = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        var events: [Event<Int>] = []
        _ = Observable.merge(subject, other).filter { _ in true }.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        other.onError(TestError.boom)
        XCTAssertFalse(subject.hasObservers, "an error releases every upstream subscription")
        XCTAssertFalse(other.hasObservers)
        XCTAssertEqual(events, [.error(TestError.boom)])
    }

    // MARK: Disposal is idempotent and safe from any thread, including from inside a callback

    func testContract_DisposalIsIdempotent() {
        let disposed = Counter()
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed.increment() })
        subscription.dispose()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed.value, 1)
    }

    func testContract_DisposalIsSafeFromAnyThread_ConcurrentDisposeRunsOnce() {
        // 100 subscriptions × 8 threads disposing each at once: every dispose action runs exactly once.
        let disposed = Counter()
        let subscriptions = (0..<100).map { _ in
            Observable<Int>.create { _ in Disposables.create { disposed.increment() } }.map { $0 }.subscribe()
        }
        let box = UncheckedSendableBox(subscriptions)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for subscription in box.value { subscription.dispose() }
        }
        XCTAssertEqual(disposed.value, 100)
    }

    func testContract_DisposalIsSafeFromInsideAnEventCallback() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.map { $0 }.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }

    func testContract_DisposalIsSafeFromAnotherThreadWhileDelivering() {
        // 1 sender × 2,000 sends while 1 thread disposes midway: no crash, a prefix was received, nothing after.
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = UncheckedSendableBox(subject.map { $0 }.subscribe(onNext: { received.append($0) }))
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            if thread == 0 {
                for index in 0..<2000 { subject.onNext(index) }
            } else {
                subscription.value.dispose()
            }
        }
        let countAfterDispose = received.count
        subject.onNext(-1)
        XCTAssertEqual(received, Array(0..<countAfterDispose), "a gap-free prefix")
        XCTAssertEqual(received.count, countAfterDispose)
    }

    // MARK: Re-entrant sends into a subject are delivered in order and never deadlock

    func testContract_ReentrantSendIntoSubject_IsDeliveredInOrderAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A begin \(value)")
            if value == 1 { subject.onNext(2) }
            log.append("A end \(value)")
        })
        let second = subject.subscribe(onNext: { log.append("B \($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A begin 1", "A end 1", "B 1", "A begin 2", "A end 2", "B 2"])
        first.dispose()
        second.dispose()
    }

    func testContract_ReentrantSendIntoSubject_BehaviorAndReplaySubjects() {
        let behavior = BehaviorSubject(value: 0)
        var behaviorLog: [Int] = []
        let behaviorSubscription = behavior.subscribe(onNext: { value in
            behaviorLog.append(value)
            if value < 3 { behavior.onNext(value + 1) }
        })
        XCTAssertEqual(behaviorLog, [0, 1, 2, 3])
        XCTAssertEqual(try behavior.value(), 3)
        behaviorSubscription.dispose()

        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        var replayLog: [Int] = []
        let replaySubscription = replay.subscribe(onNext: { value in
            replayLog.append(value)
            if value < 3 { replay.onNext(value + 1) }
        })
        replay.onNext(1)
        XCTAssertEqual(replayLog, [1, 2, 3])
        replaySubscription.dispose()
    }

    func testContract_ReentrantTerminalIntoSubject_EndsAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { value in
                subject.onCompleted()
                subject.onNext(value + 1)
                log.append("next \(value)")
            },
            onCompleted: { log.append("completed") }
        )
        subject.onNext(1)
        XCTAssertEqual(log, ["next 1", "completed"])
        subscription.dispose()
    }
}
