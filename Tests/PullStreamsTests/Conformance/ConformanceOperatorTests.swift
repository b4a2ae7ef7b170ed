import Foundation
import PullStreams
import PullStreamsTest
import TestReporting
import XCTest

/// Ports of the Operators and Flows scenarios of /work/shared/conformance/pull.
final class ConformanceOperatorTests: CookbookTestCase {
    func testConformance_map_filter_skip_repeats_scan() {
        assertGolden("map_filter_skip_repeats_scan") { tr in
            let src = SignalProducer<Int, TestError>(values: 1, 1, 2, 3, 3, 3, 4, 5, 5)
            src.map { $0 * 10 }.start(tr.observer("map*10"))
            src.filter { $0 % 2 == 1 }.start(tr.observer("filterOdd"))
            src.skipRepeats().start(tr.observer("skipRepeats"))
            src.skipRepeats { abs($0 - $1) <= 1 }.start(tr.observer("skipRepeats(|a-b|<=1)"))
            src.scan(0, +).start(tr.observer("scan(0,+)"))
            src.scan(into: [Int]()) { acc, v in if !acc.contains(v) { acc.append(v) } }
                .take(last: 1).start(tr.observer("scan(into:) distinct, take(last:1)"))
            SignalProducer<Int, TestError>.empty.scan(0, +).start(tr.observer("empty.scan"))
            // The overload pitfall, resolved exactly as with ReactiveSwift: the interpolating trailing
            // closure picks `map(value:)`.
            tr.log("src.map { \"v\\($0)\" } :: \(typeName(src.map { "v\($0)" }))")
            tr.log("src.map { $0 * 10 } :: \(typeName(src.map { $0 * 10 }))")
        }
    }

    func testConformance_combine_latest() {
        assertGolden("combine_latest") { tr in
            let (a, ai) = Signal<Int, TestError>.pipe()
            let (b, bi) = Signal<String, TestError>.pipe()
            a.combineLatest(with: b).observe(tr.observer("combineLatest"))
            ai.send(value: 1)
            tr.log("a=1 (b has no value yet)")
            bi.send(value: "x")
            ai.send(value: 2)
            ai.sendCompleted()
            tr.log("a completed")
            bi.send(value: "y")
            bi.sendCompleted()
            tr.log("-- failure propagates immediately")
            let (c, ci) = Signal<Int, TestError>.pipe()
            let (d, di) = Signal<Int, TestError>.pipe()
            SignalProducer(c).combineLatest(with: SignalProducer(d)).start(tr.observer("combineLatestP"))
            ci.send(value: 1)
            di.send(value: 2)
            di.send(error: .boom)
            ci.send(value: 3)
            tr.log("-- one side completes without ever sending a value")
            let (e, ei) = Signal<Int, TestError>.pipe()
            let (f, fi) = Signal<Int, TestError>.pipe()
            e.combineLatest(with: f).observe(tr.observer("combineLatestEmpty"))
            ei.send(value: 1)
            fi.sendCompleted()
            tr.log("f completed with no value")
            ei.send(value: 2)
            ei.sendCompleted()
            tr.log("-- static SignalProducer.combineLatest of finite producers")
            SignalProducer.combineLatest(
                SignalProducer<Int, TestError>(values: 1, 2), SignalProducer<Int, TestError>(values: 10, 20)
            ).start(tr.observer("static combineLatest"))
        }
    }

    private func flattenScenario(_ strategy: FlattenStrategy, _ label: String) -> [String] {
        let s = TestScheduler()
        let tr = Transcript(s)
        func inner(_ n: Int) -> SignalProducer<String, Never> {
            SignalProducer { o, lifetime in
                tr.log("inner \(n) started")
                lifetime.observeEnded { tr.log("inner \(n) ended") }
                lifetime += s.schedule(after: .seconds(1)) { o.send(value: "\(n)a") }
                lifetime += s.schedule(after: .seconds(2)) {
                    o.send(value: "\(n)b")
                    o.sendCompleted()
                }
            }
        }
        let (outer, oi) = Signal<Int, Never>.pipe()
        outer.flatMap(strategy) { inner($0) }.observe(tr.observer(label))
        oi.send([(1, then: 1.5), (2, then: 0.1)], advancing: s)
        oi.sendCompleted()
        tr.log("outer completed")
        s.run()
        return tr.lines
    }

    func testConformance_flat_map_latest() {
        withLeakCheck { XCTAssertEqual(flattenScenario(.latest, "latest"), Golden.lines("flat_map_latest")) }
    }

    func testConformance_flat_map_concat() {
        withLeakCheck { XCTAssertEqual(flattenScenario(.concat, "concat"), Golden.lines("flat_map_concat")) }
    }

    func testConformance_flat_map_merge() {
        withLeakCheck { XCTAssertEqual(flattenScenario(.merge, "merge"), Golden.lines("flat_map_merge")) }
    }

    func testConformance_on_side_effects_order() {
        assertGolden("on_side_effects_order") { tr in
            func hooked(_ p: SignalProducer<Int, TestError>) -> SignalProducer<Int, TestError> {
                p.on(
                    starting: { tr.log("on.starting") },
                    started: { tr.log("on.started") },
                    event: { tr.log("on.event " + showEvent($0)) },
                    failed: { tr.log("on.failed \($0)") },
                    completed: { tr.log("on.completed") },
                    interrupted: { tr.log("on.interrupted") },
                    terminated: { tr.log("on.terminated") },
                    disposed: { tr.log("on.disposed") },
                    value: { tr.log("on.value \($0)") })
            }
            hooked(SignalProducer(values: 1, 2)).start(tr.observer("obs"))
            tr.log("-- failing")
            hooked(SignalProducer(error: .boom)).start(tr.observer("obs"))
            tr.log("-- disposed never")
            let d = hooked(.never).start(tr.observer("obs"))
            d.dispose()
        }
    }

    func testConformance_view_model_search_error_outside() {
        assertGoldenInVirtualTime("view_model_search_error_outside") { tr, s in
            let fetch = fakeSearchFetch(s, tr)
            let (taps, tap) = Signal<String, Never>.pipe()
            taps.promoteError(TestError.self)
                .flatMap(.latest) { fetch($0) }
                .map { "results: " + $0.joined(separator: ",") }
                .flatMapError { e in SignalProducer<String, Never>(value: "error: \(e)") }
                .observe(tr.observer("text"))
            tapSearches([("a", 1.5), ("b", 0.5), ("c (cancels b)", 1.5), ("fail", 1.5), ("d (after the error)", 2)], into: tap, tr, s)
        }
    }
}
