import PubSubStreamsTest
import XCTest

/// Combine's `Never`-failure overloads, sequence/publisher prepend and append, the trigger operators,
/// key-path maps and `assertNoFailure`, checked against OpenCombine 0.14.0's sources and Combine's docs.
final class FailureOverloadAndTriggerTests: PubSubTestCase {
    private struct Oops: Error, Equatable, CustomStringConvertible { var description: String { "oops" } }

    func testFlatMap_NeverFailingUpstreamTakesTheInnerFailureType() {
        var completion: Subscribers.Completion<Oops>?
        let cancellable = Just(1)
            .flatMap { _ in Fail<Int, Oops>(error: Oops()) }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        XCTAssertEqual(completion, .failure(Oops()))
        cancellable.cancel()
    }

    func testFlatMap_NeverFailingInnerTakesTheUpstreamFailureType() {
        var values: [Int] = []
        let cancellable = [1, 2].publisher.setFailureType(to: Oops.self)
            .flatMap { Just($0 * 10) }
            .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [10, 20])
        cancellable.cancel()
    }

    func testSwitchToLatest_NeverOverloads() {
        var values: [Int] = []
        let a = Just(Just(1)).switchToLatest().sink { values.append($0) }
        let b = Just(Fail<Int, Oops>(error: Oops())).switchToLatest().sink(
            receiveCompletion: { _ in values.append(-1) }, receiveValue: { _ in })
        let c = Just(Just(2)).setFailureType(to: Oops.self).switchToLatest().sink(
            receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [1, -1, 2])
        for cancellable in [a, b, c] { cancellable.cancel() }
    }

    func testPrependAndAppend_SequencesAndPublishers() {
        var values: [Int] = []
        _ = [3].publisher.prepend(1...2).append([4, 5]).append(Just(6)).prepend(Just(0)).sink { values.append($0) }
        XCTAssertEqual(values, [0, 1, 2, 3, 4, 5, 6])
    }

    func testPrefixUntilOutput_FinishesAtTheTriggersFirstValueAndCancelsUpstream() {
        var log: [String] = []
        let trigger = PassthroughSubject<Void, Never>()
        let values = PassthroughSubject<Int, Never>()
        let cancellable =
            values
            .handleEvents(receiveCancel: { log.append("upstream cancelled") })
            .prefix(untilOutputFrom: trigger)
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        values.send(1)
        trigger.send()
        values.send(2)
        XCTAssertEqual(log, ["1", "upstream cancelled", "finished"])
        cancellable.cancel()
    }

    /// Sinks `values.drop(untilOutputFrom: trigger)` (both failing with `Oops`), lets `script` drive the two
    /// subjects, and returns what the sink saw, as text (before it is cancelled).
    private func droppedUntilOutput(
        _ script: (_ values: PassthroughSubject<Int, Oops>, _ trigger: PassthroughSubject<Void, Oops>) -> Void
    ) -> [String] {
        var log: [String] = []
        let trigger = PassthroughSubject<Void, Oops>()
        let values = PassthroughSubject<Int, Oops>()
        let cancellable = values.drop(untilOutputFrom: trigger)
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        script(values, trigger)
        let seen = log
        cancellable.cancel()
        return seen
    }

    func testDropUntilOutput_DropsUntilTheTriggersFirstValue() {
        let log = droppedUntilOutput { values, trigger in
            values.send(1)
            trigger.send()
            values.send(2)
            values.send(completion: .finished)
        }
        XCTAssertEqual(log, ["2", "finished"])
    }

    func testDropUntilOutput_TriggerCompletingFirstEndsIt() {
        let log = droppedUntilOutput { values, trigger in
            trigger.send(completion: .failure(Oops()))
            values.send(1)
        }
        XCTAssertEqual(log, ["failure(oops)"])
    }

    func testMapKeyPath_ReadsOneTwoOrThreeKeyPaths() {
        var log: [String] = []
        var description = ""
        let subject = PassthroughSubject<String, Never>()
        let single = subject.map(\.count).handleEvents(receiveSubscription: { description = "\($0)" }).sink { log.append("\($0)") }
        subject.send("ab")
        single.cancel()
        _ = ["ab"].publisher.map(\.count, \.isEmpty).sink { log.append("\($0)") }
        _ = ["ab"].publisher.map(\.count, \.isEmpty, \.first).sink { log.append("\($0.0) \($0.1) \($0.2!)") }
        XCTAssertEqual(log, ["2", "(2, false)", "2 false a"])
        XCTAssertEqual(description, "PassthroughSubject", "map(\\.key) passes the upstream subscription through, as Combine's")
    }

    func testAssertNoFailure_ReportsTheFailureInsteadOfTrapping() {
        var completions: [String] = []
        let messages = captureReportedIssues {
            _ = Fail<Int, Oops>(error: Oops()).assertNoFailure("loading").sink(
                receiveCompletion: { completions.append("\($0)") }, receiveValue: { _ in })
        }
        XCTAssertEqual(messages, ["loading: oops"])
        XCTAssertEqual(completions, ["finished"])
    }

    func testResultPublisher_InitFromValueOrFailure() {
        var log: [String] = []
        _ = Result<Int, Oops>.Publisher(1).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        _ = Result<Int, Oops>.Publisher(Oops()).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        XCTAssertEqual(log, ["1", "finished", "failure(oops)"])
    }
}
