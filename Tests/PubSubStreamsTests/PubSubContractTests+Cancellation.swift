import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

extension PubSubContractTests {
    // MARK: Cancellation is idempotent and safe from any thread, including from inside a callback

    func testContract_CancellationIsIdempotent_CancelTwiceRunsOnce() {
        assertAnyCancellableCancelRunsOnce()
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        let sink = subject.handleEvents(receiveCancel: { cancels += 1 }).sink { _ in }
        sink.cancel()
        sink.cancel()
        XCTAssertEqual(cancels, 1)
    }

    func testContract_CancellationIsSafeFromAnyThread_OneCancellableFromEightThreads() {
        let runs = Locked(0)
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let upstreamCancels = Locked(0)
        let cancellables = UncheckedSendableBox(
            (0..<200).map { _ in
                subject.value.handleEvents(receiveCancel: { upstreamCancels.withLock { $0 += 1 } }).sink { _ in }
            })
        let plain = UncheckedSendableBox(AnyCancellable { runs.withLock { $0 += 1 } })
        concurrently(threads: 8) { _ in
            plain.value.cancel()
            for cancellable in cancellables.value { cancellable.cancel() }
        }
        XCTAssertEqual(runs.withLock { $0 }, 1)
        XCTAssertEqual(upstreamCancels.withLock { $0 }, 200)
    }

    func testContract_CancellationIsSafeFromAnyThread_RequestsRacingACancelThroughMapAndFilter() {
        // map and filter pass values without a lock; requests (which may still pass a cancel racing them,
        // as in Combine) and the cancel meet safely: the cancel reaches the upstream exactly once.
        let events = Locked<(requests: Int, cancels: Int)>((0, 0))
        let subject = PassthroughSubject<Int, Never>()
        let chain =
            subject
            .handleEvents(
                receiveCancel: { events.withLock { $0.cancels += 1 } },
                receiveRequest: { _ in events.withLock { $0.requests += 1 } }
            )
            .map { $0 + 1 }
            .filter { $0 > 0 }
        let holder = SubscriptionHolder()
        chain.subscribe(holder)
        let subscription = UncheckedSendableBox(holder.subscription)
        concurrently(threads: 8) { thread in
            for i in 0..<200 {
                if thread == 7 && i == 100 { subscription.value?.cancel() }
                subscription.value?.request(.max(1))
            }
        }
        let seen = events.withLock { $0 }
        XCTAssertEqual(seen.cancels, 1)
        XCTAssertGreaterThan(seen.requests, 0)
        holder.subscription = nil
    }

    /// Keeps the subscription it gets and asks for nothing itself.
    private final class SubscriptionHolder: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        var subscription: Subscription?
        func receive(subscription: Subscription) { self.subscription = subscription }
        func receive(_ input: Int) -> Subscribers.Demand { .none }
        func receive(completion: Subscribers.Completion<Never>) { subscription = nil }
    }

    func testContract_CancellationIsSafeFromInsideACallback_NoLaterValues() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var others: [Int] = []
        var cancellable: AnyCancellable?
        cancellable = subject.map { $0 }.sink { value in
            seen.append(value)
            if value == 2 { cancellable?.cancel() }
        }
        let other = subject.sink { others.append($0) }
        (1...4).forEach(subject.send)
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(others, [1, 2, 3, 4], "cancelling one subscriber must not disturb the others")
        cancellable = nil
        other.cancel()
    }

    func testContract_CancellationIsSafeFromInsideACallback_CancelDuringCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var cancellable: AnyCancellable?
        var completions = 0
        cancellable = subject.sink(
            receiveCompletion: { _ in
                completions += 1
                cancellable?.cancel()
            }, receiveValue: { _ in })
        subject.send(completion: .finished)
        XCTAssertEqual(completions, 1)
        cancellable = nil
    }
}
