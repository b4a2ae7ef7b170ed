import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import Testing

/// Deep synchronous chains and long re-entrant runs complete without overflowing the stack.
///
/// ReactiveSwift has no trampoline; a `SignalCore` queues events sent while it delivers, and the
/// flattener starts queued inner producers in a loop (not one from inside the previous one's
/// completion), so depth does not grow with the number of inner producers. Nested operators are
/// bounded by the per-thread stack guard: once half of the thread's stack is used or 512 deliveries,
/// starts or interruptions nest, the next one is left to the outermost guarded frame, so 6,000 layers
/// (twice what overflows the default stack unguarded) fit it in debug and ThreadSanitizer builds.
@Suite(.ownsLane(.pull) { Resources.total })
struct PullDeepChainTests {
    private let depth = 10_000
    /// Layers of the nested chains: with the guard off, each of them overflows the default 8 MiB stack of a
    /// debug build at 5,000 (all but `take(first:)` already at 3,000; measured 2026-11-26), so 6,000 needs the guard.
    private let nestedDepth = 6_000

    /// 10,000 inner producers wait behind a first one that is still running; when it completes, the
    /// other 9,999 complete synchronously one after the other.
    @Test func testDeepChain_Concat_10_000_QueuedSynchronousInners() {
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
            #expect(sum == 0)
            open.send(value: 0)
            #expect(sum == depth * (depth - 1) / 2)
            #expect(completed)
        }
    }

    @Test func testDeepChain_ConcurrentLimit_10_000_QueuedSynchronousInners() {
        withLeakCheck {
            let (gate, open) = Signal<Int, Never>.pipe()
            var count = 0
            SignalProducer<Int, Never>(0..<depth)
                .flatMap(.concurrent(limit: 2)) { value in value < 2 ? SignalProducer(gate).take(first: 1) : SignalProducer(value: value) }
                .startWithValues { _ in count += 1 }
            open.send(value: 0)
            #expect(count == depth)
        }
    }

    /// The example: `flatMap(.concat)` nested 6,000 times; one value crosses every layer,
    /// starting one inner producer per layer. Starting, delivering and tearing down all go through the
    /// stack guard, so nothing nests 6,000 calls deep.
    @Test func testDeepChain_NestedFlatMapConcat_6_000() {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(value: 0)
            for _ in 0..<nestedDepth { producer = producer.flatMap(.concat) { SignalProducer(value: $0 + 1) } }
            Self.assertSends(producer, [nestedDepth])
        }
    }

    /// `flatMap` nested 6,000 times, alternating `.merge` and `.latest` layers (each layer is a
    /// synchronous call of the same depth whatever its strategy; one test keeps the suite fast).
    @Test func testDeepChain_NestedFlatMapMergeAndLatest_6_000() {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(value: 0)
            for layer in 0..<nestedDepth {
                producer = producer.flatMap(layer.isMultiple(of: 2) ? .merge : .latest) { SignalProducer(value: $0 + 1) }
            }
            Self.assertSends(producer, [nestedDepth])
        }
    }

    /// `concat` (here `prefix`, a `.concat` of two producers) and `merge` of producers nested 6,000
    /// times, alternating: each layer runs an empty producer and the previous layer; the one value
    /// crosses all layers once.
    @Test func testDeepChain_NestedConcatAndMerge_6_000() {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(value: 1)
            for layer in 1..<nestedDepth {
                producer =
                    layer.isMultiple(of: 2)
                    ? producer.prefix(.empty)
                    : SignalProducer.merge(producer, SignalProducer<Int, Never>.empty)
            }
            Self.assertSends(producer, [1])
        }
    }

    /// `take(first:)` nested 6,000 times: every layer completes the run after its first value.
    @Test func testDeepChain_NestedTakeFirst_6_000() {
        withLeakCheck {
            var producer = SignalProducer<Int, Never>(0..<3)
            for _ in 0..<nestedDepth { producer = producer.take(first: 2) }
            Self.assertSends(producer, [0, 1])
        }
    }

    /// Disposing a running 6,000-layer chain interrupts every layer without nesting 6,000 calls.
    @Test func testDeepChain_NestedFlatMap_6_000_DisposedWhileRunning() {
        withLeakCheck {
            let (gate, open) = Signal<Int, Never>.pipe()
            var producer = SignalProducer<Int, Never>(gate)
            for _ in 0..<nestedDepth { producer = producer.flatMap(.latest) { SignalProducer(value: $0 + 1) } }
            var values: [Int] = []
            var interrupted = false
            let disposable = producer.start { event in
                if case let .value(value) = event { values.append(value) }
                if case .interrupted = event { interrupted = true }
            }
            open.send(value: 0)
            #expect(values == [nestedDepth])
            disposable.dispose()
            #expect(interrupted)
        }
    }

    private static func assertSends(
        _ producer: SignalProducer<Int, Never>, _ expected: [Int], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var values: [Int] = []
        var completed = false
        producer.start { event in
            if case let .value(value) = event { values.append(value) }
            if case .completed = event { completed = true }
        }
        #expect(values == expected, sourceLocation: sourceLocation)
        #expect(completed, "the chain completes", sourceLocation: sourceLocation)
    }

    @Test func testDeepChain_Merge_10_000_Producers() {
        withLeakCheck {
            let producers = (0..<depth).map { SignalProducer<Int, Never>(value: $0) }
            var sum = 0
            var completed = false
            SignalProducer<SignalProducer<Int, Never>, Never>(producers).flatMap(.merge) { $0 }.start { event in
                if case let .value(value) = event { sum += value }
                if case .completed = event { completed = true }
            }
            #expect(sum == depth * (depth - 1) / 2)
            #expect(completed)
        }
    }

    /// An observer that sends the next value into its own pipe, 100,000 times in a row.
    @Test func testDeepChain_100_000_ReentrantEmissions() {
        withLeakCheck {
            let (signal, input) = Signal<Int, Never>.pipe()
            var received: [Int] = []
            received.reserveCapacity(100_000)
            // Whether each value is its predecessor plus one, checked as it arrives: `zip(...).allSatisfy`
            // over the array afterwards cost more instructions in a debug build than the 100,000 deliveries.
            var inOrder = true
            var expected = 0
            signal.map { $0 }.observeValues { value in
                if value != expected { inOrder = false }
                expected = value + 1
                received.append(value)
                if value + 1 < 100_000 { input.send(value: value + 1) } else { input.sendCompleted() }
            }
            input.send(value: 0)
            #expect(received.count == 100_000)
            #expect(received.last == 99_999)
            #expect(inOrder, "each value is the one before plus one")
        }
    }
}
