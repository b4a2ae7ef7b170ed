import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

/// The pub-sub style's contract, one rule per MARK, each test named after the rule it proves
/// (Patterns/Contracts.md, pub-sub section, lists them). XCTest, because the leak check reads `Resources.total`.
final class PubSubContractTests: PubSubTestCase {
    /// A publisher that breaks the grammar on purpose: a value, a completion, then more of both.
    private struct MisbehavingPublisher: Publisher {
        typealias Output = Int
        typealias Failure = TestError
        let completion: Subscribers.Completion<TestError>

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
            subscriber.receive(subscription: Subscriptions.empty)
            _ = subscriber.receive(1)
            subscriber.receive(completion: completion)
            _ = subscriber.receive(2)
            subscriber.receive(completion: .finished)
            subscriber.receive(completion: .failure(.other))
        }
    }

    private func record<P: Publisher>(_ publisher: P, into log: EventLog<Seen>) -> AnyCancellable where P.Output == Int {
        publisher.sink(
            receiveCompletion: { completion in
                if case .finished = completion { log.append(.finished) } else { log.append(.failed) }
            },
            receiveValue: { log.append(.value($0)) })
    }

    // MARK: Events are serial

    func testContract_EventsAreSerial_ConcurrentSendsNeverOverlapInASubscriber() {
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let overlap = OverlapDetector()
        let log = EventLog<Int>()
        let cancellable = subject.value.sink { value in overlap.inside { log.append(value) } }
        concurrently(threads: 4) { thread in
            for i in 0..<1_000 { subject.value.send(thread * 10_000 + i) }
        }
        XCTAssertEqual(overlap.maximum, 1, "two sends were delivered to one subscriber at the same time")
        XCTAssertEqual(log.all.count, 4_000)
        for thread in 0..<4 {
            let mine = log.all.filter { $0 / 10_000 == thread }
            XCTAssertEqual(mine, (0..<1_000).map { thread * 10_000 + $0 }, "thread \(thread)'s values out of order")
        }
        cancellable.cancel()
    }

    func testContract_EventsAreSerial_RequestRacingSendOnCurrentValueSubject() {
        // A request that releases the kept value races sends on other threads: still one call at a time.
        let subject = UncheckedSendableBox(CurrentValueSubject<Int, Never>(0))
        let overlap = OverlapDetector()
        let subscriber = UncheckedSendableBox(TestSubscriber<Int, Never>(initialDemand: .none))
        let delivered = EventLog<Int>()
        let probe = UncheckedSendableBox(
            AnySubscriber<Int, Never>(
                receiveSubscription: { subscriber.value.receive(subscription: $0) },
                receiveValue: { value in
                    overlap.inside {
                        delivered.append(value)
                        return .none
                    }
                },
                receiveCompletion: { subscriber.value.receive(completion: $0) }))
        subject.value.subscribe(probe.value)
        concurrently(threads: 3) { thread in
            for i in 1...500 {
                if thread == 0 { subscriber.value.request(.max(1)) } else { subject.value.send(thread * 1_000 + i) }
            }
        }
        XCTAssertEqual(overlap.maximum, 1)
        XCTAssertLessThanOrEqual(delivered.all.count, 500, "more values than the 500 requested")
        subscriber.value.cancel()
    }

    func testContract_EventsAreSerial_ReentrantSendIsQueuedNotNested() {
        let subject = PassthroughSubject<Int, Never>()
        let overlap = OverlapDetector()
        var seen: [Int] = []
        let cancellable = subject.sink { value in
            overlap.inside {
                seen.append(value)
                if value < 5 { subject.send(value + 1) }
            }
        }
        subject.send(1)
        XCTAssertEqual(overlap.maximum, 1, "a re-entrant send was delivered inside the callback that sent it")
        XCTAssertEqual(seen, [1, 2, 3, 4, 5])
        cancellable.cancel()
    }

    // MARK: Nothing follows a terminal event

    func testContract_NothingFollowsATerminalEvent_SubjectIgnoresLaterSends() {
        let subject = PassthroughSubject<Int, TestError>()
        let log = EventLog<Seen>()
        let cancellable = record(subject, into: log)
        subject.send(1)
        subject.send(completion: .failure(.boom))
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(log.all, [.value(1), .failed])
        cancellable.cancel()
    }

    func testContract_NothingFollowsATerminalEvent_OperatorsSwallowAMisbehavingUpstream() {
        let chains: [(String, (MisbehavingPublisher) -> AnyPublisher<Int, TestError>)] = [
            ("map", { $0.map { $0 }.eraseToAnyPublisher() }),
            ("filter", { $0.filter { _ in true }.eraseToAnyPublisher() }),
            ("scan", { $0.scan(0, +).eraseToAnyPublisher() }),
            ("removeDuplicates", { $0.removeDuplicates().eraseToAnyPublisher() }),
            ("prefix", { $0.prefix(5).eraseToAnyPublisher() }),
            ("flatMap", { $0.flatMap { Just($0).setFailureType(to: TestError.self) }.eraseToAnyPublisher() }),
            ("merge", { $0.merge(with: Empty()).eraseToAnyPublisher() }),
            ("handleEvents", { $0.handleEvents().eraseToAnyPublisher() }),
            ("compactMap", { $0.compactMap { $0 }.eraseToAnyPublisher() }),
            ("dropFirst", { $0.dropFirst(0).eraseToAnyPublisher() }),
            ("append", { $0.append(Empty()).eraseToAnyPublisher() }),
            ("prepend", { Empty<Int, TestError>().append($0).eraseToAnyPublisher() }),
            ("combineLatest", { $0.combineLatest(Just(0).setFailureType(to: TestError.self)) { a, _ in a }.eraseToAnyPublisher() }),
            ("zip", { $0.zip(Just(0).setFailureType(to: TestError.self)) { a, _ in a }.eraseToAnyPublisher() }),
            ("switchToLatest", { $0.map { Just($0).setFailureType(to: TestError.self) }.switchToLatest().eraseToAnyPublisher() }),
            (
                "inner switchToLatest",
                { upstream in Just(0).setFailureType(to: TestError.self).map { _ in upstream }.switchToLatest().eraseToAnyPublisher() }
            ),
            ("mapError", { $0.mapError { $0 }.eraseToAnyPublisher() }),
            ("collect", { $0.collect().map { $0.first ?? -1 }.eraseToAnyPublisher() }),
            ("last", { $0.last().eraseToAnyPublisher() }),
            ("share", { $0.share().eraseToAnyPublisher() }),
        ]
        for completion in [Subscribers.Completion<TestError>.finished, .failure(.boom)] {
            for (name, chain) in chains {
                let log = EventLog<Seen>()
                _ = record(chain(MisbehavingPublisher(completion: completion)), into: log)
                // combineLatest and zip fail before their other side has a value; collect and last hold
                // their value until finished: on a failure none of them sends anything.
                let pairs = ["combineLatest", "zip", "collect", "last"].contains(name)
                let expected: [Seen] = completion == .finished ? [.value(1), .finished] : pairs ? [.failed] : [.value(1), .failed]
                XCTAssertEqual(log.all, expected, name)
            }
        }
    }

    func testContract_NothingFollowsATerminalEvent_ConcurrentSendsAndCompletion() {
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let log = EventLog<Seen>()
        let cancellable = record(subject.value, into: log)
        concurrently(threads: 4) { thread in
            for i in 0..<500 {
                if thread == 0 && i == 250 { subject.value.send(completion: .finished) }
                subject.value.send(i)
            }
        }
        let events = log.all
        XCTAssertEqual(events.last, .finished)
        XCTAssertEqual(events.filter { $0 == .finished }.count, 1, "the completion was delivered more than once")
        cancellable.cancel()
    }

    // MARK: A terminal event releases upstream resources

    func testContract_ATerminalEventReleasesUpstreamResources_FinishedFreesTheChain() {
        let start = Resources.total
        let subject = PassthroughSubject<Int, TestError>()
        let cancellable = subject.map { $0 + 1 }.filter { $0 > 0 }.flatMap { Just($0).setFailureType(to: TestError.self) }
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        subject.send(1)
        XCTAssertGreaterThan(Resources.total, start + 1)
        subject.send(completion: .finished)
        XCTAssertEqual(Resources.total, start + 1, "only the sink (held by its AnyCancellable) may be left")
        cancellable.cancel()
    }

    func testContract_ATerminalEventReleasesUpstreamResources_FailureFreesTheChain() {
        let start = Resources.total
        let left = PassthroughSubject<Int, TestError>()
        let right = PassthroughSubject<Int, TestError>()
        let cancellable = left.combineLatest(right).map { $0 + $1 }.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        left.send(1)
        right.send(2)
        left.send(completion: .failure(.boom))
        XCTAssertEqual(Resources.total, start + 1, "the failure must cancel and free the other side too")
        cancellable.cancel()
    }

    // MARK: A send into a subject from inside its own callback is delivered in order and never deadlocks

    func testContract_ReentrantSendIsDeliveredInOrder_ToEverySubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var first: [Int] = []
        var second: [Int] = []
        let a = subject.sink { value in
            first.append(value)
            if value == 1 { subject.send(2) }
        }
        let b = subject.sink { second.append($0) }
        subject.send(1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2], "the re-entrant 2 overtook the 1 still on its way (Combine's depth-first order)")
        a.cancel()
        b.cancel()
    }

    func testContract_ReentrantSendNeverDeadlocks_CompletionAndCurrentValueFromCallback() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let log = EventLog<Seen>()
        let cancellable = subject.sink(
            receiveCompletion: { _ in log.append(.finished) },
            receiveValue: { value in
                log.append(.value(value))
                if value < 3 { subject.value = value + 1 } else { subject.send(completion: .finished) }
            })
        XCTAssertEqual(log.all, [.value(0), .value(1), .value(2), .value(3), .finished])
        XCTAssertEqual(subject.value, 3)
        cancellable.cancel()
    }

    // MARK: Demand is never exceeded

    func testContract_DemandIsNeverExceeded_SubjectUnderConcurrentSends() {
        let subject = UncheckedSendableBox(PassthroughSubject<Int, Never>())
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(10))
        subject.value.subscribe(subscriber)
        concurrently(threads: 4) { thread in
            for i in 0..<500 { subject.value.send(thread * 1_000 + i) }
        }
        XCTAssertEqual(subscriber.values.count, 10, "exactly the 10 requested values, the rest dropped")
        subscriber.cancel()
    }

    func testContract_DemandIsNeverExceeded_ThroughOperatorChains() {
        let chains: [(String, AnyPublisher<Int, Never>)] = [
            ("sequence", (0..<100).publisher.eraseToAnyPublisher()),
            ("map+filter", (0..<100).publisher.map { $0 * 2 }.filter { $0 % 3 == 0 }.eraseToAnyPublisher()),
            ("flatMap", (0..<10).publisher.flatMap { (0..<$0).publisher }.eraseToAnyPublisher()),
            ("merge", (0..<50).publisher.merge(with: (50..<100).publisher).eraseToAnyPublisher()),
            ("append", (0..<50).publisher.append((50..<100).publisher).eraseToAnyPublisher()),
            ("combineLatest", (0..<5).publisher.combineLatest((0..<5).publisher).map { $0 * 10 + $1 }.eraseToAnyPublisher()),
            ("zip", (0..<50).publisher.zip((0..<50).publisher).map { $0 + $1 }.eraseToAnyPublisher()),
            ("scan", (0..<100).publisher.scan(0, +).eraseToAnyPublisher()),
            ("switchToLatest", (0..<10).publisher.map { (0..<$0).publisher }.switchToLatest().eraseToAnyPublisher()),
        ]
        for (name, chain) in chains {
            let messages = captureReportedIssues {
                let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(3))
                chain.subscribe(subscriber)
                XCTAssertLessThanOrEqual(subscriber.values.count, 3, name)
                XCTAssertGreaterThan(subscriber.values.count, 0, name)
                subscriber.request(.max(2))
                XCTAssertLessThanOrEqual(subscriber.values.count, 5, name)
                subscriber.cancel()
            }
            XCTAssertEqual(messages, [], "\(name) sent values beyond demand")
        }
    }
}
