// Ported from the conformance scenario programs (conformance/push/Blocking.swift); our API, our formatting helpers.
import Foundation
import TestReporting
import Testing
import XCTest
import PushStreamsBlocking
import PushStreams
import Scheduling

private func elapsedBucket(_ start: Date) -> String {
    let dt = Date().timeIntervalSince(start)
    // coarse bucket so the golden file is stable: round to 0.1 s
    return String(format: "~%.1fs", (dt * 10).rounded() / 10)
}

/// first / toArray / last on a finite synchronous sequence; first() on empty -> nil.
func scenario_blocking_basics() -> [String] {
    let xs = Observable.of(1, 2, 3)
    return [
        "first=" + outcome { try xs.toBlocking().first() },
        "toArray=" + outcome { try xs.toBlocking().toArray() },
        "last=" + outcome { try xs.toBlocking().last() },
        "empty.first=" + outcome { try Observable<Int>.empty().toBlocking().first() },
        "empty.last=" + outcome { try Observable<Int>.empty().toBlocking().last() },
        "empty.toArray=" + outcome { try Observable<Int>.empty().toBlocking().toArray() },
    ]
}

/// single() with 0, 1, 2 elements, and single(predicate).
func scenario_blocking_single() -> [String] {
    [
        "single(0 elems)=" + outcome { try Observable<Int>.empty().toBlocking().single() },
        "single(1 elem)=" + outcome { try Observable.just(7).toBlocking().single() },
        "single(2 elems)=" + outcome { try Observable.of(1, 2).toBlocking().single() },
        "single(pred even of 1,2,3)=" + outcome { try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 } },
        "single(pred odd of 1,2,3)=" + outcome { try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 1 } },
        // single stops after seeing a 2nd element: a never-ending source with 2 elements still returns (throws) promptly
        "single(2 elems then never)=" + outcome { try Observable.of(1, 2).concat(Observable.never()).toBlocking(timeout: 1).single() },
    ]
}

private func mat(_ m: MaterializedSequenceResult<Int>) -> String {
    switch m {
    case let .completed(elements): return "completed(elements:\(elements))"
    case let .failed(elements, error): return "failed(elements:\(elements),error:\(errorName(error)))"
    }
}

/// materialize() on completing, erroring, and timing-out sources; errors: toArray/last throw, first returns the 1st element.
func scenario_blocking_materialize_and_errors() -> [String] {
    let failing = Observable.of(1, 2).concat(Observable.error(TestError.boom))
    // The 0.2 s timeout the transcript pins runs on a background thread while the other lines are computed here.
    let timedOut = sideBySide {
        let t0 = Date()
        let result = Observable.of(1).concat(Observable.never()).toBlocking(timeout: 0.2).materialize()
        return mat(result) + " after " + elapsedBucket(t0)
    }
    let lines = [
        "materialize(completed)=" + mat(Observable.of(1, 2).toBlocking().materialize()),
        "materialize(failed)=" + mat(failing.toBlocking().materialize()),
    ]
    let rest = [
        "error.first=" + outcome { try failing.toBlocking().first() },
        "error.toArray=" + outcome { try failing.toBlocking().toArray() },
        "error.last=" + outcome { try failing.toBlocking().last() },
        "immediate-error.first=" + outcome { try Observable<Int>.error(TestError.boom).toBlocking().first() },
    ]
    return lines + ["materialize(timeout 0.2)=" + timedOut.wait()] + rest
}

/// Timeouts: never() with timeout -> RxError.timeout after ~timeout; BehaviorSubject: first() returns the current value,
/// toArray() times out (never completes). A timer that fires before the timeout works because the run loop is spun.
func scenario_blocking_timeouts() -> [String] {
    // The transcript pins each timeout and its elapsed time, not that they run one after another: the waits run
    // side by side (each timed on its own thread), and the longest one and the instant one stay on the calling
    // thread (a thread of the test's own under Swift Testing, where blocking waits on a semaphore; on the main
    // thread blocking drives the run loop instead, as RxBlocking does).
    func timed(_ body: @escaping () -> String) -> SideBySide {
        sideBySide {
            let t0 = Date()
            let result = body()
            return result + " after " + elapsedBucket(t0)
        }
    }
    let subject = BehaviorSubject(value: 42)
    let bg = ConcurrentDispatchQueueScheduler(qos: .default)
    let neverToArray = timed { outcome { try Observable<Int>.never().toBlocking(timeout: 0.2).toArray() } }
    let behaviorToArray = timed { outcome { try subject.toBlocking(timeout: 0.2).toArray() } }
    let timer = timed {
        outcome { try Observable<Int>.timer(.milliseconds(100), scheduler: bg).toBlocking(timeout: 1).toArray() }
    }
    let interval = timed {
        outcome { try Observable<Int>.interval(.milliseconds(50), scheduler: bg).take(3).toBlocking().toArray() }
    }
    var t0 = Date()
    let neverFirst = outcome { try Observable<Int>.never().toBlocking(timeout: 0.3).first() } + " after " + elapsedBucket(t0)
    t0 = Date()
    let behaviorFirst = outcome { try subject.toBlocking().first() } + " after " + elapsedBucket(t0)
    return [
        "never.first(timeout 0.3)=" + neverFirst,
        "never.toArray(timeout 0.2)=" + neverToArray.wait(),
        "behavior.first()=" + behaviorFirst,
        "behavior.toArray(timeout 0.2)=" + behaviorToArray.wait(),
        "timer(100ms,bg).toArray(timeout 1)=" + timer.wait(),
        "interval(50ms,bg).take(3).toArray()=" + interval.wait(),
    ]
}

/// A line computed on its own thread, so that several real-time waits overlap.
// @unchecked: `result` is written once, before `done` is signalled, and read only after waiting for `done`.
final class SideBySide: @unchecked Sendable {
    private var result = ""
    private let done = DispatchSemaphore(value: 0)

    fileprivate init(_ body: @escaping () -> String) {
        let body = UncheckedSendableBox(body)  // runs on exactly one thread
        Thread.detachNewThread { [self] in
            result = body.value()
            done.signal()
        }
    }

    /// The line, once its thread has finished.
    func wait() -> String {
        done.wait()
        return result
    }
}

private func sideBySide(_ body: @escaping () -> String) -> SideBySide {
    SideBySide(body)
}

final class BlockingConformanceTests: PushTestCase {
    func testConformance_blocking_basics() {
        assertGolden("blocking_basics", scenario_blocking_basics())
    }

    func testConformance_blocking_single() {
        assertGolden("blocking_single", scenario_blocking_single())
    }
}

/// The blocking scenarios whose transcripts pin real-time timeouts (0.2 s and 0.3 s). Swift Testing runs
/// them beside the other tests, each on a thread of its own (so its waits take no core from them); the
/// suite owns the push lane, so `Resources.total` is back at its start after each.
@Suite(.ownsLane(.push) { Int(Resources.total) })
struct BlockingConformanceTimeoutTests {
    @Test func testConformance_blocking_materialize_and_errors() async {
        assertGolden("blocking_materialize_and_errors", await onItsOwnThread { scenario_blocking_materialize_and_errors() })
    }

    @Test func testConformance_blocking_timeouts() async {
        assertGolden("blocking_timeouts", await onItsOwnThread { scenario_blocking_timeouts() })
    }
}
