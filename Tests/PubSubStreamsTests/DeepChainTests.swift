import Foundation
import PubSubStreamsTest
import Scheduling
import TestReporting
import Testing

/// Deep synchronous chains and long re-entrant runs complete without a stack overflow.
///
/// Combine has no trampoline (OpenCombine neither): a publisher nested 10,000 levels deep subscribes and
/// delivers through 10,000 nested calls, so it needs stack in proportion to its depth. The idiomatic
/// flat forms (one operator over 10,000 publishers) run on any stack, because sequences, subjects,
/// `flatMap(maxPublishers:)` and `append` hand re-entrant requests back to a loop. Ours also runs the
/// nested forms (6,000 levels through `AnyPublisher`, twice what overflows it unguarded) on the default stack, also under TSan: every
/// `subscribe` and every event crossing an `AnyPublisher` is a guarded call, deferred to the thread's
/// outermost guarded call when nested too deeply (Patterns/Contracts.md, pub-sub section).
@Suite(.ownsLane(.pubSub) { Resources.total })
struct PubSubDeepChainTests {
    private let depth = 10_000
    /// Levels of the nested chains: with the guard off, each of them overflows the default 8 MiB stack of a
    /// debug build already at 3,000 (measured 2026-11-26), so 6,000 needs the guard twice over.
    private let nestedDepth = 6_000

    @Test func testDeepChain_ConcatOf10000PublishersInARow_Completes() {
        // flatMap(maxPublishers: .max(1)) is Combine's concat of many: each inner finishes before the next starts.
        var sum = 0
        var finished = false
        let cancellable = (0..<depth).publisher.flatMap(maxPublishers: .max(1)) { Just($0) }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { sum += $0 })
        #expect(sum == depth * (depth - 1) / 2)
        #expect(finished)
        cancellable.cancel()
    }

    @Test func testDeepChain_MergeManyOf10000_Completes() {
        var count = 0
        let cancellable = Publishers.MergeMany((0..<depth).map { Just($0) }).sink { _ in count += 1 }
        #expect(count == depth)
        cancellable.cancel()
    }

    @Test func testDeepChain_FlatMapOver10000_Completes() {
        var count = 0
        let cancellable = (0..<depth).publisher.flatMap { _ in (0..<2).publisher.map { $0 } }.sink { _ in count += 1 }
        #expect(count == 2 * depth)
        cancellable.cancel()
    }

    @Test func testDeepChain_100000ReentrantRequestsOnASequence_Complete() {
        // One value per request, each request made from inside receive: a loop, not a recursion.
        // (A plain counting subscriber: the generic recorder would dominate the time of 100,000 values.)
        let subscriber = OneAtATimeCounter()
        (0..<100_000).publisher.subscribe(subscriber)
        #expect(subscriber.count == 100_000)
        #expect(subscriber.inOrder == true)
        #expect(subscriber.finished == true)
    }

    /// Asks for one value when subscribed and for one more from inside each `receive(_:)`, through the subscription.
    private final class OneAtATimeCounter: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        private var subscription: Subscription?
        private(set) var count = 0
        private(set) var inOrder = true
        private(set) var finished = false

        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.max(1))
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            inOrder = inOrder && input == count
            count += 1
            subscription?.request(.max(1))
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {
            finished = true
            subscription = nil
        }
    }

    @Test func testDeepChain_Nested6000FlatMap_CompletesOnTheDefaultStack() {
        var chain = Just(0).eraseToAnyPublisher()
        for _ in 0..<nestedDepth { chain = chain.flatMap { Just($0 + 1) }.eraseToAnyPublisher() }
        #expect(Self.run(chain) == Outcome(values: [nestedDepth], finished: true))
    }

    @Test func testDeepChain_Nested6000Merge_CompletesOnTheDefaultStack() {
        var chain = Just(1).eraseToAnyPublisher()
        for _ in 1..<nestedDepth { chain = chain.merge(with: Empty()).eraseToAnyPublisher() }
        #expect(Self.run(chain) == Outcome(values: [1], finished: true))
    }

    @Test func testDeepChain_Nested6000Append_CompletesOnTheDefaultStack() {
        // One value through 6,000 nested concatenations (a value per level would make it O(depth²)).
        var chain = Just(1).eraseToAnyPublisher()
        for _ in 1..<nestedDepth { chain = chain.append(Empty()).eraseToAnyPublisher() }
        #expect(Self.run(chain) == Outcome(values: [1], finished: true))
    }

    @Test func testDeepChain_Nested6000Prepend_CompletesOnTheDefaultStack() {
        var chain = Just(1).eraseToAnyPublisher()
        for _ in 1..<nestedDepth { chain = Empty().append(chain).eraseToAnyPublisher() }
        #expect(Self.run(chain) == Outcome(values: [1], finished: true))
    }

    @Test func testDeepChain_Nested6000FlatMap_OnASubject_DemandOneAtATime_ThenCancel() {
        // Deferred deliveries hand their subscriber's demand back upstream (nothing lost, nothing extra),
        // and a cancel crosses all 6,000 levels: a later send reaches nobody.
        let subject = PassthroughSubject<Int, Never>()
        var chain = subject.eraseToAnyPublisher()
        for _ in 0..<nestedDepth { chain = chain.flatMap(maxPublishers: .max(1)) { Just($0 + 1) }.eraseToAnyPublisher() }
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: { _ in .max(1) })
        chain.subscribe(subscriber)
        subject.send(0)
        subject.send(1)
        subscriber.cancel()
        subject.send(2)
        #expect(subscriber.values == [nestedDepth, nestedDepth + 1])
        #expect(subscriber.completion == nil)
    }

    private struct Outcome: Equatable {
        var values: [Int]
        var finished: Bool
    }

    private static func run(_ chain: AnyPublisher<Int, Never>) -> Outcome {
        var outcome = Outcome(values: [], finished: false)
        let cancellable = chain.sink(receiveCompletion: { _ in outcome.finished = true }, receiveValue: { outcome.values.append($0) })
        cancellable.cancel()
        return outcome
    }

    @Test func testContract_ReentrantSendIsDeliveredInOrder_100000TimesWithoutStackGrowth() {
        let subject = PassthroughSubject<Int, Never>()
        var count = 0
        var last = -1
        var ordered = true
        let cancellable = subject.sink { value in
            ordered = ordered && value == last + 1
            last = value
            count += 1
            if value < 99_999 { subject.send(value + 1) }
        }
        subject.send(0)
        #expect(count == 100_000)
        #expect(ordered)
        cancellable.cancel()
    }
}
