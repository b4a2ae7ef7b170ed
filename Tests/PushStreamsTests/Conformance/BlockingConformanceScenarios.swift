// Ported from the conformance scenario programs (conformance/push/Blocking.swift); our API, our formatting helpers.
import Foundation
import PushStreams
import PushStreamsBlocking
import Scheduling
import TestReporting
import Testing
import XCTest

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
    let t0 = Date()
    let timedOut = Observable.of(1).concat(Observable.never()).toBlocking(timeout: 0.2).materialize()
    let took = elapsedBucket(t0)
    return [
        "materialize(completed)=" + mat(Observable.of(1, 2).toBlocking().materialize()),
        "materialize(failed)=" + mat(failing.toBlocking().materialize()),
        "materialize(timeout 0.2)=" + mat(timedOut) + " after " + took,
        "error.first=" + outcome { try failing.toBlocking().first() },
        "error.toArray=" + outcome { try failing.toBlocking().toArray() },
        "error.last=" + outcome { try failing.toBlocking().last() },
        "immediate-error.first=" + outcome { try Observable<Int>.error(TestError.boom).toBlocking().first() },
    ]
}

/// Timeouts: never() with timeout -> RxError.timeout after ~timeout; BehaviorSubject: first() returns the current value,
/// toArray() times out (never completes). A timer that fires before the timeout works because the run loop is spun.
/// One wait after another, as the scenario program runs them, with no other push test beside it, so each bucket
/// is as strict as the recording: at most 0.15 s late, see `withinRealTimeSlack` and `BlockingConformanceTimeoutTests`.
func scenario_blocking_timeouts() -> [String] {
    func timed(_ body: () -> String) -> String {
        let t0 = Date()
        let result = body()
        return result + " after " + elapsedBucket(t0)
    }
    var out: [String] = []
    out.append("never.first(timeout 0.3)=" + timed { outcome { try Observable<Int>.never().toBlocking(timeout: 0.3).first() } })
    out.append("never.toArray(timeout 0.2)=" + timed { outcome { try Observable<Int>.never().toBlocking(timeout: 0.2).toArray() } })
    let subject = BehaviorSubject(value: 42)
    out.append("behavior.first()=" + timed { outcome { try subject.toBlocking().first() } })
    out.append("behavior.toArray(timeout 0.2)=" + timed { outcome { try subject.toBlocking(timeout: 0.2).toArray() } })
    let bg = ConcurrentDispatchQueueScheduler(qos: .default)
    out.append(
        "timer(100ms,bg).toArray(timeout 1)="
            + timed {
                outcome { try Observable<Int>.timer(.milliseconds(100), scheduler: bg).toBlocking(timeout: 1).toArray() }
            })
    out.append(
        "interval(50ms,bg).take(3).toArray()="
            + timed {
                outcome { try Observable<Int>.interval(.milliseconds(50), scheduler: bg).take(3).toBlocking().toArray() }
            })
    return out
}

final class BlockingConformanceTests: PushTestCase {
    /// Each blocking scenario against its recorded transcript (one row a scenario, named in any failure).
    func testConformance_BlockingScenarios() {
        assertGoldenScenarios([
            "blocking_basics": scenario_blocking_basics,
            "blocking_single": scenario_blocking_single,
        ])
    }
}

/// The blocking scenarios whose transcripts pin real-time timeouts (0.2 s and 0.3 s), run as the scenario
/// programs ran them: one after another (`.serialized`), each on a thread of its own (the suite owns the
/// push lane, so `StyleLaneTrait` runs it off the cooperative pool), with no other push test beside them.
/// A wait is held to 0.15 s of slack and an instant step to under 0.05 s (`withinRealTimeSlack`). Tests of
/// the other styles may run on the other core meanwhile: the waits are sleeps on a semaphore, and a woken
/// thread gets a core within milliseconds, so they cost the recording's time and no more. They go ahead of the
/// other push tests that own the lane (`waitingInRealTime`), so that time overlaps the other styles' work.
@Suite(.ownsLane(.push, waitingInRealTime: true) { Int(Resources.total) }, .serialized)
struct BlockingConformanceTimeoutTests {
    @Test func testConformance_blocking_materialize_and_errors() {
        assertGolden("blocking_materialize_and_errors", scenario_blocking_materialize_and_errors())
    }

    @Test func testConformance_blocking_timeouts() {
        assertGolden("blocking_timeouts", scenario_blocking_timeouts())
    }
}
