import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// combineLatest's sender turn: whoever decides a pair while nobody sends sends it; a pair decided
/// meanwhile (re-entrantly or on another thread) is sent after it, by the same sender or, when that
/// sender has just left, by the one who decided it. Nothing is lost, reordered or overlapped.
final class PullCombineLatestTurnTests: CookbookTestCase {
    /// Ours queues a value sent to the other side from inside the observer behind the pair being
    /// delivered (ReactiveSwift's combineLatest deadlocks on it: see Contracts.md).
    func testCombineLatest_ValueSentFromInsideTheObserver_FollowsTheCurrentPair() {
        withLeakCheck {
            let (left, leftInput) = Signal<Int, Never>.pipe()
            let (right, rightInput) = Signal<Int, Never>.pipe()
            var pairs: [String] = []
            var depth = 0
            var maxDepth = 0
            var completions = 0
            left.combineLatest(with: right).observe { event in
                depth += 1
                maxDepth = max(maxDepth, depth)
                switch event {
                case let .value((a, b)):
                    pairs.append("\(a),\(b)")
                    if (a, b) == (1, 10) { leftInput.send(value: 2) }
                case .completed: completions += 1
                default: break
                }
                depth -= 1
            }
            leftInput.send(value: 1)
            rightInput.send(value: 10)
            rightInput.send(value: 11)
            leftInput.sendCompleted()
            rightInput.sendCompleted()
            XCTAssertEqual(pairs, ["1,10", "2,10", "2,11"])
            XCTAssertEqual(maxDepth, 1)
            XCTAssertEqual(completions, 1)
        }
    }

    /// Fed from two threads, the last pair is both sides' last values, and completion comes once, last.
    func testCombineLatest_FedFromTwoThreads_LastPairIsBothLastValues_CompletesOnceLast() {
        withLeakCheck {
            for _ in 0..<5 {
                let (left, leftInput) = Signal<Int, Never>.pipe()
                let (right, rightInput) = Signal<Int, Never>.pipe()
                let log = Locked<(last: [Int], completions: Int, afterCompletion: Int)>(([], 0, 0))
                left.combineLatest(with: right).observe { event in
                    log.withLock { log in
                        if log.completions > 0 { log.afterCompletion += 1 }
                        switch event {
                        case let .value((a, b)): log.last = [a, b]
                        case .completed: log.completions += 1
                        default: break
                        }
                    }
                }
                let inputs = UncheckedSendableBox([leftInput, rightInput])
                DispatchQueue.concurrentPerform(iterations: 2) { side in
                    for value in 0..<300 { inputs.value[side].send(value: value) }
                    inputs.value[side].sendCompleted()
                }
                log.withLock { log in
                    XCTAssertEqual(log.last, [299, 299])
                    XCTAssertEqual(log.completions, 1)
                    XCTAssertEqual(log.afterCompletion, 0)
                }
            }
        }
    }
}
