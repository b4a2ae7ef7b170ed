// Ported from the conformance scenario programs (conformance/push/Subjects.swift); our API, our formatting helpers.
import Foundation
import PushStreams
import PushStreamsTest
import XCTest

/// Helper: subscribe a fresh TestableObserver to `source` at `at`, return observer.
private func subscribeAt<T>(_ s: TestScheduler, _ at: TestTime, _ source: Observable<T>, bag: DisposeBag) -> TestableObserver<T> {
    let o = s.createObserver(T.self)
    s.scheduleAt(at) { source.subscribe(o).disposed(by: bag) }
    return o
}

/// PublishSubject: no replay; late subscriber sees only later events; subscriber after completion gets only `completed`;
/// events after completion are ignored.
func scenario_publish_subject_late_subscriber() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    s.scheduleAt(100) { subject.onNext(1) }
    let a = subscribeAt(s, 150, subject.asObservable(), bag: bag)
    s.scheduleAt(200) { subject.onNext(2) }
    let b = subscribeAt(s, 250, subject.asObservable(), bag: bag)
    s.scheduleAt(300) { subject.onNext(3) }
    s.scheduleAt(400) { subject.onCompleted() }
    s.scheduleAt(450) { subject.onNext(4) }
    let c = subscribeAt(s, 500, subject.asObservable(), bag: bag)
    s.start()
    return lines(a.events, prefix: "A ") + lines(b.events, prefix: "B ") + lines(c.events, prefix: "C ")
}

/// PublishSubject: error is delivered to current subscribers and replayed (only the error) to late subscribers.
/// hasObservers before/after.
func scenario_publish_subject_error_and_late() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    var out: [String] = []
    out.append("hasObservers@0=\(subject.hasObservers)")
    let a = subscribeAt(s, 100, subject.asObservable(), bag: bag)
    s.scheduleAt(110) { out.append("hasObservers@110=\(subject.hasObservers)") }
    s.scheduleAt(200) { subject.onNext(1) }
    s.scheduleAt(300) { subject.onError(TestError.boom) }
    s.scheduleAt(310) { out.append("hasObservers@310=\(subject.hasObservers)") }
    s.scheduleAt(350) { subject.onNext(2) }
    s.scheduleAt(360) { subject.onCompleted() }
    let b = subscribeAt(s, 400, subject.asObservable(), bag: bag)
    s.start()
    return out + lines(a.events, prefix: "A ") + lines(b.events, prefix: "B ")
}

/// BehaviorSubject: initial value delivered on subscribe, latest value to late subscribers,
/// `value()` reads, after completion late subscriber gets ONLY completed (no last value), `value()` after error throws.
func scenario_behavior_subject_semantics() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject<Int>(value: 0)
    let bag = DisposeBag()
    var out: [String] = []
    let a = subscribeAt(s, 100, subject.asObservable(), bag: bag)
    s.scheduleAt(200) { subject.onNext(1) }
    s.scheduleAt(210) { subject.onNext(2) }
    let b = subscribeAt(s, 250, subject.asObservable(), bag: bag)
    s.scheduleAt(260) { out.append("value@260=" + outcome { try subject.value() }) }
    s.scheduleAt(300) { subject.onCompleted() }
    s.scheduleAt(310) { out.append("value@310=" + outcome { try subject.value() }) }
    let c = subscribeAt(s, 400, subject.asObservable(), bag: bag)
    s.start()

    // error variant
    let s2 = TestScheduler(initialClock: 0)
    let subject2 = BehaviorSubject<Int>(value: 7)
    let d = subscribeAt(s2, 100, subject2.asObservable(), bag: bag)
    s2.scheduleAt(200) { subject2.onError(TestError.boom) }
    s2.scheduleAt(210) { out.append("value-after-error=" + outcome { try subject2.value() }) }
    let e = subscribeAt(s2, 300, subject2.asObservable(), bag: bag)
    s2.start()
    return out + lines(a.events, prefix: "A ") + lines(b.events, prefix: "B ") + lines(c.events, prefix: "C ")
        + lines(d.events, prefix: "D ") + lines(e.events, prefix: "E ")
}

/// ReplaySubject(bufferSize: 2): late subscriber gets the last 2; after completion late subscriber gets buffer + completed;
/// after error late subscriber gets buffer + error. Replay happens synchronously at subscribe time.
func scenario_replay_subject_buffer() -> [String] {
    let s = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    let bag = DisposeBag()
    s.scheduleAt(100) { subject.onNext(1) }
    s.scheduleAt(110) { subject.onNext(2) }
    s.scheduleAt(120) { subject.onNext(3) }
    let a = subscribeAt(s, 200, subject.asObservable(), bag: bag)
    s.scheduleAt(210) { subject.onNext(4) }
    s.scheduleAt(300) { subject.onCompleted() }
    let b = subscribeAt(s, 400, subject.asObservable(), bag: bag)
    s.start()

    let s2 = TestScheduler(initialClock: 0)
    let subject2 = ReplaySubject<Int>.create(bufferSize: 2)
    s2.scheduleAt(100) { subject2.onNext(1) }
    s2.scheduleAt(110) { subject2.onNext(2) }
    s2.scheduleAt(120) { subject2.onNext(3) }
    s2.scheduleAt(130) { subject2.onError(TestError.boom) }
    let c = subscribeAt(s2, 200, subject2.asObservable(), bag: bag)

    let s3 = TestScheduler(initialClock: 0)
    let unbounded = ReplaySubject<Int>.createUnbounded()
    s3.scheduleAt(100) { unbounded.onNext(1) }
    s3.scheduleAt(110) { unbounded.onNext(2) }
    s3.scheduleAt(120) { unbounded.onNext(3) }
    let d = subscribeAt(s3, 200, unbounded.asObservable(), bag: bag)
    s2.start()
    s3.start()
    return lines(a.events, prefix: "A ") + lines(b.events, prefix: "B(after completed) ") + lines(c.events, prefix: "C(after error) ")
        + lines(d.events, prefix: "D(unbounded) ")
}

/// Disposing subjects: subscribing to a disposed subject yields error(RxError.disposed); onNext after dispose is ignored
/// (existing observers get nothing more, not even completed). Disposing a subscription stops delivery to that observer only.
func scenario_subject_dispose() -> [String] {
    let log = EventLog()
    let p = PublishSubject<Int>()
    let d1 = p.subscribe(log.observer("P.a"))
    _ = p.subscribe(log.observer("P.b"))
    p.onNext(1)
    d1.dispose()
    p.onNext(2)
    p.dispose()
    p.onNext(3)
    _ = p.subscribe(log.observer("P.late"))
    log.add("P.isDisposed=\(p.isDisposed)")

    let b = BehaviorSubject(value: 10)
    _ = b.subscribe(log.observer("B.a"))
    b.dispose()
    b.onNext(11)
    _ = b.subscribe(log.observer("B.late"))
    log.add("B.value=" + outcome { try b.value() })

    let r = ReplaySubject<Int>.create(bufferSize: 1)
    r.onNext(20)
    r.dispose()
    _ = r.subscribe(log.observer("R.late"))
    return log.lines
}

final class SubjectConformanceTests: PushTestCase {
    /// Each subject scenario against its recorded transcript (one row a scenario, named in any failure).
    func testConformance_SubjectScenarios() {
        assertGoldenScenarios([
            "publish_subject_late_subscriber": scenario_publish_subject_late_subscriber,
            "publish_subject_error_and_late": scenario_publish_subject_error_and_late,
            "behavior_subject_semantics": scenario_behavior_subject_semantics,
            "replay_subject_buffer": scenario_replay_subject_buffer,
            "subject_dispose": scenario_subject_dispose,
        ])
    }
}
