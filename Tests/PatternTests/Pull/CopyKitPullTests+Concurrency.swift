// The pull kit's Swift Concurrency bridges (ours: ReactiveSwift has none), held to what RxSwift's
// `values` and `Single.value` and Combine's `values` document for the same cases: every value in order,
// completion ends the loop, the error is thrown, buffering is unbounded unless asked otherwise, and
// cancelling the consuming task disposes the subscription (the module's live-subscription check then
// finds the count back where it started).
import Foundation
import PullKit
import PullStreams
import XCTest

final class CopyKitPullConcurrencyTests: XCTestCase {
    struct Failed: Error, Equatable {}

    func testValues_valuesThenCompletion_theErrorIsThrown() async throws {
        var seen: [Int] = []
        for await value in SignalProducer<Int, Never>([1, 2, 3]).values { seen.append(value) }
        XCTAssertEqual(seen, [1, 2, 3])

        let failing = SignalProducer<Int, Failed>(value: 1).concat(SignalProducer(error: Failed()))
        var beforeError: [Int] = []
        do {
            for try await value in failing.values { beforeError.append(value) }
            XCTFail("expected the producer's error")
        } catch {
            XCTAssertEqual(error as? Failed, Failed())
        }
        XCTAssertEqual(beforeError, [1])
    }

    func testValues_bufferingIsUnboundedByDefault_newestKeepsTheLast() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let all = SignalProducer(signal).values
        let newest = SignalProducer(signal).values(bufferingPolicy: .bufferingNewest(1))
        for value in 1...3 { input.send(value: value) }  // sent before either loop begins
        input.sendCompleted()

        var everything: [Int] = []
        for await value in all { everything.append(value) }
        var last: [Int] = []
        for await value in newest { last.append(value) }

        XCTAssertEqual(everything, [1, 2, 3])
        XCTAssertEqual(last, [3])
    }

    func testValues_cancellingTheConsumer_disposesTheProducer() async {
        let ended = expectation(description: "the producer's lifetime ends")
        let producer = SignalProducer<Int, Failed> { _, lifetime in lifetime.observeEnded { ended.fulfill() } }
        let consumer = Task {
            for try await _ in producer.values {}
        }

        consumer.cancel()

        await fulfillment(of: [ended], timeout: 1)
        _ = await consumer.result
    }

    func testValues_interruptedElsewhere_endsWithCancellationError_orQuietlyWhenItCannotFail() async {
        let (signal, input) = Signal<Int, Failed>.pipe()
        let stream = signal.values
        input.sendInterrupted()
        do {
            for try await _ in stream {}
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }

        let (quiet, quietInput) = Signal<Int, Never>.pipe()
        let quietStream = quiet.values
        quietInput.send(value: 7)
        quietInput.sendInterrupted()
        var seen: [Int] = []
        for await value in quietStream { seen.append(value) }
        XCTAssertEqual(seen, [7])
    }

    func testSignalValues_areHot_onlyWhatIsSentAfterReadingValues() async {
        let (signal, input) = Signal<String, Never>.pipe()
        input.send(value: "before")
        let stream = signal.values
        input.send(value: "after")
        input.sendCompleted()

        var seen: [String] = []
        for await value in stream { seen.append(value) }

        XCTAssertEqual(seen, ["after"])
    }

    func testFirst_valueEmptyAndError_andANeverFailingProducerNeedsNoTry() async throws {
        let firstOfTwo = try await SignalProducer<Int, Failed>([1, 2]).first()
        XCTAssertEqual(firstOfTwo, 1)
        let empty = try await SignalProducer<Int, Failed>.empty.first()
        XCTAssertNil(empty)
        do {
            _ = try await SignalProducer<Int, Failed>(error: Failed()).first()
            XCTFail("expected the producer's error")
        } catch {
            XCTAssertEqual(error, Failed())  // typed: the producer's own Error
        }
        let infallible: Int? = await SignalProducer<Int, Never>(value: 5).first()
        XCTAssertEqual(infallible, 5)
    }

    func testFirst_cancellingTheAwaitingTask_disposesTheProducer_andGivesNil() async {
        let ended = expectation(description: "the producer's lifetime ends")
        let producer = SignalProducer<Int, Never> { _, lifetime in lifetime.observeEnded { ended.fulfill() } }
        let waiting = Task { await producer.first() }

        waiting.cancel()

        await fulfillment(of: [ended], timeout: 1)
        let value = await waiting.value
        XCTAssertNil(value)
    }
}
