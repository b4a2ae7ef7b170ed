import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

/// Bounded stress runs (threads × operations in each test's comment): deterministic assertions only —
/// nothing lost where delivery is promised, nothing duplicated, nothing after a terminal event.
final class PubSubStressTests: PubSubTestCase {
    /// 4 sender threads × 1,000 sends, 2 threads × 100 subscribe/cancel cycles, one steady subscriber.
    func testStress_SendersSubscribersAndCancellersOnOneSubject() {
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let steady = EventLog<Seen>()
        let steadyCancellable = subject.value.sink(
            receiveCompletion: { _ in steady.append(.finished) }, receiveValue: { steady.append(.value($0)) })
        let transient = EventLog<[Int]>()
        concurrently(threads: 6) { thread in
            if thread < 4 {
                for i in 0..<1_000 { subject.value.send(thread * 100_000 + i) }
            } else {
                for _ in 0..<100 {
                    let seen = Locked<[Int]>([])
                    let cancellable = subject.value.sink { value in seen.withLock { $0.append(value) } }
                    cancellable.cancel()
                    transient.append(seen.withLock { $0 })
                }
            }
        }
        subject.value.send(completion: .finished)
        subject.value.send(-1)
        let values = steady.all.compactMap { seen -> Int? in if case let .value(v) = seen { return v } else { return nil } }
        XCTAssertEqual(values.count, 4_000, "the steady subscriber lost or duplicated values")
        XCTAssertEqual(Set(values).count, 4_000)
        XCTAssertEqual(steady.all.last, .finished)
        for thread in 0..<4 {
            XCTAssertEqual(values.filter { $0 / 100_000 == thread }, (0..<1_000).map { thread * 100_000 + $0 })
        }
        for seen in transient.all {
            XCTAssertEqual(Set(seen).count, seen.count, "a transient subscriber got a value twice")
            for thread in 0..<4 {
                let mine = seen.filter { $0 / 100_000 == thread }
                XCTAssertEqual(mine, mine.sorted(), "a transient subscriber got one thread's values out of order")
            }
        }
        steadyCancellable.cancel()
    }

    /// 1 sender thread × 2,000 sends while another thread cancels a sink midway: once `cancel()` has
    /// returned, at most the value already in flight reaches the sink (the subject hands a sink its
    /// values directly, so the sink's own check is what ends delivery).
    func testStress_SinkCancelledWhileTheSubjectSends() {
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let count = Locked(0)
        let cancellable = UncheckedSendableBox(subject.value.sink { _ in count.withLock { $0 += 1 } })
        let atCancel = Locked(0)
        concurrently(threads: 2) { thread in
            if thread == 0 {
                for i in 0..<2_000 { subject.value.send(i) }
            } else {
                while count.withLock({ $0 }) < 100 {}
                cancellable.value.cancel()
                atCancel.withLock { $0 = count.withLock { $0 } }
            }
        }
        let seenAtCancel = atCancel.withLock { $0 }
        XCTAssertGreaterThanOrEqual(seenAtCancel, 100)
        XCTAssertLessThanOrEqual(count.withLock { $0 }, seenAtCancel + 1, "values kept arriving after cancel() returned")
    }

    /// 4 threads × 300 cancels of the same 300 AnyCancellables in a Set, while 2 threads × 300 sends run.
    func testStress_ConcurrentCancelOfASetOfAnyCancellable() {
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let upstreamCancels = Locked(0)
        let actions = Locked(0)
        var set = Set<AnyCancellable>()
        for _ in 0..<150 {
            subject.value.handleEvents(receiveCancel: { upstreamCancels.withLock { $0 += 1 } }).sink { _ in }.store(in: &set)
            AnyCancellable { actions.withLock { $0 += 1 } }.store(in: &set)
        }
        let bag = UncheckedSendableBox(set)
        concurrently(threads: 6) { thread in
            if thread < 4 {
                for cancellable in bag.value { cancellable.cancel() }
            } else {
                for i in 0..<300 { subject.value.send(i) }
            }
        }
        XCTAssertEqual(upstreamCancels.withLock { $0 }, 150, "each subscription cancelled exactly once")
        XCTAssertEqual(actions.withLock { $0 }, 150, "each cancel action ran exactly once")
        set.removeAll()
    }

    /// One thread advances a test scheduler 2,000 times while 2 threads schedule 2,000 actions each: no deadlock,
    /// every action runs exactly once, in time order per scheduling thread.
    func testStress_AdvanceWhileAnotherThreadSchedules() {
        let scheduler = UncheckedSendableBox(DispatchQueue.test)
        let ran = EventLog<Int>()
        concurrently(threads: 3) { thread in
            if thread == 0 {
                for _ in 0..<2_000 { scheduler.value.advance(by: .milliseconds(1)) }
            } else {
                for i in 0..<2_000 {
                    let id = thread * 10_000 + i
                    let due = scheduler.value.now.advanced(by: .milliseconds(i % 7))
                    scheduler.value.schedule(after: due) {
                        ran.append(id)
                        if i % 100 == 0 { scheduler.value.schedule { ran.append(-id) } }  // scheduling from inside an action
                    }
                }
            }
        }
        scheduler.value.run()
        let all = ran.all
        XCTAssertEqual(all.filter { $0 > 0 }.count, 4_000)
        XCTAssertEqual(Set(all).count, all.count, "an action ran twice")
        XCTAssertEqual(all.filter { $0 < 0 }.count, 40)
    }

    /// 4 threads × 500 sends into a CurrentValueSubject whose subscriber requests one at a time from a 5th thread.
    func testStress_CurrentValueSubjectSendsWhileRequesting() {
        let subject = UncheckedSendableBox(CurrentValueSubject<Int, Never>(-1))
        let overlap = OverlapDetector()
        let subscriber = UncheckedSendableBox(TestSubscriber<Int, Never>(initialDemand: .none))
        let probe = AnySubscriber<Int, Never>(
            receiveSubscription: { subscriber.value.receive(subscription: $0) },
            receiveValue: { value in overlap.inside { subscriber.value.receive(value) } },
            receiveCompletion: { subscriber.value.receive(completion: $0) })
        subject.value.subscribe(probe)
        concurrently(threads: 5) { thread in
            for i in 0..<500 {
                if thread == 4 { subscriber.value.request(.max(1)) } else { subject.value.send(thread * 1_000 + i) }
            }
        }
        subject.value.send(completion: .finished)
        let values = subscriber.value.values
        XCTAssertEqual(overlap.maximum, 1)
        XCTAssertLessThanOrEqual(values.count, 500)
        XCTAssertEqual(Set(values).count, values.count, "a value was delivered twice")
        XCTAssertNotNil(subscriber.value.completion)
        subscriber.value.cancel()
    }
}
