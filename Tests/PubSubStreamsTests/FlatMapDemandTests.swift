import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The demand `flatMap` exchanges with its inner publishers and the order of its subscriptions and cancels,
/// as Combine's (OpenCombine 0.14.0's `Publishers.FlatMap` and `FlatMapTests`).
final class FlatMapDemandTests: PubSubTestCase {
    /// Runs `body` on `outer.flatMap { $0 }` subscribed by a recorder asking for `initial`, after the outer
    /// subject (alive until `body` returns) sent one child that holds its subscription.
    private func withFlatMapOverOneChild(
        initial: Subscribers.Demand, _ body: (ManualUpstream<Int, Never>, EventRecorder<Int, Never>) -> Void
    ) {
        let outer = PassthroughSubject<ManualUpstream<Int, Never>, Never>()
        let child = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: initial)
        outer.flatMap { $0 }.subscribe(recorder)
        outer.send(child)
        child.sendSubscription()
        withExtendedLifetime(outer) { body(child, recorder) }
    }

    func testFlatMap_AnswersADeliveredChildValueWithOneAndReRequestsOneForEachWaitingValueDelivered() {
        withFlatMapOverOneChild(initial: .max(2)) { child, recorder in
            XCTAssertEqual(child.subscription.history, ["request(max(1))"], "a child is asked for one value at first")
            XCTAssertEqual(child.send(1), .max(1), "delivered at once: one more asked in the answer")
            XCTAssertEqual(child.send(2), .max(1))
            XCTAssertEqual(child.send(3), .none, "no demand left: it waits")
            XCTAssertEqual(child.send(4), .none)
            XCTAssertEqual(recorder.events, ["subscription(FlatMap)", "value(1)", "value(2)"])
            recorder.subscription?.request(.max(10))
            XCTAssertEqual(recorder.events.suffix(2), ["value(3)", "value(4)"])
            XCTAssertEqual(
                child.subscription.history, ["request(max(1))", "request(max(1))", "request(max(1))"],
                "one request per waiting value delivered")
            recorder.subscription?.cancel()
            XCTAssertEqual(child.subscription.history.last, "cancel")
            release(child, recorder)
        }
    }

    func testFlatMap_UnlimitedDemandAsksEveryChildForEverythingAndAnswersNone() {
        withFlatMapOverOneChild(initial: .max(1)) { child, recorder in
            recorder.subscription?.request(.unlimited)
            XCTAssertEqual(child.subscription.history, ["request(max(1))", "request(unlimited)"])
            XCTAssertEqual(child.send(1), .none, "under unlimited demand a value is answered with .none")
            XCTAssertEqual(recorder.events, ["subscription(FlatMap)", "value(1)"])
            finish(recorder, releasing: child)
        }
    }

    func testFlatMap_GivesItsSubscriptionDownstreamBeforeSubscribingUpstreamAndCancelsChildrenBeforeUpstream() {
        let upstream = ManualUpstream<ManualUpstream<Int, Never>, Never>()
        let child = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .none)
        upstream.flatMap(maxPublishers: .max(2)) { $0 }.subscribe(recorder)
        XCTAssertEqual(recorder.events, ["subscription(FlatMap)"], "downstream has its subscription already")
        upstream.sendSubscription()
        XCTAssertEqual(upstream.subscription.history, ["request(max(2))"])
        XCTAssertEqual(upstream.send(child), .none)
        child.sendSubscription()
        assertCancelReachesInnerBeforeOuter(
            outer: upstream.subscription, ["request(max(2))"], inner: child.subscription, ["request(max(1))"]
        ) { recorder.subscription?.cancel() }
        release(upstream, child, recorder)
    }

    func testFlatMap_AChildFailureCancelsTheOtherChildrenButNotTheFailingOneNorUpstream() {
        let upstream = ManualUpstream<ManualUpstream<Int, TestError>, TestError>()
        let failing = ManualUpstream<Int, TestError>()
        let other = ManualUpstream<Int, TestError>()
        let recorder = EventRecorder<Int, TestError>()
        upstream.flatMap { $0 }.subscribe(recorder)
        upstream.sendSubscription()
        _ = upstream.send(failing)
        _ = upstream.send(other)
        failing.sendSubscription()
        other.sendSubscription()
        failing.send(completion: .failure(.boom))
        XCTAssertEqual(recorder.events, ["subscription(FlatMap)", "failure(TestError.boom)"])
        XCTAssertEqual(failing.subscription.history, ["request(unlimited)"])
        XCTAssertEqual(other.subscription.history, ["request(unlimited)", "cancel"])
        XCTAssertEqual(upstream.subscription.history, ["request(unlimited)"])
        release(upstream, failing, other, recorder)
    }

    /// A `Just` inner publisher (which `switchToLatest` takes without subscribing it when it can deliver at
    /// once) behaves as any other: it waits for demand, ends at once, and `flatMap(maxPublishers:)` asks
    /// upstream for the next publisher when it has ended (OpenCombine's `FlatMap` and `SwitchToLatest`).
    /// A finished inner publisher that keeps its subscriber and sends again (a value Combine's `flatMap` still
    /// takes) is told apart from the next one: its queued value, once delivered, asks no one for more, while
    /// the next one's asks it (OpenCombine's `FlatMap`: one `Side` per inner publisher). `flatMap` reuses a
    /// finished inner publisher's subscriber only once that publisher let go of it.
    func testFlatMap_AFinishedChildThatKeepsItsSubscriberIsToldApartFromTheNext() {
        let outer = PassthroughSubject<ManualUpstream<Int, Never>, Never>()
        let first = ManualUpstream<Int, Never>()
        let second = ManualUpstream<Int, Never>()
        let recorder = EventRecorder<Int, Never>(initial: .max(1))
        outer.flatMap { $0 }.subscribe(recorder)
        outer.send(first)
        first.sendSubscription()
        XCTAssertEqual(first.send(1), .max(1))
        first.send(completion: .finished)
        outer.send(second)
        second.sendSubscription()
        XCTAssertEqual(second.send(2), .none, "no demand: it waits")
        XCTAssertEqual(first.send(3), .none, "a value after its finish still taken; it waits")
        recorder.subscription?.request(.max(2))
        XCTAssertEqual(recorder.events, ["subscription(FlatMap)", "value(1)", "value(2)", "value(3)"])
        XCTAssertEqual(first.subscription.history, ["request(max(1))"])
        XCTAssertEqual(second.subscription.history, ["request(max(1))", "request(max(1))"], "asked for one more for 2 only")
        finish(recorder, releasing: first, second)
    }

    func testJustInners_WaitForDemandAndEndAsAnyInnerPublisher() {
        let outer = PassthroughSubject<Just<Int>, Never>()
        let switching = EventRecorder<Int, Never>(initial: .max(1))
        outer.switchToLatest().subscribe(switching)
        outer.send(Just(1))
        outer.send(Just(2))
        XCTAssertEqual(switching.events, ["subscription(SwitchToLatest)", "value(1)"], "the second waits for demand")
        switching.subscription?.request(.max(1))
        outer.send(completion: .finished)
        XCTAssertEqual(switching.events.suffix(2), ["value(2)", "finished"])
        let subject = PassthroughSubject<Int, Never>()
        let merging = EventRecorder<Int, Never>(initial: .unlimited)
        subject.flatMap(maxPublishers: .max(1)) { Just($0 * 10) }.subscribe(merging)
        for value in 1...3 { subject.send(value) }
        subject.send(completion: .finished)
        XCTAssertEqual(merging.events, ["subscription(FlatMap)", "value(10)", "value(20)", "value(30)", "finished"])
        release(switching, merging)
    }
}
