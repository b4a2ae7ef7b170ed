import Foundation
import PubSubStreamsTest
import Scheduling
import XCTest

/// Deep synchronous chains and long re-entrant runs complete without a stack overflow.
///
/// Combine has no trampoline (OpenCombine neither): a publisher nested 10,000 levels deep subscribes and
/// delivers through 10,000 nested calls, so it needs stack in proportion to its depth. The idiomatic
/// flat forms (one operator over 10,000 publishers) run on any stack, because sequences, subjects,
/// `flatMap(maxPublishers:)` and `append` hand re-entrant requests back to a loop. The nested forms
/// are proved on a thread with a 512 MB stack (reserved, not committed) and explained in Patterns/Contracts.md (pub-sub section).
final class PubSubDeepChainTests: PubSubTestCase {
    private let depth = 10_000

    func testDeepChain_ConcatOf10000PublishersInARow_Completes() {
        // flatMap(maxPublishers: .max(1)) is Combine's concat of many: each inner finishes before the next starts.
        var sum = 0
        var finished = false
        let cancellable = (0..<depth).publisher.flatMap(maxPublishers: .max(1)) { Just($0) }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { sum += $0 })
        XCTAssertEqual(sum, depth * (depth - 1) / 2)
        XCTAssertTrue(finished)
        cancellable.cancel()
    }

    func testDeepChain_MergeManyOf10000_Completes() {
        var count = 0
        let cancellable = Publishers.MergeMany((0..<depth).map { Just($0) }).sink { _ in count += 1 }
        XCTAssertEqual(count, depth)
        cancellable.cancel()
    }

    func testDeepChain_FlatMapOver10000_Completes() {
        var count = 0
        let cancellable = (0..<depth).publisher.flatMap { _ in (0..<2).publisher.map { $0 } }.sink { _ in count += 1 }
        XCTAssertEqual(count, 2 * depth)
        cancellable.cancel()
    }

    func testDeepChain_100000ReentrantRequestsOnASequence_Complete() {
        // One value per request, each request made from inside receive: a loop, not a recursion.
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: { _ in .max(1) })
        (0..<100_000).publisher.subscribe(subscriber)
        XCTAssertEqual(subscriber.values.count, 100_000)
        XCTAssertNotNil(subscriber.completion)
    }

    func testDeepChain_Nested10000Append_CompletesGivenStack() {
        // TSan multiplies every frame's size: under it the nested form is proven 1,000 deep.
        let check = Locked<(Int, Bool)>((0, false))
        let depth = isRunningUnderThreadSanitizer ? 1_000 : depth
        let done = onThread(stackMegabytes: 512) {
            // One value through 10,000 nested concatenations (a value per level would make it O(depth²)).
            var chain = Just(0).eraseToAnyPublisher()
            for _ in 1..<depth { chain = chain.append(Empty()).eraseToAnyPublisher() }
            var count = 0
            var finished = false
            let cancellable = chain.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in count += 1 })
            cancellable.cancel()
            check.withLock { $0 = (count, finished) }
        }
        XCTAssertTrue(done)
        XCTAssertEqual(check.withLock { $0.0 }, 1)
        XCTAssertTrue(check.withLock { $0.1 })
    }

    func testDeepChain_Nested10000FlatMapAndMerge_CompleteGivenStack() {
        // TSan multiplies every frame's size: under it the nested form is proven 1,000 deep.
        let results = Locked<[Int]>([])
        let depth = isRunningUnderThreadSanitizer ? 1_000 : depth
        let done = onThread(stackMegabytes: 512) {
            var flat = Just(0).eraseToAnyPublisher()
            for _ in 1..<depth { flat = flat.flatMap { Just($0 + 1) }.eraseToAnyPublisher() }
            var merged = Just(0).eraseToAnyPublisher()
            for _ in 1..<depth { merged = merged.merge(with: Empty()).eraseToAnyPublisher() }
            var last = -1
            var count = 0
            let a = flat.sink { last = $0 }
            let b = merged.sink { _ in count += 1 }
            a.cancel()
            b.cancel()
            results.withLock { $0 = [last, count] }
        }
        XCTAssertTrue(done)
        XCTAssertEqual(results.withLock { $0 }, [depth - 1, 1])
    }
}
