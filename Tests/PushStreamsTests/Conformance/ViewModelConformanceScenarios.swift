// Ported from the conformance scenario programs (conformance/push/ViewModels.swift); our API, our formatting helpers.
import Foundation
import PushStreams
import PushStreamsTest
import XCTest

/// tap -> flatMapLatest(fetch) -> map to text -> catchAndReturn("error").
/// Taps: cold at 10/20/30/60 (=> 210/220/230/260), never completing. fetch(n) replies after 15 ticks; in variant 2 tap 3's fetch fails,
/// catchAndReturn ends the whole pipeline (taps unsubscribed, 4th tap ignored).
func scenario_vm_tap_fetch() -> [String] {
    var out: [String] = []
    for failThird in [false, true] {
        let s = TestScheduler(initialClock: 0)
        let taps = s.createColdObservable([.next(10, ()), .next(20, ()), .next(30, ()), .next(60, ())] as [Recorded<Event<Void>>])
        var fetches: [TestableObservable<String>] = []
        var count = 0
        func fetch() -> Observable<String> {
            count += 1
            let ev: [Recorded<Event<String>>] =
                (failThird && count == 3)
                ? [.error(15, TestError.boom)]
                : [.next(15, "result\(count)"), .completed(15)]
            let f = s.createColdObservable(ev)
            fetches.append(f)
            return f.asObservable()
        }
        let r = s.start {
            taps.asObservable()
                .flatMapLatest { _ in fetch() }
                .map { "Text: \($0)" }
                .catchAndReturn("error")
        }
        let tag = failThird ? "fail3 " : "ok "
        out += lines(r.events, prefix: tag)
        for (i, f) in fetches.enumerated() { out += lines(f.subscriptions, prefix: "\(tag)fetch\(i + 1) ") }
        out += lines(taps.subscriptions, prefix: "\(tag)taps ")
    }
    return out
}

/// Sign-in validation: combineLatest(username valid, password valid) && , startWith(false), distinctUntilChanged, hot inputs.
func scenario_vm_signin_validation() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let username = s.createHotObservable([.next(150, "x"), .next(210, "jo"), .next(220, "joe"), .next(260, "jo"), .next(270, "joey")])
    let password = s.createHotObservable([.next(230, "123"), .next(240, "123456"), .next(250, "1234567")])
    let r = s.start { () -> Observable<Bool> in
        Observable.combineLatest(username.map { $0.count >= 3 }, password.map { $0.count >= 6 }) { $0 && $1 }
            .startWith(false)
            .distinctUntilChanged()
    }
    let s2 = TestScheduler(initialClock: 0)
    let u2 = s2.createHotObservable([.next(210, "joe"), .next(220, "joe")])
    let p2 = s2.createHotObservable([.next(215, "123456")])
    let r2 = s2.start { () -> Observable<Bool> in
        Observable.combineLatest(u2.map { $0.count >= 3 }, p2.map { $0.count >= 6 }) { $0 && $1 }.startWith(false)
    }
    return lines(r.events) + lines(r2.events, prefix: "no-distinct ")
}

/// Metronome: interval(500ms) on TestScheduler(resolution 0.1), take(8): ticks every 5 virtual units, completes with 8th.
func scenario_vm_metronome() -> [String] {
    let s = TestScheduler(initialClock: 0, resolution: 0.1)
    let r = s.start { Observable<Int>.interval(.milliseconds(500), scheduler: s).take(8) }
    let s2 = TestScheduler(initialClock: 0, resolution: 0.01)
    let r2 = s2.start(created: 0, subscribed: 0, disposed: 10_000) {
        Observable<Int>.interval(.milliseconds(500), scheduler: s2).take(8).map { "beat\($0)" }
    }
    return lines(r.events, prefix: "res0.1 ") + lines(r2.events, prefix: "res0.01 ")
}

final class ViewModelConformanceTests: PushTestCase {
    /// Each view-model scenario against its recorded transcript (one row a scenario, named in any failure).
    func testConformance_ViewModelScenarios() {
        assertGoldenScenarios([
            "vm_tap_fetch": scenario_vm_tap_fetch,
            "vm_signin_validation": scenario_vm_signin_validation,
            "vm_metronome": scenario_vm_metronome,
        ])
    }
}
