import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

/// `switchToLatest` delivers serially and only the latest inner publisher's events, even when inner
/// publishers send from several threads (issue 21; OpenCombine serializes with a recursive lock).
final class SwitchToLatestSerializationTests: PubSubTestCase {
    /// 1 switching thread × 600 inner publishers (each sends 2 values synchronously as it is subscribed)
    /// against 1 background thread sending up to 5 values into whichever inner publisher was latest when it looked.
    func testSwitchToLatest_Stress_SerialDeliveryAndNoStaleValueAfterANewerOne() {
        let outer = UncheckedSendableBox(PassthroughSubject<AnyPublisher<Int, Never>, Never>())
        let current = Locked<(index: Int, subject: PassthroughSubject<Int, Never>)?>(nil)
        let overlap = OverlapDetector()
        let received = EventLog<Int>()
        let finished = Locked(0)
        let cancellable = outer.value.switchToLatest().sink(
            receiveCompletion: { _ in finished.withLock { $0 += 1 } },
            receiveValue: { value in overlap.inside { received.append(value) } }
        )
        let rounds = 600
        let done = Locked(false)
        concurrently(threads: 2) { thread in
            if thread == 0 {
                for index in 1...rounds {
                    // 0 and 1 come synchronously, on this thread, as the inner publisher is subscribed; then
                    // the background thread's values, through a subject only it sends into (a subject
                    // queues a send that meets another thread's delivery, which a switch would cancel).
                    let inner = PassthroughSubject<Int, Never>()
                    let published = Publishers.Concatenate(prefix: [0, 1].publisher, suffix: inner)
                    outer.value.send(published.map { index * 1_000_000 + $0 }.eraseToAnyPublisher())
                    current.withLock { $0 = (index, inner) }
                }
                done.withLock { $0 = true }
            } else {
                // At most 5 values per inner publisher, so neither thread can keep the other draining forever.
                var sequence = 2
                var sentTo = (index: 0, count: 0)
                while !done.withLock({ $0 }) {
                    guard let (index, inner) = current.withLock({ $0 }) else { continue }
                    if sentTo.index != index { sentTo = (index, 0) }
                    guard sentTo.count < 5 else { continue }
                    sentTo.count += 1
                    inner.send(sequence)
                    sequence += 1
                }
            }
        }
        outer.value.send(completion: .finished)
        current.withLock { $0?.subject.send(completion: .finished) }
        XCTAssertEqual(overlap.maximum, 1, "the subscriber was entered twice at once")
        let values = received.all
        let inners = values.map { $0 / 1_000_000 }
        XCTAssertEqual(inners, inners.sorted(), "a replaced inner publisher's value followed a newer one's")
        let background = values.map { $0 % 1_000_000 }.filter { $0 >= 2 }
        XCTAssertEqual(background, background.sorted(), "the background thread's values out of order")
        XCTAssertEqual(Set(background).count, background.count, "a value delivered twice")
        for index in Set(inners) {
            let switching = values.filter { $0 / 1_000_000 == index && $0 % 1_000_000 < 2 }.map { $0 % 1_000_000 }
            XCTAssertEqual(switching, [0, 1], "inner \(index)'s synchronous values lost, duplicated or out of order")
        }
        XCTAssertEqual(Set(inners), Set(1...rounds), "an inner publisher's synchronous values were lost")
        XCTAssertEqual(finished.withLock { $0 }, 1)
        cancellable.cancel()
    }

    func testSwitchToLatest_DownstreamGetsItsSubscriptionBeforeTheOuterIsSubscribed() {
        var log: [String] = []
        let outer = PassthroughSubject<Just<Int>, Never>()
        let cancellable =
            outer
            .handleEvents(receiveSubscription: { _ in log.append("outer subscribed") })
            .switchToLatest()
            .handleEvents(receiveSubscription: { _ in log.append("downstream subscribed") })
            .sink { _ in }
        XCTAssertEqual(log, ["downstream subscribed", "outer subscribed"])
        cancellable.cancel()
    }

    func testSwitchToLatest_ReentrantSwitchFromInsideDeliveryIsDeliveredAfterTheCurrentValue() {
        let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
        var log: [String] = []
        var depth = 0
        let cancellable = outer.switchToLatest().sink { value in
            depth += 1
            log.append("enter \(value) at depth \(depth)")
            if value == 1 { outer.send(Just(2).eraseToAnyPublisher()) }
            depth -= 1
        }
        outer.send(Just(1).eraseToAnyPublisher())
        XCTAssertEqual(log, ["enter 1 at depth 1", "enter 2 at depth 1"])
        cancellable.cancel()
    }
}
