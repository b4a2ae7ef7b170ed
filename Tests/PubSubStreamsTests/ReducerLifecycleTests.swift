import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The reducing operators (`reduce`, `collect()`, `count`, `first`, `last`, `contains`, `allSatisfy`, `min`/`max`)
/// keep their downstream until they are released, as Combine's do (OpenCombine 0.14.0's `ReduceProducer`
/// and its `…Lifecycle` tests): a subscriber that keeps its subscription after a completion or a cancel stays
/// alive with it until it lets go.
final class ReducerLifecycleTests: PubSubTestCase {
    /// A subscriber that keeps its subscription until told, and says when it is freed.
    private final class KeepingSubscriber: Subscriber {
        typealias Input = Int
        typealias Failure = TestError
        var subscription: Subscription?
        let freed: () -> Void
        init(freed: @escaping () -> Void) { self.freed = freed }
        deinit { freed() }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        func receive(_ input: Int) -> Subscribers.Demand { .none }
        func receive(completion: Subscribers.Completion<TestError>) {}
    }

    /// Subscribes a keeping subscriber to the operator, ends with a failure or a cancel, and checks that the
    /// subscriber lives until it lets go of its subscription.
    private func assertKeepsDownstream<P: Publisher>(
        _ name: String, _ makeOperator: (PassthroughSubject<Int, TestError>) -> P
    ) where P.Output == Int, P.Failure == TestError {
        for ending in ["failure", "cancel"] {
            var freed = false
            weak var weakSubscriber: KeepingSubscriber?
            do {
                let subject = PassthroughSubject<Int, TestError>()
                let subscriber = KeepingSubscriber { freed = true }
                weakSubscriber = subscriber
                makeOperator(subject).subscribe(subscriber)
                subject.send(1)
                if ending == "failure" { subject.send(completion: .failure(.boom)) } else { subscriber.subscription?.cancel() }
            }
            XCTAssertFalse(freed, "\(name) after \(ending): the operator still holds its subscriber")
            weakSubscriber?.subscription = nil
            XCTAssertTrue(freed, "\(name) after \(ending): freed once it let go of its subscription")
        }
    }

    func testReducingOperators_KeepTheirDownstreamAfterFailureAndCancelUntilItLetsGo() {
        assertKeepsDownstream("reduce") { $0.reduce(0, +) }
        assertKeepsDownstream("count") { $0.count() }
        assertKeepsDownstream("first") { $0.first() }
        assertKeepsDownstream("last") { $0.last() }
        assertKeepsDownstream("max") { $0.max() }
        assertKeepsDownstream("contains") { $0.contains(5).map { $0 ? 1 : 0 } }
    }
}

/// `Just`, `Optional.Publisher` and `Result.Publisher` let go of their subscriber at cancel, as Combine's do
/// (OpenCombine 0.14.0's `JustTests`, `OptionalPublisherTests`, `ResultPublisherTests` `testLifecycle`).
final class OneValueLifecycleTests: PubSubTestCase {
    private final class KeepingSubscriber<Failure: Error>: Subscriber {
        typealias Input = Int
        var subscription: Subscription?
        let freed: () -> Void
        init(freed: @escaping () -> Void) { self.freed = freed }
        deinit { freed() }
        func receive(subscription: Subscription) { self.subscription = subscription }
        func receive(_ input: Int) -> Subscribers.Demand { .none }
        func receive(completion: Subscribers.Completion<Failure>) {}
    }

    private func freedAfterCancel<P: Publisher>(_ publisher: P) -> Bool where P.Output == Int {
        var freed = false
        do {
            let subscriber = KeepingSubscriber<P.Failure> { freed = true }
            publisher.subscribe(subscriber)
            subscriber.subscription?.cancel()
        }
        return freed
    }

    func testOneValuePublishers_LetGoOfTheirSubscriberAtCancel() {
        XCTAssertTrue(freedAfterCancel(Just(42)), "Just")
        XCTAssertTrue(freedAfterCancel(Optional(42).publisher), "Optional.Publisher")
        XCTAssertTrue(freedAfterCancel(Result<Int, TestError>.Publisher(42)), "Result.Publisher")
    }
}

/// `buffer` keeps only its settings, not the publisher it was made from (OpenCombine 0.14.0's `BufferTests`
/// lifecycle tests): an upstream publisher that holds its subscriber is not kept alive through it.
final class BufferLifecycleTests: PubSubTestCase {
    /// A publisher that holds its subscriber (as many hand-written publishers do).
    private final class HoldingPublisher: Publisher {
        typealias Output = Int
        typealias Failure = Never
        var subscriber: AnySubscriber<Int, Never>?
        let freed: () -> Void
        init(freed: @escaping () -> Void) { self.freed = freed }
        deinit { freed() }
        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            self.subscriber = AnySubscriber(subscriber)
            subscriber.receive(subscription: Subscriptions.empty)
        }
    }

    func testBuffer_DoesNotKeepTheUpstreamPublisherAlive() {
        var freed = false
        var cancellable: AnyCancellable?
        do {
            let publisher = HoldingPublisher { freed = true }
            cancellable = publisher.buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest).sink { _ in }
        }
        XCTAssertTrue(freed, "only the publisher's subscriber, not the publisher, is referenced by the subscription")
        cancellable?.cancel()
    }
}
