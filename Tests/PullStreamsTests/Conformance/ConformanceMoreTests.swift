import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// Runs `body`, then logs "scope exited" (objects `body` created die before that line).
@inline(never)
func scoped(_ tr: Transcript, _ body: () -> Void) {
    body()
    tr.log("scope exited")
}

/// Ports of the remaining operator, property and time scenarios of /work/shared/conformance/pull.
final class ConformanceMoreTests: CookbookTestCase {
    func testConformance_take_skip_take_until() {
        assertGolden("take_skip_take_until") { tr in
            let src = SignalProducer<Int, TestError>(values: 1, 2, 3, 4, 5)
            src.take(first: 2).start(tr.observer("take(first:2)"))
            src.take(first: 0).start(tr.observer("take(first:0)"))
            src.skip(first: 3).start(tr.observer("skip(first:3)"))
            src.take(last: 2).start(tr.observer("take(last:2)"))
            src.take(while: { $0 < 3 }).start(tr.observer("take(while:<3)"))
            let (v, vi) = Signal<Int, TestError>.pipe()
            let (trig, ti) = Signal<(), Never>.pipe()
            v.take(until: trig).observe(tr.observer("take(until:)"))
            vi.send(value: 1)
            vi.send(value: 2)
            ti.send(value: ())
            vi.send(value: 3)
            tr.log("-- trigger completes without a value")
            let (v2, vi2) = Signal<Int, TestError>.pipe()
            let (trig2, ti2) = Signal<(), Never>.pipe()
            v2.take(until: trig2).observe(tr.observer("take(until:) trigger-completed"))
            vi2.send(value: 1)
            ti2.sendCompleted()
            tr.log("trigger completed")
            vi2.send(value: 2)
            vi2.sendCompleted()
            tr.log("-- producer take(until:) with a producer trigger")
            let (v3, vi3) = Signal<Int, TestError>.pipe()
            let (trig3, ti3) = Signal<(), Never>.pipe()
            SignalProducer(v3).take(until: SignalProducer(trig3)).start(tr.observer("producer take(until:)"))
            vi3.send(value: 1)
            ti3.send(value: ())
            vi3.send(value: 2)
        }
    }

    func testConformance_zip() {
        assertGolden("zip") { tr in
            let (a, ai) = Signal<Int, TestError>.pipe()
            let (b, bi) = Signal<String, TestError>.pipe()
            a.zip(with: b).observe(tr.observer("zip"))
            ai.send(value: 1)
            ai.send(value: 2)
            bi.send(value: "x")
            ai.sendCompleted()
            tr.log("a completed with 2 still buffered")
            bi.send(value: "y")
            bi.send(value: "z")
            SignalProducer.zip(SignalProducer<Int, TestError>(values: 1, 2, 3), SignalProducer<Int, TestError>(values: 10, 20))
                .start(tr.observer("static zip"))
        }
    }

    func testConformance_merge() {
        assertGolden("merge") { tr in
            let (a, ai) = Signal<Int, TestError>.pipe()
            let (b, bi) = Signal<Int, TestError>.pipe()
            SignalProducer.merge(SignalProducer(a), SignalProducer(b)).start(tr.observer("merge"))
            Signal.merge(a, b).observe(tr.observer("Signal.merge"))
            ai.send(value: 1)
            bi.send(value: 10)
            ai.send(value: 2)
            ai.sendCompleted()
            tr.log("a completed")
            bi.send(value: 20)
            bi.sendCompleted()
            tr.log("-- failure of one input")
            let (c, ci) = Signal<Int, TestError>.pipe()
            let (d, di) = Signal<Int, TestError>.pipe()
            Signal.merge([c, d]).observe(tr.observer("merge[]"))
            ci.send(value: 1)
            di.send(error: .boom)
            ci.send(value: 2)
        }
    }

    func testConformance_flat_map_error_and_retry() {
        assertGolden("flat_map_error_and_retry") { tr in
            var attempts = 0
            let flaky = SignalProducer<Int, TestError> { o, _ in
                attempts += 1
                tr.log("attempt \(attempts)")
                if attempts < 3 {
                    o.send(value: attempts * 100)
                    o.send(error: .boom)
                } else {
                    o.send(value: 999)
                    o.sendCompleted()
                }
            }
            attempts = 0
            flaky.retry(upTo: 2).start(tr.observer("retry(upTo:2)"))
            attempts = 0
            flaky.retry(upTo: 1).start(tr.observer("retry(upTo:1)"))
            attempts = 0
            flaky.flatMapError { e -> SignalProducer<Int, Never> in
                tr.log("flatMapError got \(e)")
                return SignalProducer(value: -1)
            }.start(tr.observer("flatMapError->Never"))
            SignalProducer<Int, TestError>(error: .boom)
                .flatMapError { _ in SignalProducer<Int, TestError>(error: .other) }
                .start(tr.observer("flatMapError->other"))
            let (sig, si) = Signal<Int, TestError>.pipe()
            sig.flatMapError { _ in SignalProducer<Int, Never>(values: 7, 8) }.observe(tr.observer("Signal.flatMapError"))
            si.send(value: 1)
            si.send(error: .boom)
            si.send(value: 2)
        }
    }

    func testConformance_throttle() {
        assertGoldenInVirtualTime("throttle") { tr, s in
            let (o, i) = Signal<Int, TestError>.pipe()
            o.throttle(1, on: s).observe(tr.observer("throttle1"))
            let plan: [(Double, Int)] = [(0, 1), (0.2, 2), (0.4, 3), (1.5, 4), (1.7, 5), (3.5, 6), (3.6, 7)]
            var now = 0.0
            for (at, v) in plan {
                s.advance(by: at - now)
                now = at
                tr.log("send \(v)")
                i.send(value: v)
            }
            s.advance(by: 0.1)
            i.sendCompleted()
            tr.log("completed upstream with 7 pending")
            s.advance(by: 2)
        }
    }

    func testConformance_timer_take_first_8() {
        assertGoldenInVirtualTime("timer_take_first_8") { tr, s in
            SignalProducer<Date, Never>.timer(interval: .milliseconds(500), on: s)
                .take(first: 8)
                .start(tr.observer("tick"))
            s.advance(by: .milliseconds(1200))
            tr.log("advanced 1.2s")
            s.advance(by: .milliseconds(200))
            tr.log("late start of a 2nd timer at t=1.4")
            SignalProducer<Date, Never>.timer(interval: .seconds(1), on: s)
                .take(first: 2)
                .start(tr.observer("timer2"))
            s.run()
            tr.log("run() finished (all timers completed)")
        }
    }

    func testConformance_values_with_interval() {
        assertGoldenInVirtualTime("values_with_interval") { tr, s in
            SignalProducer<String, Never>.interval(["a", "b", "c"], interval: .seconds(1), on: s)
                .start(tr.observer("seq"))
            s.run()
        }
    }

    func testConformance_prefix_start_with() {
        assertGolden("prefix_start_with") { tr in
            SignalProducer<Int, TestError>(values: 1, 2).prefix(value: 0).start(tr.observer("prefix(value:0)"))
            SignalProducer<Int, TestError>(values: 1, 2).prefix(SignalProducer(values: -2, -1)).start(tr.observer("prefix(producer)"))
            SignalProducer<Int, TestError>(error: .boom).prefix(value: 0).start(tr.observer("error.prefix(value:0)"))
            let m = MutableProperty(5)
            m.signal.producer.prefix(value: m.value).take(first: 2).start(tr.observer("signal.producer.prefix(current)"))
            m.value = 6
        }
    }

    func testConformance_sampling() {
        assertGoldenInVirtualTime("sampling") { tr, s in
            let (v, vi) = Signal<Int, Never>.pipe()
            let (tick, ti) = Signal<(), Never>.pipe()
            let (tag, tagi) = Signal<String, Never>.pipe()
            v.sample(on: tick).observe(tr.observer("sampleOn"))
            v.sample(with: tag).observe(tr.observer("sampleWith"))
            ti.send(value: ())
            tagi.send(value: "x")
            tr.log("sampler fired before any value")
            vi.send(value: 1)
            vi.send(value: 2)
            ti.send(value: ())
            tagi.send(value: "y")
            ti.send(value: ())
            tr.log("second tick without a new value")
            vi.sendCompleted()
            ti.send(value: ())
            tagi.sendCompleted()
            ti.sendCompleted()
            tr.log("-- sample(on: timer) on TestScheduler")
            let prop = MutableProperty(0)
            prop.producer
                .sample(on: SignalProducer<Date, Never>.timer(interval: .seconds(1), on: s).map { _ in () })
                .take(first: 3)
                .start(tr.observer("sampleTimer"))
            s.schedule(after: .milliseconds(300)) { prop.value = 1 }
            s.schedule(after: .milliseconds(600)) { prop.value = 2 }
            s.schedule(after: .milliseconds(2500)) { prop.value = 3 }
            s.run()
        }
    }

    func testConformance_view_model_search_error_inside() {
        assertGoldenInVirtualTime("view_model_search_error_inside") { tr, s in
            scoped(tr) {
                let fetch = fakeSearchFetch(s, tr)
                let (taps, tap) = Signal<String, Never>.pipe()
                let status = MutableProperty("idle")
                status
                    <~ taps.flatMap(.latest) { query in
                        fetch(query)
                            .map { "results: " + $0.joined(separator: ",") }
                            .flatMapError { e in SignalProducer<String, Never>(value: "error: \(e)") }
                            .prefix(value: "loading \(query)")
                    }
                status.producer.start(tr.observer("status"))
                tapSearches([("a", 1.5), ("fail", 1.5), ("b", 0.5), ("c (cancels b)", 2)], into: tap, tr, s)
                tr.log("status.value=\(show(status.value))")
                withExtendedLifetime(status) {}
            }
        }
    }

    func testConformance_view_model_metronome() {
        assertGoldenInVirtualTime("view_model_metronome") { tr, s in
            scoped(tr) {
                let count = MutableProperty(0)
                let ticks = SignalProducer<Date, Never>.timer(interval: .milliseconds(500), on: s).take(first: 8)
                count <~ ticks.scan(0) { n, _ in n + 1 }
                count.producer.map { (n: Int) -> String in "beat \(n)/8" }.start(tr.observer("label"))
                ticks.startWithCompleted { tr.log("(independent 2nd start of ticks) completed") }
                s.advance(by: .seconds(1))
                tr.log("after 1s count=\(count.value)")
                s.advance(by: .milliseconds(2999))
                tr.log("at 3.999 count=\(count.value)")
                s.advance(by: .milliseconds(1))
                tr.log("at 4.0 count=\(count.value)")
                s.run()
                tr.log("count=\(count.value) after run()")
                withExtendedLifetime(count) {}
            }
        }
    }

    func testConformance_replay_lazily() {
        assertGolden("replay_lazily") { tr in
            let (o, i) = Signal<Int, TestError>.pipe()
            let upstream = SignalProducer(o).on(started: { tr.log("upstream started") }, disposed: { tr.log("upstream disposed") })
            let replayed = upstream.replayLazily(upTo: 2)
            tr.log("replayLazily created; upstream not started")
            i.send(value: 0)
            let d1 = replayed.start(tr.observer("S1"))
            i.send(value: 1)
            i.send(value: 2)
            i.send(value: 3)
            let d2 = replayed.start(tr.observer("S2(late)"))
            i.send(value: 4)
            d1.dispose()
            d2.dispose()
            tr.log("all subscribers disposed")
            i.send(value: 5)
            replayed.start(tr.observer("S3"))
            i.sendCompleted()
            replayed.start(tr.observer("S4(after complete)"))
        }
    }
}
