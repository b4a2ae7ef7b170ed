import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import XCTest

/// Deep synchronous chains and long re-entrant runs complete without overflowing the stack.
///
/// ReactiveSwift has no trampoline; a `SignalCore` queues events sent while it delivers, and the
/// flattener starts queued inner producers in a loop (not one from inside the previous one's
/// completion), so depth does not grow with the number of inner producers.
final class PullDeepChainTests: XCTestCase {
    private let depth = 10_000
    /// Nested operators cost stack linearly (every layer is a synchronous call, as in ReactiveSwift):
    /// about 4.7 KB per `flatMap` layer in a debug build, so 1,000 fit the 8 MB main thread (a debug
    /// build overflows near 1,700). Nested `prefix`/`merge` also cost time quadratically (value i
    /// crosses depth - i layers), so they are checked at 300 layers.
    private let nestedDepth = 1_000
    private let nestedQuadraticDepth = 300

    /// 10,000 inner producers wait behind a first one that is still running; when it completes, the
    /// other 9,999 complete synchronously one after the other.
    func testDeepChain_Concat_10_000_QueuedSynchronousInners() {
        withLeakCheck {
            let (gate, open) = Signal<Int, Never>.pipe()
            var sum = 0
            var completed = false
            SignalProducer<Int, Never>(0..<depth)
                .flatMap(.concat) { value in value == 0 ? SignalProducer(gate).take(first: 1) : SignalProducer(value: value) }
                .start { event in
                    switch event {
                    case let .value(value): sum += value
                    case .completed: completed = true
                    default: break
                    }
                }
            XCTAssertEqual(sum, 0)
            open.send(value: 0)
            XCTAssertEqual(sum, depth * (depth - 1) / 2)
            XCTAssertTrue(completed)
        }
    }

    func testDeepChain_ConcurrentLimit_10_000_QueuedSynchronousInners() {
        withLeakCheck {
            let (gate, open) = Signal<Int, Never>.pipe()
            var count = 0
            SignalProducer<Int, Never>(0..<depth)
                .flatMap(.concurrent(limit: 2)) { value in value < 2 ? SignalProducer(gate).take(first: 1) : SignalProducer(value: value) }
                .startWithValues { _ in count += 1 }
            open.send(value: 0)
            XCTAssertEqual(count, depth)
        }
    }

    /// `prefix` (a `.concat` of two producers) nested 10,000 times: each level is one more operator.
    func testDeepChain_NestedConcat_300() {
        Self.nestedConcat(nestedQuadraticDepth)
    }

    private static func nestedConcat(_ nestedDepth: Int) {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(value: nestedDepth - 1)
            for value in (0..<nestedDepth - 1).reversed() { producer = producer.prefix(value: value) }
            var values: [Int] = []
            var completed = false
            producer.start { event in
                if case let .value(value) = event { values.append(value) }
                if case .completed = event { completed = true }
            }
            XCTAssertEqual(values, Array(0..<nestedDepth))
            XCTAssertTrue(completed)
        }
    }

    func testDeepChain_NestedFlatMap_1_000() {
        Self.nestedFlatMap(nestedDepth)
    }

    private static func nestedFlatMap(_ nestedDepth: Int) {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(value: 0)
            for _ in 0..<nestedDepth { producer = producer.flatMap(.merge) { SignalProducer(value: $0 + 1) } }
            var result: [Int] = []
            producer.startWithValues { result.append($0) }
            XCTAssertEqual(result, [nestedDepth])
        }
    }

    func testDeepChain_Merge_10_000_Producers() {
        withLeakCheck {
            let producers = (0..<depth).map { SignalProducer<Int, Never>(value: $0) }
            var sum = 0
            var completed = false
            SignalProducer<SignalProducer<Int, Never>, Never>(producers).flatMap(.merge) { $0 }.start { event in
                if case let .value(value) = event { sum += value }
                if case .completed = event { completed = true }
            }
            XCTAssertEqual(sum, depth * (depth - 1) / 2)
            XCTAssertTrue(completed)
        }
    }

    func testDeepChain_NestedMerge_300() {
        Self.nestedMerge(nestedQuadraticDepth)
    }

    private static func nestedMerge(_ nestedDepth: Int) {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(value: 0)
            for value in 1..<nestedDepth { producer = SignalProducer.merge(producer, SignalProducer(value: value)) }
            var count = 0
            producer.startWithValues { _ in count += 1 }
            XCTAssertEqual(count, nestedDepth)
        }
    }

    /// An observer that sends the next value into its own pipe, 100,000 times in a row.
    func testDeepChain_100_000_ReentrantEmissions() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            var received: [Int] = []
            received.reserveCapacity(100_000)
            signal.map { $0 }.observeValues { value in
                received.append(value)
                if value + 1 < 100_000 { input.send(value: value + 1) } else { input.sendCompleted() }
            }
            input.send(value: 0)
            XCTAssertEqual(received.count, 100_000)
            XCTAssertEqual(received.last, 99_999)
            XCTAssertTrue(zip(received, received.dropFirst()).allSatisfy { $0 + 1 == $1 })
        }
    }
}
