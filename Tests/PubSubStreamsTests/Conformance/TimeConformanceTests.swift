import PubSubStreamsTest
import XCTest

/// Sends `events` (a value, or `nil` for the finish, at a time in seconds) into `subject` on `scheduler`, and
/// the failure at `failAt`, logging each send.
private func script(
    _ scheduler: TestSchedulerOf<DispatchQueue>, _ log: Log, _ subject: PassthroughSubject<Int, TestError>,
    _ events: [(Double, Int?)], failAt: Double? = nil
) {
    for (time, value) in events {
        at(scheduler, time) {
            if let value {
                log("send(\(value))")
                subject.send(value)
            } else {
                log("send(finished)")
                subject.send(completion: .finished)
            }
        }
    }
    if let failAt {
        at(scheduler, failAt) {
            log("send(failure)")
            subject.send(completion: .failure(.boom))
        }
    }
}

/// How one phase of a scenario subscribes: the operator under test applied to the scripted subject on the
/// phase's scheduler, recorded into the phase's log.
private typealias Subscribe = (PassthroughSubject<Int, TestError>, TestSchedulerOf<DispatchQueue>, Log) -> AnyCancellable

/// One phase of a time-based scenario on a fresh scheduler and log: logs `note`, scripts `events` (and the
/// failure at `failAt`) into a new subject, subscribes with `subscribe`, runs the scheduler to the end, then
/// lets `afterRun` log what it inspects; returns the phase's lines.
private func phase(
    _ note: String?, _ events: [(Double, Int?)], failAt: Double? = nil,
    afterRun: (TestSchedulerOf<DispatchQueue>, Log) -> Void = { _, _ in }, _ subscribe: Subscribe
) -> [String] {
    let vs = DispatchQueue.test
    let log = Log(scheduler: vs)
    if let note { log(note) }
    let subject = PassthroughSubject<Int, TestError>()
    script(vs, log, subject, events, failAt: failAt)
    withExtendedLifetime(subscribe(subject, vs, log)) {
        vs.run()
        afterRun(vs, log)
    }
    return log.lines
}

/// Time-based scenarios, run on our `TestScheduler` (`DispatchQueue.test`): the transcripts' virtual
/// scheduler (integer nanoseconds, FIFO ties, never backwards) has the same rules.
final class TimeConformanceTests: PubSubTestCase {
    func testConformance_scenario_debounce() {
        let debounce: Subscribe = { s, vs, log in s.debounce(for: .seconds(1.0), scheduler: vs).record(log, "out") }
        let lines: [String] =
            phase(nil, [(0, 1), (0.3, 2), (1.5, 3), (1.6, 4), (2.0, nil)], debounce)
            + phase("-- completion after the pending value fired", [(0, 1), (3, nil)], debounce)
            + phase("-- failure while a value is pending", [(0, 1)], failAt: 0.5, debounce)
        assertGolden(lines, "scenario_debounce")
    }

    func testConformance_scenario_receive_on_subscribe_on_virtual() {
        let vs = DispatchQueue.test
        let log = Log(scheduler: vs)
        log("-- receive(on:)")
        let c = Just(1).tap(log, "up", subscription: true).receive(on: vs).record(log, "out")
        log("after sink; pending=\(vs.clock.pendingCount)")
        vs.advance()
        log("after advance; pending=\(vs.clock.pendingCount)")
        log("-- subscribe(on:)")
        let c2 = [1, 2].publisher.tap(log, "up2", subscription: true).subscribe(on: vs).record(log, "out2")
        log("after sink; pending=\(vs.clock.pendingCount)")
        vs.advance()
        log("after first advance; pending=\(vs.clock.pendingCount)")
        vs.run()
        log("-- subscribe(on:) then cancel before the scheduler runs")
        // As in Combine, cancelling a sink before its subscription arrives does nothing.
        let c3 = Just(3).tap(log, "up3", subscription: true).subscribe(on: vs).record(log, "out3")
        c3.cancel()
        vs.run()
        log("-- receive(on:) hops completion too; cancel between hops")
        let subj = PassthroughSubject<Int, Never>()
        let c4 = subj.receive(on: vs).record(log, "out4")
        subj.send(1)
        subj.send(2)
        log("pending=\(vs.clock.pendingCount)")
        vs.advance()
        subj.send(3)
        c4.cancel()
        vs.run()
        _ = (c, c2)
        assertGolden(log.lines, "scenario_receive_on_subscribe_on_virtual")
    }

    func testConformance_scenario_virtual_scheduler_self_check() {
        let vs = DispatchQueue.test
        let log = Log(scheduler: vs)
        var executed = 0
        func counted(_ body: @escaping () -> Void) -> () -> Void {
            {
                executed += 1
                body()
            }
        }
        let origin = DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        at(vs, 1, counted { log("A@1") })
        at(vs, 1, counted { log("B@1") })
        at(
            vs, 0.5,
            counted {
                log("C@0.5")
                at(vs, 0.5, counted { log("D@0.5 scheduled at 0.5") })
            })
        vs.schedule(counted { log("E immediate-ish (runs on next advance)") })
        let rep = vs.schedule(after: origin.advanced(by: 2), interval: 1, counted { log("repeat") })
        vs.advance(to: origin.advanced(by: 4))
        rep.cancel()
        vs.advance(by: 10)
        at(vs, 1, counted { log("past date runs now") })
        vs.advance()
        log("executed=\(executed)")
        assertGolden(log.lines, "scenario_virtual_scheduler_self_check")
    }
}

final class MoreTimeConformanceTests: PubSubTestCase {
    func testConformance_scenario_throttle_both_variants() {
        let lines = [false, true].flatMap { latest in
            phase(
                "-- throttle(for: 1, latest: \(latest))",
                [(0, 1), (0.2, 2), (0.4, 3), (1.1, 4), (1.2, 5), (2.5, 6), (2.6, 7), (2.8, nil)]
            ) { s, vs, log in s.throttle(for: .seconds(1.0), scheduler: vs, latest: latest).record(log, "out") }
        }
        assertGolden(lines, "scenario_throttle_both_variants")
    }

    func testConformance_scenario_delay() {
        let delay: Subscribe = { s, vs, log in s.delay(for: .seconds(0.5), scheduler: vs).record(log, "out") }
        let lines: [String] =
            phase(nil, [(0, 1), (1.0, 2), (1.2, nil)], delay)
            + phase("-- failure is delayed too?", [(0, 1)], failAt: 0.1, delay)
        let vs3 = DispatchQueue.test
        let log3 = Log(scheduler: vs3)
        log3("-- Just(1).delay: nothing until the scheduler advances")
        let c3 = Just(1).delay(for: .seconds(2), scheduler: vs3).record(log3, "just")
        log3("subscribed; pending actions=\(vs3.clock.pendingCount)")
        vs3.advance(by: .seconds(1.999))
        log3("advanced 1.999")
        vs3.advance(by: .milliseconds(1))
        _ = c3
        assertGolden(lines + log3.lines, "scenario_delay")
    }

    func testConformance_scenario_measure_interval() {
        let lines = phase(nil, [(0.5, 1), (1.5, 2), (4.0, 3), (4.0, 4), (5, nil)]) { s, vs, log in
            s.measureInterval(using: vs).map { "\(Log.seconds(UInt64($0.magnitude)))s" }.record(log, "interval")
        }
        assertGolden(lines, "scenario_measure_interval")
    }

    func testConformance_scenario_timeout() {
        let lines: [String] =
            phase(nil, [(0.5, 1), (1.2, 2), (5, 3)]) { s, vs, log in
                s.tap(log, "up").timeout(.seconds(1), scheduler: vs).record(log, "out")
            }
            + phase("-- customError", []) { s, vs, log in
                s.timeout(.seconds(1), scheduler: vs, customError: { TestError.timedOut }).record(log, "out")
            }
            + phase(
                "-- completion before timeout", [(0.5, nil)],
                afterRun: { vs, log in log("pending actions after run=\(vs.clock.pendingCount)") },
                { s, vs, log in s.timeout(.seconds(1), scheduler: vs).record(log, "out") })
        assertGolden(lines, "scenario_timeout")
    }
}
