// Ported from the conformance scenario programs (conformance/push/Operators.swift); our API, our formatting helpers.
import Foundation
import PushStreams
import PushStreamsTest
import XCTest

private func hot(_ s: TestScheduler, _ ev: [Recorded<Event<Int>>]) -> TestableObservable<Int> { s.createHotObservable(ev) }
private func cold(_ s: TestScheduler, _ ev: [Recorded<Event<Int>>]) -> TestableObservable<Int> { s.createColdObservable(ev) }

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

/// skip / take / take(until:): take(n) completes at the tick of the n-th element and unsubscribes the source then.
func scenario_skip_take_take_until() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300)])
    let r = s.start { xs.skip(1).take(2) }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let stop = hot(s2, [.next(225, 0), .next(235, 0)])
    let r2 = s2.start { ys.take(until: stop) }
    let s3 = TestScheduler(initialClock: 0)
    let zs = hot(s3, [.next(210, 1), .completed(220)])
    let r3 = s3.start { zs.take(0) }
    return lines(r.events, prefix: "skip(1).take(2) ") + lines(xs.subscriptions, prefix: "skip(1).take(2) ")
        + lines(r2.events, prefix: "take(until:) ") + lines(ys.subscriptions, prefix: "take(until:) src ")
        + lines(stop.subscriptions, prefix: "take(until:) other ")
        + lines(r3.events, prefix: "take(0) ") + lines(zs.subscriptions, prefix: "take(0) ")
}

/// catch switches to a fallback (subscribed at the error tick); catchAndReturn emits one value then completes.
func scenario_catch() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .error(230, TestError.boom)])
    let fallback = cold(s, [.next(5, 100), .completed(10)])
    let r = s.start { xs.catch { _ in fallback.asObservable() } }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(210, 1), .error(230, TestError.boom), .next(240, 2)])
    let r2 = s2.start { ys.catchAndReturn(-1) }
    return lines(r.events, prefix: "catch ") + lines(xs.subscriptions, prefix: "catch src ")
        + lines(fallback.subscriptions, prefix: "catch fallback ")
        + lines(r2.events, prefix: "catchAndReturn ") + lines(ys.subscriptions, prefix: "catchAndReturn src ")
}

/// retry(3) re-subscribes the cold source immediately at the error tick; 3 == total attempts (not re-tries).
func scenario_retry() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = cold(s, [.next(10, 1), .next(20, 2), .error(30, TestError.boom)])
    let r = s.start { xs.retry(3) }
    let s2 = TestScheduler(initialClock: 0)
    var attempt = 0
    let r2 = s2.start { () -> Observable<Int> in
        Observable.deferred { () -> Observable<Int> in
            attempt += 1
            return attempt < 3 ? Observable.error(TestError.boom) : Observable.just(attempt)
        }.retry(5)
    }
    return lines(r.events) + lines(xs.subscriptions) + lines(r2.events, prefix: "deferred-succeeds-3rd ")
}

/// share(replay:scope:): one upstream subscription for concurrent subscribers; .whileConnected resets (re-subscribes,
/// no replay) after refcount drops to 0; .forever keeps the replay buffer for late subscribers but still re-subscribes.
func scenario_share_replay_scope() -> [String] {
    var out: [String] = []
    for scope in [SubjectLifetimeScope.whileConnected, .forever] {
        let name = scope == .whileConnected ? "whileConnected" : "forever"
        let s = TestScheduler(initialClock: 0)
        let src = cold(s, [.next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4)])
        let shared = src.share(replay: 1, scope: scope)
        let a = s.createObserver(Int.self)
        let b = s.createObserver(Int.self)
        let c = s.createObserver(Int.self)
        s.subscribe(a, to: shared, from: 200, until: 225)
        s.subscribe(b, to: shared, from: 215, until: 235)
        let subscriptionC = s.subscribe(c, to: shared, from: 300)
        s.advanceTo(320)
        out +=
            lines(a.events, prefix: "\(name) A ") + lines(b.events, prefix: "\(name) B ") + lines(c.events, prefix: "\(name) C ")
            + lines(src.subscriptions, prefix: "\(name) src ")
        // Not in the scenario program: C's subscription is left open there (the transcript shows it);
        // disposed here, after the transcript is taken, so the leak check holds.
        subscriptionC.dispose()
    }
    // share() with a synchronous completing source: second subscriber re-subscribes (refcount went to 0 on completion)
    var subscribeCount = 0
    let sync = Observable<Int>.deferred {
        subscribeCount += 1
        return .just(subscribeCount)
    }.share(replay: 1)
    var got: [Int] = []
    _ = sync.subscribe(onNext: { got.append($0) })
    _ = sync.subscribe(onNext: { got.append($0) })
    out.append("sync-just share(replay:1) subscribes=\(subscribeCount) got=\(got)")
    return out
}

/// observe(on: testScheduler) delays each event by +1 tick (processing delay); subscribe(on:) subscribes at +1.
func scenario_observe_on_subscribe_on() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .next(220, 2), .completed(230)])
    let r = s.start { xs.observe(on: s) }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(200, 0), .next(201, 1), .next(220, 2), .completed(230)])
    let r2 = s2.start { ys.subscribe(on: s2) }
    let s3 = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: false)
    let zs = s3.createHotObservable([.next(210, 1), .completed(230)])
    let r3 = s3.start { zs.observe(on: s3) }
    return lines(r.events, prefix: "observeOn ") + lines(xs.subscriptions, prefix: "observeOn ")
        + lines(r2.events, prefix: "subscribeOn ") + lines(ys.subscriptions, prefix: "subscribeOn ")
        + lines(r3.events, prefix: "observeOn(noDelay) ")
}

/// Single: success recorded as next+completed in the same tick; failure as error. Single.create and .asSingle().
func scenario_single() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let r1 = s.start { Single.just(5).asObservable() }
    let s2 = TestScheduler(initialClock: 0)
    let r2 = s2.start { Single<Int>.error(TestError.boom).asObservable() }
    let s3 = TestScheduler(initialClock: 0)
    let r3 = s3.start { () -> Observable<Int> in
        Single<Int>.create { obs in
            let d = s3.scheduleRelative((), dueTime: .seconds(7)) { _ in
                obs(.success(42))
                return Disposables.create()
            }
            return d
        }.asObservable()
    }
    let s4 = TestScheduler(initialClock: 0)
    let xs = s4.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let r4 = s4.start { xs.asSingle() }
    let s5 = TestScheduler(initialClock: 0)
    let ys = s5.createHotObservable([.next(210, 1), .completed(230)])
    let r5 = s5.start { ys.asSingle() }
    let s6 = TestScheduler(initialClock: 0)
    let zs = s6.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
    let r6 = s6.start { zs.asSingle() }
    // Single.subscribe(onSuccess:onFailure:)
    var direct: [String] = []
    _ = Single.just(1).subscribe(onSuccess: { direct.append("success(\($0))") }, onFailure: { direct.append("failure(\(errorName($0)))") })
    _ = Single<Int>.error(TestError.boom).subscribe(
        onSuccess: { direct.append("success(\($0))") }, onFailure: { direct.append("failure(\(errorName($0)))") })
    return lines(r1.events, prefix: "just ") + lines(r2.events, prefix: "error ") + lines(r3.events, prefix: "create+7 ")
        + lines(r4.events, prefix: "asSingle(2 elems) ") + lines(r5.events, prefix: "asSingle(1 elem) ")
        + lines(r6.events, prefix: "asSingle(0 elems) ") + direct
}

/// materialize turns events into values; terminal becomes next(terminal) + completed in the same tick.
func scenario_materialize() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = hot(s, [.next(210, 1), .error(220, TestError.boom)])
    let r = s.start { xs.materialize() }
    let s2 = TestScheduler(initialClock: 0)
    let ys = hot(s2, [.next(210, 1), .completed(220)])
    let r2 = s2.start { ys.materialize().dematerialize() }
    return lines(r.events, prefix: "materialize ") + lines(r2.events, prefix: "roundtrip ")
}

/// Grammar enforcement: Observable.create ignores events after a terminal event; the create disposable is called on completion.
func scenario_create_grammar() -> [String] {
    let log = EventLog()
    let o = Observable<Int>.create { obs in
        obs.onNext(1)
        obs.onCompleted()
        obs.onNext(2)
        obs.onError(TestError.boom)
        obs.onCompleted()
        return Disposables.create { log.add("create-disposable-called") }
    }
    _ = o.subscribe(log.observer("obs"))
    // subscribe(onNext:...) closures: onDisposed called after completion
    _ = Observable.of(1, 2).subscribe(
        onNext: { log.add("onNext(\($0))") }, onError: { _ in log.add("onError") },
        onCompleted: { log.add("onCompleted") }, onDisposed: { log.add("onDisposed") })
    // synchronous emission order of Observable.of / from / range / just / empty
    _ = Observable.from([1, 2]).concat(Observable.range(start: 10, count: 2)).concat(Observable.empty()).subscribe(log.observer("seq"))
    return log.lines
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
