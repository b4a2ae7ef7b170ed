import Foundation
import PushStreams
import PushStreamsTest

// The conformance scenarios on how subscriptions end, recover and are shared (take, catch, retry, share,
// observeOn/subscribeOn, Single, materialize, create), run by OperatorConformanceTests.

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
