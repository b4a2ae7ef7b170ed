import PubSubStreams
import XCTest

/// `combineLatest` sends a combination only when a value finds demand and no delivery in progress, as
/// Combine's does (OpenCombine's audited `AbstractCombineLatest` and its `CombineLatestTests`): a value that
/// finds neither only updates the latest pair, and is not sent when demand comes later.
final class CombineLatestDemandTests: PubSubTestCase {
    /// A subscriber that asks for `initial`, records values, and runs `onValue` inside `receive(_:)`.
    private final class Probe: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        let initial: Subscribers.Demand
        var onValue: (Int) -> Void = { _ in }
        var values: [Int] = []
        var subscription: (any Subscription)?

        init(initial: Subscribers.Demand) { self.initial = initial }

        func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(initial)
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            values.append(input)
            onValue(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {}
    }

    func testCombineLatest_valueSentBackInWhileDelivering_updatesTheLatestAndIsNotSent() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let probe = Probe(initial: .unlimited)
        probe.onValue = { _ in a.send(1) }  // re-entrant: Combine drops it rather than loop
        a.combineLatest(b) { $0 + $1 }.subscribe(probe)

        a.send(1)
        b.send(1)
        XCTAssertEqual(probe.values, [2])

        b.send(10)  // the re-entrant 1 became a's latest value
        XCTAssertEqual(probe.values, [2, 11])
        probe.subscription?.cancel()
    }

    func testCombineLatest_valueWithoutDemand_isNotSentWhenDemandComesLater() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let probe = Probe(initial: .max(2))  // each side is asked for 2 as well
        a.combineLatest(b) { $0 + $1 }.subscribe(probe)

        a.send(100)
        b.send(1)
        a.send(200)
        b.send(2)  // reaches combineLatest (b's second), but the downstream's 2 are used up
        XCTAssertEqual(probe.values, [101, 201])

        probe.subscription?.request(.max(1))
        XCTAssertEqual(probe.values, [101, 201], "nothing waits for the new demand")
        a.send(300)
        XCTAssertEqual(probe.values, [101, 201, 302], "the next value combines with b's latest, 2")
        probe.subscription?.cancel()
    }
}
