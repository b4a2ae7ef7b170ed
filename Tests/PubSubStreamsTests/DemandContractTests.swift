import Marbles
import PubSubStreamsTest
import XCTest

/// The demand contract seen from a subscriber that breaks it: `request(.none)` (Combine traps; ours reports
/// a clear message and ignores it) and requests after `cancel()` (Combine ignores them; so do we, silently).
final class DemandContractTests: PubSubTestCase {
    /// A subscriber that keeps its subscription and lets the test misuse it.
    private final class ManualSubscriber<Input, Failure: Error>: Subscriber {
        var subscription: Subscription?
        var values: [Input] = []
        var completions = 0

        func receive(subscription: Subscription) { self.subscription = subscription }
        func receive(_ input: Input) -> Subscribers.Demand {
            values.append(input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Failure>) { completions += 1 }
    }

    /// Combine's `Publishers.Sequence` ignores a zero request (OpenCombine's `SequenceTests.testRecursion`);
    /// the other sources trap on it.
    private func message(_ subscription: String) -> String {
        "API Violation: \(subscription) was asked for Subscribers.Demand.none (.max(0)). "
            + (subscription.hasPrefix("Publishers.Sequence")
                ? "Combine and ours ignore the request." : "Combine traps here; ours ignores the request.")
            + " Request .max(n) with n >= 1, or .unlimited."
    }

    private func assertZeroDemandReported<P: Publisher>(
        _ publisher: P, _ name: String, expected: [P.Output], file: StaticString = #filePath, line: UInt = #line,
        afterSubscribing: () -> Void = {}
    ) where P.Output: Equatable {
        let subscriber = ManualSubscriber<P.Output, P.Failure>()
        publisher.subscribe(subscriber)
        afterSubscribing()
        let messages = captureReportedIssues { subscriber.subscription?.request(.none) }
        XCTAssertEqual(messages, [message(name)], file: file, line: line)
        XCTAssertEqual(subscriber.values, [], "nothing may be delivered for .none", file: file, line: line)
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, expected, file: file, line: line)
        subscriber.subscription?.cancel()
        subscriber.subscription = nil
    }

    func testZeroDemand_Sequence_IsReportedAndIgnored() {
        assertZeroDemandReported([1, 2].publisher, "Publishers.Sequence's subscription", expected: [1])
    }

    func testZeroDemand_Just_IsReportedAndIgnored() {
        assertZeroDemandReported(Just(1), "Just's subscription", expected: [1])
    }

    func testZeroDemand_Future_IsReportedAndIgnored() {
        assertZeroDemandReported(Future<Int, Never> { $0(.success(1)) }, "Future's subscription", expected: [1])
    }

    func testZeroDemand_PassthroughSubject_IsReportedAndIgnored() {
        let subject = PassthroughSubject<Int, Never>()
        assertZeroDemandReported(subject, "a subject's subscription", expected: [], afterSubscribing: { subject.send(1) })
    }

    func testZeroDemand_CurrentValueSubject_IsReportedAndIgnored() {
        assertZeroDemandReported(CurrentValueSubject<Int, Never>(7), "a subject's subscription", expected: [7])
    }

    func testZeroDemand_ThroughAnOperatorChain_IsReportedBySource() {
        assertZeroDemandReported(
            [1, 2].publisher.map { $0 * 10 }.filter { $0 > 0 }, "Publishers.Sequence's subscription", expected: [10])
    }

    func testZeroDemand_TestablePublisher_IsReportedAndIgnored() throws {
        let scheduler = DispatchQueue.test
        let publisher = try scheduler.createColdPublisher(marbles: "a|", values: ["a": 1])
        // The value due at frame 0 waits in the subscription's queue (no demand yet), then the request delivers it.
        assertZeroDemandReported(publisher, "TestablePublisher (cold)", expected: [1], afterSubscribing: { scheduler.run() })
    }

    func testRequestAfterCancel_IsIgnoredSilently_ForEverySource() throws {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        let cold = try scheduler.createColdPublisher(marbles: "a|", values: ["a": 1])
        let hot = try scheduler.createHotPublisher(marbles: "-a|", values: ["a": 1])
        let sources: [(String, AnyPublisher<Int, Never>)] = [
            ("sequence", [1, 2].publisher.eraseToAnyPublisher()),
            ("just", Just(1).eraseToAnyPublisher()),
            ("future", Future<Int, Never> { $0(.success(1)) }.eraseToAnyPublisher()),
            ("subject", subject.eraseToAnyPublisher()),
            ("current value", CurrentValueSubject<Int, Never>(1).eraseToAnyPublisher()),
            ("map", [1].publisher.map { $0 }.eraseToAnyPublisher()),
            ("flatMap", [1].publisher.flatMap { Just($0) }.eraseToAnyPublisher()),
            ("cold marbles", cold.eraseToAnyPublisher()),
            ("hot marbles", hot.eraseToAnyPublisher()),
        ]
        let subscribers = sources.map { _ in ManualSubscriber<Int, Never>() }
        let messages = captureReportedIssues {
            for ((_, source), subscriber) in zip(sources, subscribers) {
                source.subscribe(subscriber)
                subscriber.subscription?.cancel()
                subscriber.subscription?.request(.max(3))
            }
            subject.send(2)
            scheduler.run()
        }
        XCTAssertEqual(messages, [])
        for ((name, _), subscriber) in zip(sources, subscribers) {
            XCTAssertEqual(subscriber.values, [], name)
            XCTAssertEqual(subscriber.completions, 0, name)
            subscriber.subscription = nil
        }
        XCTAssertEqual(cold.subscriptionMarbles(), ["(^!)"])
        XCTAssertEqual(hot.subscriptionMarbles(), ["(^!)"])
    }

    // MARK: flatMap(maxPublishers:) seen through subscription logs

    func testFlatMap_MaxPublishers_LimitsConcurrentInners_AndRequestsUpstreamAsInnersFinish() throws {
        let scheduler = DispatchQueue.test
        let outer = try scheduler.createColdPublisher(marbles: "abc------|", values: ["a": 1, "b": 2, "c": 3])
        let inner = try scheduler.createColdPublisher(marbles: "--x|", values: ["x": 0])
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler)
        outer.flatMap(maxPublishers: .max(2)) { value in inner.map { _ in value } }.subscribe(subscriber)
        scheduler.run()
        // Two inners at once: c waits (queued by the cold outer) until the first inner finishes at 3;
        // each finished inner asks the outer for one more (at 3, 4 and 6).
        XCTAssertEqual(outer.subscriptionMarbles(), ["^(2)---(1)-(1)--(1)"])
        XCTAssertEqual(inner.subscriptions.map(\.subscribed), [0, 0.001, 0.003])
        assertMarbles(subscriber, "--ab-c---|", values: ["a": 1, "b": 2, "c": 3])
    }

    func testFlatMap_MaxPublishersOne_SerializesInners() throws {
        let scheduler = DispatchQueue.test
        let outer = try scheduler.createColdPublisher(marbles: "(ab)|", values: ["a": 1, "b": 2])
        let inner = try scheduler.createColdPublisher(marbles: "-x-|", values: ["x": 0])
        let subscriber = TestSubscriber<Int, Never>(scheduler: scheduler)
        outer.flatMap(maxPublishers: .max(1)) { value in inner.map { _ in value } }.subscribe(subscriber)
        scheduler.run()
        XCTAssertEqual(inner.subscriptions.map(\.subscribed), [0, 0.003])
        assertMarbles(subscriber, "-a--b-|", values: ["a": 1, "b": 2])
    }
}
