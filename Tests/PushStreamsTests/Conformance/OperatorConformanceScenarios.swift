// Ported from the conformance scenario programs (conformance/push/Operators.swift); our API, our formatting helpers.
import Foundation
import PushStreams
import PushStreamsTest
import XCTest

func hot(_ s: TestScheduler, _ ev: [Recorded<Event<Int>>]) -> TestableObservable<Int> { s.createHotObservable(ev) }
func cold(_ s: TestScheduler, _ ev: [Recorded<Event<Int>>]) -> TestableObservable<Int> { s.createColdObservable(ev) }

/// map + filter; terminal event passes through; source unsubscribed on completion tick.
func scenario_map_filter() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
    let r = s.start { xs.map { $0 * 10 }.filter { $0 % 20 == 0 } }
    return lines(r.events) + lines(xs.subscriptions)
}

/// map throwing -> error at that tick, source disposed.
func scenario_map_throws() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let r = s.start {
        xs.map { v -> Int in
            if v == 2 { throw TestError.boom }
            return v
        }
    }
    return lines(r.events) + lines(xs.subscriptions)
}

/// distinctUntilChanged and scan.
func scenario_distinct_scan() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260)])
    let r1 = s.start { xs.distinctUntilChanged() }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError.boom)])
    let r2 = s2.start { ys.scan(100) { acc, v in acc + v } }
    return lines(r1.events, prefix: "distinct ") + lines(r2.events, prefix: "scan(100,+) ")
}

/// startWith emits synchronously at the subscription tick, in argument order, before source events.
func scenario_start_with() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(150, 0), .next(210, 1), .completed(220)])
    let r = s.start { xs.startWith(-2, -1) }
    return lines(r.events)
}

/// combineLatest: waits for both; emits on each change; completes only when both complete; error immediately.
func scenario_combine_latest() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let a = hot(s, [.next(210, 1), .next(230, 2), .completed(260)])
    let b = hot(s, [.next(220, 10), .next(240, 20), .next(250, 30), .completed(280)])
    let r = s.start { Observable.combineLatest(a, b) { "\($0)-\($1)" } }
    let s2 = TestScheduler(initialClock: 0)
    let c = hot(s2, [.next(210, 1), .error(230, TestError.boom)])
    let d = hot(s2, [.next(220, 10), .next(240, 20)])
    let r2 = s2.start { Observable.combineLatest(c, d) { $0 + $1 } }
    return lines(r.events) + lines(a.subscriptions, prefix: "a ") + lines(b.subscriptions, prefix: "b ")
        + lines(r2.events, prefix: "err ") + lines(d.subscriptions, prefix: "err d ")
}

/// withLatestFrom: emits only on source ticks once the other has a value; completes when source completes.
func scenario_with_latest_from() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let src = hot(s, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
    let other = hot(s, [.next(220, 10), .next(240, 20), .next(245, 30), .completed(246)])
    let r = s.start { src.withLatestFrom(other) { "\($0)-\($1)" } }
    return lines(r.events) + lines(src.subscriptions, prefix: "src ") + lines(other.subscriptions, prefix: "other ")
}

/// zip: pairs by index; completes when a completed source has no more buffered items.
func scenario_zip() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let a = hot(s, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let b = hot(s, [.next(215, 10), .next(250, 20), .next(260, 30), .next(270, 40), .completed(280)])
    let r = s.start { Observable.zip(a, b) { "\($0)-\($1)" } }
    return lines(r.events) + lines(a.subscriptions, prefix: "a ") + lines(b.subscriptions, prefix: "b ")
}

/// merge (interleave; complete when all complete; error disposes all) and concat (sequential subscription).
func scenario_merge_concat() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let a = hot(s, [.next(210, 1), .next(230, 3), .completed(240)])
    let b = hot(s, [.next(220, 2), .next(250, 4), .completed(260)])
    let r = s.start { Observable.merge(a.asObservable(), b.asObservable()) }
    let s2 = TestScheduler(initialClock: 0)
    let c = hot(s2, [.next(210, 1), .error(230, TestError.boom)])
    let d = hot(s2, [.next(220, 2), .next(250, 4)])
    let r2 = s2.start { Observable.merge(c.asObservable(), d.asObservable()) }
    let s3 = TestScheduler(initialClock: 0)
    let e = cold(s3, [.next(10, 1), .next(20, 2), .completed(30)])
    let f = cold(s3, [.next(5, 3), .completed(15)])
    let r3 = s3.start { Observable.concat([e.asObservable(), f.asObservable()]) }
    return lines(r.events, prefix: "merge ") + lines(r2.events, prefix: "merge-err ") + lines(d.subscriptions, prefix: "merge-err d ")
        + lines(r3.events, prefix: "concat ") + lines(e.subscriptions, prefix: "concat e ") + lines(f.subscriptions, prefix: "concat f ")
}

/// flatMap: all inners run concurrently; result completes when outer and all inners complete.
func scenario_flat_map() -> [String] {
    flatteningScenario(outer: [.next(210, 1), .next(220, 2), .completed(230)]) { $0.flatMap($1) }
}

/// flatMapLatest: a new outer value disposes the previous inner at that tick (visible in inner subscription logs);
/// result completes only after outer completes AND the latest inner completes.
func scenario_flat_map_latest() -> [String] {
    flatteningScenario(outer: [.next(210, 1), .next(220, 2), .next(250, 3), .completed(255)]) { $0.flatMapLatest($1) }
}

/// A flattening operator over a hot outer sending `events`, each value v mapped to a cold inner that sends v*10 at 5,
/// v*10+1 at 15 and completes at 20: the result's events, then each inner's subscriptions, then the outer's.
private func flatteningScenario(
    outer events: [Recorded<Event<Int>>],
    _ flatten: @escaping (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>
) -> [String] {
    let s = TestScheduler(initialClock: 0)
    var inners: [TestableObservable<Int>] = []
    let outer = hot(s, events)
    let r = s.start {
        flatten(outer.asObservable()) { v in
            let inner = s.createColdObservable([.next(5, v * 10), .next(15, v * 10 + 1), .completed(20)])
            inners.append(inner)
            return inner.asObservable()
        }
    }
    var out = lines(r.events)
    for (i, inner) in inners.enumerated() { out += lines(inner.subscriptions, prefix: "inner\(i) ") }
    return out + lines(outer.subscriptions, prefix: "outer ")
}

/// flatMapFirst: outer values arriving while an inner is active are dropped (selector not even called).
func scenario_flat_map_first() -> [String] {
    let s = TestScheduler(initialClock: 0)
    var calls: [String] = []
    let outer = hot(s, [.next(210, 1), .next(220, 2), .next(235, 3), .next(240, 4), .completed(300)])
    let r = s.start {
        outer.flatMapFirst { v -> Observable<Int> in
            calls.append("selector(\(v))@\(s.clock)")
            return s.createColdObservable([.next(5, v * 10), .completed(20)]).asObservable()
        }
    }
    return calls + lines(r.events)
}

/// debounce(20): emits the last value after 20 ticks of silence; pending value flushed on completion.
func scenario_debounce() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .next(305, 5), .completed(310)])
    let r = s.start { xs.debounce(.seconds(20), scheduler: s) }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(210, 1), .error(220, TestError.boom)])
    let r2 = s2.start { ys.debounce(.seconds(20), scheduler: s2) }
    return lines(r.events) + lines(r2.events, prefix: "error-drops-pending ")
}

/// throttle(20, latest: true) vs latest: false.
func scenario_throttle() -> [String] {
    let events: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .next(260, 5), .next(262, 6), .completed(270),
    ]
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, events)
    let r = s.start { xs.throttle(.seconds(20), latest: true, scheduler: s) }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, events)
    let r2 = s2.start { ys.throttle(.seconds(20), latest: false, scheduler: s2) }
    // completion while a trailing value is pending (window 250..270 holds 6, completes at 265) and after the window
    let s3 = TestScheduler(initialClock: 0)
    let zs = hot(s3, [.next(210, 1), .next(215, 2), .completed(220)])
    let r3 = s3.start { zs.throttle(.seconds(20), latest: true, scheduler: s3) }
    let s4 = TestScheduler(initialClock: 0)
    let ws = hot(s4, [.next(210, 1), .next(215, 2), .completed(300)])
    let r4 = s4.start { ws.throttle(.seconds(20), latest: true, scheduler: s4) }
    return lines(r.events, prefix: "latest:true ") + lines(r2.events, prefix: "latest:false ")
        + lines(r3.events, prefix: "latest:true complete-while-pending ") + lines(r4.events, prefix: "latest:true complete-later ")
}

/// delay(10) shifts next and completed; error is NOT delayed. delaySubscription(30) shifts the subscription.
func scenario_delay_and_delay_subscription() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 2), .completed(230)])
    let r = s.start { xs.delay(.seconds(10), scheduler: s) }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(210, 1), .next(220, 2), .error(225, TestError.boom)])
    let r2 = s2.start { ys.delay(.seconds(10), scheduler: s2) }
    let s3 = TestScheduler(initialClock: 0)
    let zs = cold(s3, [.next(10, 1), .completed(20)])
    let r3 = s3.start { zs.delaySubscription(.seconds(30), scheduler: s3) }
    return lines(r.events, prefix: "delay ") + lines(r2.events, prefix: "delay-err ") + lines(r3.events, prefix: "delaySub ")
        + lines(zs.subscriptions, prefix: "delaySub ")
}

/// sample: emits latest source value at sampler ticks, only if a new value arrived since last sample.
func scenario_sample() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
    let sampler = hot(s, [.next(225, 0), .next(230, 0), .next(250, 0), .next(260, 0), .completed(350)])
    let r = s.start { xs.sample(sampler) }
    return lines(r.events) + lines(xs.subscriptions, prefix: "src ") + lines(sampler.subscriptions, prefix: "sampler ")
}

final class OperatorConformanceTests: PushTestCase {
    /// Each operator scenario against its recorded transcript (one row a scenario, named in any failure).
    func testConformance_OperatorScenarios() {
        assertGoldenScenarios([
            "map_filter": scenario_map_filter,
            "map_throws": scenario_map_throws,
            "distinct_scan": scenario_distinct_scan,
            "start_with": scenario_start_with,
            "combine_latest": scenario_combine_latest,
            "with_latest_from": scenario_with_latest_from,
            "zip": scenario_zip,
            "merge_concat": scenario_merge_concat,
            "flat_map": scenario_flat_map,
            "flat_map_latest": scenario_flat_map_latest,
            "flat_map_first": scenario_flat_map_first,
            "debounce": scenario_debounce,
            "throttle": scenario_throttle,
            "delay_and_delay_subscription": scenario_delay_and_delay_subscription,
            "sample": scenario_sample,
            "skip_take_take_until": scenario_skip_take_take_until,
            "catch": scenario_catch,
            "retry": scenario_retry,
            "share_replay_scope": scenario_share_replay_scope,
            "observe_on_subscribe_on": scenario_observe_on_subscribe_on,
            "single": scenario_single,
            "materialize": scenario_materialize,
            "create_grammar": scenario_create_grammar,
        ])
    }
}
