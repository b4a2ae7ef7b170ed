import PubSubStreamsTest
import XCTest

final class MoreOperatorConformanceTests: PubSubTestCase {
    func testConformance_scenario_subject_limited_demand() {
        let log = Log()
        let subject = PassthroughSubject<Int, Never>()
        let sub = ScriptedSubscriber<Int, Never>(log, "S", initial: .max(2))
        subject.subscribe(sub)
        for i in 1...4 { subject.send(i) }
        sub.request(.max(1))
        subject.send(5)
        subject.send(6)
        subject.send(completion: .finished)
        log("-- buffer(size:prefetch:whenFull:) in front of the subject keeps values")
        let subject2 = PassthroughSubject<Int, Never>()
        let sub2 = ScriptedSubscriber<Int, Never>(log, "B", initial: .max(1))
        subject2.buffer(size: 10, prefetch: .keepFull, whenFull: .dropNewest).subscribe(sub2)
        for i in 1...4 { subject2.send(i) }
        sub2.request(.max(2))
        assertGolden(log.lines, "scenario_subject_limited_demand")
        sub2.cancel()
    }

    func testConformance_scenario_remove_duplicates_scan() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        [1, 1, 2, 2, 2, 1, 3, 3].publisher.removeDuplicates().record(log, "dedup").store(in: &bag)
        [1, 2, 3, 4].publisher.scan(0, +).record(log, "scan").store(in: &bag)
        [1, 2, 3].publisher.tryScan(0) { acc, v in
            if v == 3 { throw TestError.boom }
            return acc + v
        }
        .record(log, "tryScan").store(in: &bag)
        [1, 2, 3].publisher.reduce(0, +).record(log, "reduce").store(in: &bag)
        assertGolden(log.lines, "scenario_remove_duplicates_scan")
    }

    func testConformance_scenario_prepend_append() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        [2, 3].publisher.prepend(0, 1).append(4, 5).record(log, "seq").store(in: &bag)
        let subject = PassthroughSubject<Int, Never>()
        subject.prepend(-1).append(99).record(log, "subj").store(in: &bag)
        log("subscribed; sending 1")
        subject.send(1)
        subject.send(completion: .finished)
        assertGolden(log.lines, "scenario_prepend_append")
    }

    func testConformance_scenario_zip() {
        let log = Log()
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let c = a.zip(b).map { "(\($0),\($1))" }.record(log)
        a.send(1)
        a.send(2)
        a.send(3)
        b.send("x")
        b.send("y")
        a.send(completion: .finished)
        log("a finished with a buffered value")
        b.send("z")
        log("-- a finishes with empty buffer")
        let a2 = PassthroughSubject<Int, Never>()
        let b2 = PassthroughSubject<Int, Never>()
        let c2 = a2.zip(b2).map { "(\($0),\($1))" }.record(log)
        a2.send(1)
        b2.send(1)
        a2.send(completion: .finished)
        _ = (c, c2)
        assertGolden(log.lines, "scenario_zip")
    }

    func testConformance_scenario_catch_replace_error() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        Fail<Int, TestError>(error: .boom).catch { e -> Just<Int> in
            log("catch got \(e)")
            return Just(-1)
        }
        .record(log, "catch").store(in: &bag)
        let subject = PassthroughSubject<Int, TestError>()
        subject.catch { _ in [100, 200].publisher }.record(log, "catchSubj").store(in: &bag)
        subject.send(1)
        subject.send(completion: .failure(.boom))
        subject.send(2)
        Fail<Int, TestError>(error: .boom).replaceError(with: 0).record(log, "replaceError").store(in: &bag)
        [1, 2].publisher.setFailureType(to: TestError.self)
            .tryCatch { _ -> Just<Int> in throw TestError.other }.record(log, "tryCatch-noerr").store(in: &bag)
        Fail<Int, TestError>(error: .boom).tryCatch { _ -> Just<Int> in throw TestError.other }
            .record(log, "tryCatch").store(in: &bag)
        Empty<Int, Never>().replaceEmpty(with: 5).record(log, "replaceEmpty").store(in: &bag)
        assertGolden(log.lines, "scenario_catch_replace_error")
    }

    func testConformance_scenario_retry_subscription_counts() {
        let log = Log()
        var bag = Set<AnyCancellable>()
        func flaky(failuresBeforeSuccess: Int) -> AnyPublisher<Int, TestError> {
            var attempts = 0
            return Deferred { () -> AnyPublisher<Int, TestError> in
                attempts += 1
                log("attempt #\(attempts)")
                if attempts <= failuresBeforeSuccess { return Fail(error: .boom).eraseToAnyPublisher() }
                return Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
        }
        flaky(failuresBeforeSuccess: 2).retry(2).record(log, "retry(2) 2 failures").store(in: &bag)
        flaky(failuresBeforeSuccess: 2).retry(1).record(log, "retry(1) 2 failures").store(in: &bag)
        flaky(failuresBeforeSuccess: 0).retry(3).record(log, "retry(3) 0 failures").store(in: &bag)
        log("-- retry re-subscribes to a subject: values before the failure are not replayed")
        let subject = PassthroughSubject<Int, TestError>()
        subject.tap(log, "subj", subscription: true).retry(1).record(log, "subjRetry").store(in: &bag)
        subject.send(1)
        subject.send(completion: .failure(.boom))
        log("subject is now terminated; retry subscribed again")
        assertGolden(log.lines, "scenario_retry_subscription_counts")
    }

    func testConformance_scenario_share() {
        let ch = Channels()
        _ = (ch("main"), ch("A"), ch("B"), ch("C"))
        let log = ch("main")
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = Deferred { () -> PassthroughSubject<Int, Never> in
            subscriptions += 1
            return subject
        }
        .tap(log, "up", subscription: true).share()
        ch.mark("A, B subscribe")
        let a = shared.record(ch("A"))
        let b = shared.record(ch("B"))
        ch.mark("send(1)")
        subject.send(1)
        log("upstream subscriptions=\(subscriptions)")
        ch.mark("A cancels; send(2)")
        a.cancel()
        subject.send(2)
        ch.mark("B cancels (last one)")
        b.cancel()
        ch.mark("C subscribes; send(3)")
        let c = shared.record(ch("C"))
        subject.send(3)
        log("upstream subscriptions=\(subscriptions)")
        log("-- share() over synchronous Just: second subscriber misses the value")
        var justSubs = 0
        let sharedJust = Deferred { () -> Just<Int> in
            justSubs += 1
            return Just(9)
        }
        .share()
        let d = sharedJust.record(log, "D")
        let e = sharedJust.record(log, "E")
        log("Just subscriptions=\(justSubs)")
        c.cancel()
        _ = (d, e)
        assertGolden(ch.lines, "scenario_share")
    }
}
