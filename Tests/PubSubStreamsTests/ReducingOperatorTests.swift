import PubSubStreamsTest
import XCTest

/// The reducing operators (Combine's `ReduceProducer` family) and the one-to-one operators added
/// beside them, checked against OpenCombine 0.14.0's sources: what they ask upstream for, when they
/// publish, when they cancel upstream.
final class ReducingOperatorTests: PubSubTestCase {
    /// A subscriber that asks for nothing until the test says so.
    private final class Manual<Input, Failure: Error>: Subscriber {
        var subscription: Subscription?
        var events: [String] = []
        let demandPerValue: Subscribers.Demand

        init(demandPerValue: Subscribers.Demand = .none) { self.demandPerValue = demandPerValue }

        func receive(subscription: Subscription) { self.subscription = subscription }
        func receive(_ input: Input) -> Subscribers.Demand {
            events.append("\(input)")
            return demandPerValue
        }
        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: events.append("finished")
            case let .failure(error): events.append("failure(\(error))")
            }
            subscription = nil
        }
    }

    private struct Oops: Error, CustomStringConvertible { var description: String { "oops" } }

    /// A subject and the upstream's side of it: `log` holds what was requested and whether it was cancelled,
    /// as the operator under test sees `publisher`.
    private final class LoggedSubject<Output> {
        let subject = PassthroughSubject<Output, Oops>()
        private(set) var log: [String] = []

        var publisher: Publishers.HandleEvents<PassthroughSubject<Output, Oops>> {
            subject.handleEvents(
                receiveCancel: { [weak self] in self?.log.append("cancel") },
                receiveRequest: { [weak self] in self?.log.append("request \($0)") })
        }
    }

    /// The arrange of the tests that watch what an operator asks its upstream for: subscribes a `Manual`
    /// subscriber (asking `demandPerValue` a value) to `make(upstream.publisher)`.
    private func attach<Input, P: Publisher>(
        _: Input.Type, demandPerValue: Subscribers.Demand = .none,
        _ make: (Publishers.HandleEvents<PassthroughSubject<Input, Oops>>) -> P
    ) -> (LoggedSubject<Input>, Manual<P.Output, P.Failure>) {
        let upstream = LoggedSubject<Input>()
        let subscriber = Manual<P.Output, P.Failure>(demandPerValue: demandPerValue)
        make(upstream.publisher).subscribe(subscriber)
        return (upstream, subscriber)
    }

    func testReduce_AsksUpstreamForUnlimitedAtOnceAndWaitsForDemandToPublish() {
        let (upstream, subscriber) = attach(Int.self) { $0.reduce(0, +) }
        XCTAssertEqual(upstream.log, ["request unlimited"], "before the downstream asked for anything")
        upstream.subject.send(1)
        upstream.subject.send(2)
        upstream.subject.send(completion: .finished)
        XCTAssertEqual(subscriber.events, [], "the result waits for the downstream's demand")
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.events, ["3", "finished"])
    }

    func testLast_EmptyUpstreamStillWaitsForDemandBeforeFinishing() {
        let subscriber = Manual<Int, Never>()
        Empty<Int, Never>().last().subscribe(subscriber)
        XCTAssertEqual(subscriber.events, [])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.events, ["finished"])
    }

    func testFirst_CancelsUpstreamAtTheFirstValueAndPublishesWhenAsked() {
        let (upstream, subscriber) = attach(Int.self) { $0.first() }
        upstream.subject.send(7)
        upstream.subject.send(8)
        XCTAssertEqual(upstream.log, ["request unlimited", "cancel"])
        XCTAssertEqual(subscriber.events, [])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.events, ["7", "finished"])
    }

    func testFirstWhere_PublishesTheFirstMatch() {
        var values: [Int] = []
        _ = [1, 2, 3, 4].publisher.first { $0 > 2 }.sink { values.append($0) }
        XCTAssertEqual(values, [3])
    }

    func testTryFirstWhere_ThrowCancelsUpstreamAndFails() {
        let subscriber = Manual<Int, any Error>()
        [1, 2].publisher.tryFirst { _ in throw Oops() }.subscribe(subscriber)
        XCTAssertEqual(subscriber.events, ["failure(oops)"], "a failure does not wait for demand")
    }

    func testLastWhere_AndTryLastWhere() {
        var values: [Int] = []
        _ = [1, 2, 3, 4].publisher.last { $0 < 3 }.sink { values.append($0) }
        XCTAssertEqual(values, [2])
        let subscriber = Manual<Int, any Error>()
        [1, 2].publisher.tryLast { if $0 == 2 { throw Oops() } else { return true } }.subscribe(subscriber)
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testCount_CountsValuesAndPassesFailure() {
        var counts: [Int] = []
        _ = ["a", "b", "c"].publisher.count().sink { counts.append($0) }
        XCTAssertEqual(counts, [3])
        let subscriber = Manual<Int, Oops>(demandPerValue: .none)
        Fail<Int, Oops>(error: Oops()).count().subscribe(subscriber)
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testMinMax_KeepTheExtremeAndMaxByKeepsTheLaterOfEqualValues() {
        var results: [String] = []
        _ = [3, 1, 2].publisher.min().sink { results.append("min \($0)") }
        _ = [3, 1, 2].publisher.max().sink { results.append("max \($0)") }
        _ = [(1, "a"), (1, "b")].publisher.max { $0.0 < $1.0 }.sink { results.append("max(by:) \($0.1)") }
        _ = [(1, "a"), (1, "b")].publisher.min { $0.0 < $1.0 }.sink { results.append("min(by:) \($0.1)") }
        XCTAssertEqual(results, ["min 1", "max 3", "max(by:) a", "min(by:) a"])
    }

    func testTryMax_ThrowFails() {
        let subscriber = Manual<Int, any Error>()
        [1, 2].publisher.tryMax { _, _ in throw Oops() }.subscribe(subscriber)
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testContains_FinishesEarlyAndCancelsUpstream() {
        let (upstream, subscriber) = attach(Int.self) { $0.contains(2) }
        subscriber.subscription?.request(.max(1))
        upstream.subject.send(1)
        XCTAssertEqual(subscriber.events, [])
        upstream.subject.send(2)
        XCTAssertEqual(upstream.log, ["request unlimited", "cancel"])
        XCTAssertEqual(subscriber.events, ["true", "finished"])
    }

    func testContains_FalseWhenUpstreamFinishesWithoutIt() {
        var results: [Bool] = []
        _ = [1, 3].publisher.contains(2).sink { results.append($0) }
        _ = [1, 3].publisher.contains { $0 > 2 }.sink { results.append($0) }
        XCTAssertEqual(results, [false, true])
    }

    func testAllSatisfy_FalseAtTheFirstFailingValue() {
        var results: [Bool] = []
        _ = [2, 4, 6].publisher.allSatisfy { $0 % 2 == 0 }.sink { results.append($0) }
        _ = [2, 3, 6].publisher.allSatisfy { $0 % 2 == 0 }.sink { results.append($0) }
        _ = Empty<Int, Never>().allSatisfy { _ in false }.sink { results.append($0) }
        XCTAssertEqual(results, [true, false, true])
        let subscriber = Manual<Bool, any Error>()
        [1].publisher.tryAllSatisfy { _ in throw Oops() }.subscribe(subscriber)
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testTryReduce_ThrowCancelsUpstreamAndFails() {
        let (upstream, subscriber) = attach(Int.self) {
            $0.tryReduce(0) { sum, value in
                if value == 2 { throw Oops() }
                return sum + value
            }
        }
        upstream.subject.send(1)
        upstream.subject.send(2)
        XCTAssertEqual(upstream.log, ["request unlimited", "cancel"])
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testIgnoreOutput_AsksForUnlimitedAndPassesOnlyTheCompletion() {
        let (upstream, subscriber) = attach(Int.self) { $0.ignoreOutput() }
        upstream.subject.send(1)
        upstream.subject.send(completion: .failure(Oops()))
        XCTAssertEqual(upstream.log, ["request unlimited"])
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testDropWhile_ReRequestsOneForEachDroppedValue() {
        let (upstream, subscriber) = attach(Int.self) { $0.drop { $0 < 3 } }
        subscriber.subscription?.request(.max(1))
        upstream.subject.send(1)
        upstream.subject.send(2)
        upstream.subject.send(5)
        upstream.subject.send(1)
        XCTAssertEqual(upstream.log, ["request max(1)", "request max(1)", "request max(1)"])
        XCTAssertEqual(subscriber.events, ["5"], "the fourth value found no demand")
        subscriber.subscription?.cancel()
        subscriber.subscription = nil  // as a subscriber does at cancel (it holds the subscription, which holds it)
    }

    func testTryDropWhile_ThrowFails() {
        let subscriber = Manual<Int, any Error>(demandPerValue: .none)
        [1, 2].publisher.tryDrop { _ in throw Oops() }.subscribe(subscriber)
        subscriber.subscription?.request(.unlimited)
        XCTAssertEqual(subscriber.events, ["failure(oops)"])
    }

    func testPrefixWhile_CancelsUpstreamAtTheFirstFailingValue() {
        let (upstream, subscriber) = attach(Int.self, demandPerValue: .none) { $0.prefix { $0 < 3 } }
        subscriber.subscription?.request(.unlimited)
        upstream.subject.send(1)
        upstream.subject.send(5)
        upstream.subject.send(2)
        XCTAssertEqual(upstream.log, ["request unlimited", "cancel"])
        XCTAssertEqual(subscriber.events, ["1", "finished"])
    }

    func testTryCompactMap_DropsNilsAndFailsOnThrow() {
        let (upstream, subscriber) = attach(String.self) {
            $0.tryCompactMap { text -> Int? in
                if text == "!" { throw Oops() }
                return Int(text)
            }
        }
        subscriber.subscription?.request(.max(2))
        upstream.subject.send("1")
        upstream.subject.send("x")
        upstream.subject.send("!")
        XCTAssertEqual(upstream.log, ["request max(2)", "request max(1)", "cancel"])
        XCTAssertEqual(subscriber.events, ["1", "failure(oops)"])
    }

    func testTryRemoveDuplicates_DropsRepeatsAndFailsOnThrow() {
        let subscriber = Manual<Int, any Error>()
        [1, 1, 2, 3].publisher
            .tryRemoveDuplicates { previous, next in
                if next == 3 { throw Oops() }
                return previous == next
            }
            .subscribe(subscriber)
        subscriber.subscription?.request(.unlimited)
        XCTAssertEqual(subscriber.events, ["1", "2", "failure(oops)"])
    }

    func testCollect_PublishesEverythingAtTheEnd() {
        var arrays: [[Int]] = []
        _ = [1, 2, 3].publisher.collect().sink { arrays.append($0) }
        _ = Empty<Int, Never>().collect().sink { arrays.append($0) }
        XCTAssertEqual(arrays, [[1, 2, 3], []])
    }

    func testCollectByCount_MultipliesDemandAndPublishesTheRestOnFinish() {
        let (upstream, subscriber) = attach(Int.self, demandPerValue: .max(1)) { $0.collect(2) }
        subscriber.subscription?.request(.max(1))
        for value in 1...3 { upstream.subject.send(value) }
        upstream.subject.send(completion: .finished)
        XCTAssertEqual(upstream.log, ["request max(2)", "request max(2)"])
        XCTAssertEqual(subscriber.events, ["[1, 2]", "[3]", "finished"])
    }
}
