// Ported from the conformance scenario programs (conformance/push/Scheduler.swift); our API, our formatting helpers.
import Foundation
import PushStreams
import PushStreamsTest
import XCTest

/// `start {}` defaults: factory invoked at 100, subscribed at 200, disposed at 1000.
/// Hot events before 200 and after 1000 are not recorded.
func scenario_start_defaults() -> [String] {
    let s = TestScheduler(initialClock: 0)
    var out: [String] = []
    let xs = s.createHotObservable([
        .next(150, 1), .next(200, 2), .next(210, 3), .next(999, 4), .next(1000, 5), .next(1001, 6),
    ])
    let res = s.start { () -> Observable<Int> in
        out.append("factory@\(s.clock)")
        return xs.asObservable()
    }
    out.append("clock-after-start=\(s.clock)")
    out.append("Defaults=\(TestScheduler.Defaults.created),\(TestScheduler.Defaults.subscribed),\(TestScheduler.Defaults.disposed)")
    return out + lines(res.events) + lines(xs.subscriptions)
}

/// `start(created:subscribed:disposed:)` custom times and `start(disposed:)`.
func scenario_start_custom_times() -> [String] {
    let s = TestScheduler(initialClock: 0)
    var out: [String] = []
    let xs = s.createHotObservable([.next(40, 0), .next(110, 1), .next(310, 2), .next(410, 3), .next(510, 4)])
    let res = s.start(created: 50, subscribed: 300, disposed: 500) { () -> Observable<Int> in
        out.append("factory@\(s.clock)")
        return xs.asObservable()
    }
    out += lines(res.events) + lines(xs.subscriptions)

    let s2 = TestScheduler(initialClock: 0)
    let ys = s2.createHotObservable([.next(210, 1), .next(400, 2)])
    let res2 = s2.start(disposed: 300) { ys.asObservable() }
    return out + lines(res2.events, prefix: "disposed:300 ") + lines(ys.subscriptions, prefix: "disposed:300 ")
}

/// Cold observable times are relative to each subscription; hot observable times are absolute
/// (events before subscription are missed). A cold event at offset 0 is delivered in the subscription tick.
func scenario_cold_vs_hot() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let cold = s.createColdObservable([.next(0, 0), .next(10, 1), .next(20, 2), .completed(30)])
    let hot = s.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
    let o1 = s.createObserver(Int.self)
    let o2 = s.createObserver(Int.self)
    let o3 = s.createObserver(Int.self)
    let bag = DisposeBag()
    s.scheduleAt(200) {
        cold.subscribe(o1).disposed(by: bag)
        hot.subscribe(o3).disposed(by: bag)
    }
    s.scheduleAt(300) { cold.subscribe(o2).disposed(by: bag) }
    s.start()
    // subscription logs: note a completed source is NOT marked unsubscribed until the disposable is disposed;
    // here the DisposeBag is still alive, but operators auto-dispose on terminal events -> see below.
    return lines(o1.events, prefix: "cold@200 ") + lines(o2.events, prefix: "cold@300 ") + lines(o3.events, prefix: "hot@200 ")
        + lines(cold.subscriptions, prefix: "cold ") + lines(hot.subscriptions, prefix: "hot ")
}

/// Same-tick ordering: a hot event scheduled at exactly the subscription tick is delivered only if the subscription
/// action was enqueued first (FIFO by enqueue order within one tick).
func scenario_same_tick_ordering() -> [String] {
    // (a) hot observable created BEFORE start(): its 200-event is enqueued before start's subscribe action -> missed.
    let s = TestScheduler(initialClock: 0)
    let early = s.createHotObservable([.next(200, 1), .next(201, 2)])
    let r1 = s.start { early.asObservable() }
    // (b) hot observable created INSIDE the factory (at 100): its 200-event is enqueued after the subscribe action -> seen.
    let s2 = TestScheduler(initialClock: 0)
    var late: TestableObservable<Int>!
    let r2 = s2.start { () -> Observable<Int> in
        late = s2.createHotObservable([.next(200, 1), .next(201, 2)])
        return late.asObservable()
    }
    // (c) disposal tick: event at 1000 on a hot observable created before start is delivered (enqueued before dispose).
    let s3 = TestScheduler(initialClock: 0)
    let h3 = s3.createHotObservable([.next(1000, 9)])
    let r3 = s3.start { h3.asObservable() }
    return lines(r1.events, prefix: "created-before-start ") + lines(r2.events, prefix: "created-in-factory ")
        + lines(r3.events, prefix: "event-at-1000 ")
}

/// Manual pattern: createObserver + scheduleAt subscribe/dispose, then start().
func scenario_create_observer_schedule_at() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let xs = s.createHotObservable([.next(250, 1), .next(350, 2), .next(450, 3), .completed(550)])
    let o = s.createObserver(Int.self)
    var d: Disposable?
    s.scheduleAt(300) { d = xs.subscribe(o) }
    s.scheduleAt(400) { d?.dispose() }
    let o2 = s.createObserver(Int.self)
    s.scheduleAt(420) { _ = xs.subscribe(o2) }  // never disposed -> completed closes it? (hot: no)
    s.start()
    return lines(o.events, prefix: "o ") + lines(o2.events, prefix: "o2 ") + lines(xs.subscriptions) + ["clock=\(s.clock)"]
}

/// advanceTo runs everything due <= target and then sets the clock to target; stop() ends start() after the current action;
/// a later start() resumes. Actions scheduled in the past run at the current clock. scheduleAt does not add +1.
func scenario_advance_to_and_stop() -> [String] {
    let s = TestScheduler(initialClock: 0)
    var out: [String] = []
    for t in [10, 20, 30, 40] {
        s.scheduleAt(t) {
            out.append("action\(t)@\(s.clock)")
            if t == 20 { s.stop() }
        }
    }
    s.advanceTo(15)
    out.append("after advanceTo(15) clock=\(s.clock)")
    s.start()
    out.append("after start (stopped in 20) clock=\(s.clock)")
    s.scheduleAt(5) { out.append("past-action5@\(s.clock)") }
    s.start()
    out.append("after 2nd start clock=\(s.clock)")
    s.advanceTo(100)
    out.append("after advanceTo(100) clock=\(s.clock)")
    return out
}

/// TestScheduler(initialClock:resolution:) — how RxTimeInterval maps to ticks:
/// ticks = Int(seconds/resolution + 0.5) computed from absolute dates; also the +1 "processing delay" for due times <= now.
func scenario_resolution_mapping() -> [String] {
    var out: [String] = []
    for res in [1.0, 0.1, 0.01] {
        let s = TestScheduler(initialClock: 0, resolution: res)
        let r = s.start(created: 0, subscribed: 0, disposed: 100_000) {
            Observable<Int>.interval(.milliseconds(500), scheduler: s).take(3)
        }
        out += lines(r.events, prefix: "res=\(res) interval(500ms).take(3) ")
        let s2 = TestScheduler(initialClock: 0, resolution: res)
        let r2 = s2.start(created: 0, subscribed: 0, disposed: 100_000) {
            Observable<Int>.timer(.milliseconds(500), scheduler: s2)
        }
        out += lines(r2.events, prefix: "res=\(res) timer(500ms) ")
    }
    // timer(0) and timer(.seconds(0)) with default resolution -> scheduled "now" which is adjusted to now+1
    let s3 = TestScheduler(initialClock: 0)
    let r3 = s3.start { Observable<Int>.timer(.seconds(0), scheduler: s3) }
    out += lines(r3.events, prefix: "res=1 timer(0) ")
    let s4 = TestScheduler(initialClock: 0, resolution: 1.0, simulateProcessingDelay: false)
    let r4 = s4.start { Observable<Int>.timer(.seconds(0), scheduler: s4) }
    out += lines(r4.events, prefix: "res=1 noDelay timer(0) ")
    // a timer scheduled from a non-zero clock with resolution 0.1
    let s5 = TestScheduler(initialClock: 0, resolution: 0.1)
    let r5 = s5.start { Observable<Int>.interval(.milliseconds(500), scheduler: s5).take(2) }
    out += lines(r5.events, prefix: "res=0.1 default start interval(500ms).take(2) ")
    return out
}

final class TestSchedulerConformanceTests: PushTestCase {
    /// Each TestScheduler scenario against its recorded transcript (one row a scenario, named in any failure).
    func testConformance_TestSchedulerScenarios() {
        assertGoldenScenarios([
            "start_defaults": scenario_start_defaults,
            "start_custom_times": scenario_start_custom_times,
            "cold_vs_hot": scenario_cold_vs_hot,
            "same_tick_ordering": scenario_same_tick_ordering,
            "create_observer_schedule_at": scenario_create_observer_schedule_at,
            "advance_to_and_stop": scenario_advance_to_and_stop,
            "resolution_mapping": scenario_resolution_mapping,
        ])
    }
}
