import Foundation
import Marbles
import PubSubStreamsTest
import Scheduling
import XCTest

/// The bad-input catalogue of the pub-sub style: each misuse, and the clear message it produces.
/// No crash, no hang; every message says what happened and what to do.
final class PubSubBadInputTests: PubSubTestCase {
    // MARK: Marbles

    func testBadInput_MalformedMarbles_ThrowsWithCaret() {
        let scheduler = DispatchQueue.test
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "-a-(b|", values: ["a": 1, "b": 2])) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("invalid marble diagram at column "), text)
            XCTAssertTrue(text.contains("  -a-(b|\n"), text)
            XCTAssertTrue(text.contains("^"), text)
        }
    }

    func testBadInput_UnknownMarbleValue_ThrowsNamingTheKey() {
        let scheduler = DispatchQueue.test
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "-a-x|", values: ["a": 1])) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("column 4"), text)
            XCTAssertTrue(text.contains("x"), text)
        }
    }

    func testBadInput_ErrorMarbleWithoutError_Throws() {
        let scheduler = DispatchQueue.test
        XCTAssertThrowsError(try scheduler.createColdPublisher(marbles: "-a-#", values: ["a": 1])) { error in
            XCTAssertTrue("\(error)".contains("#"), "\(error)")
        }
    }

    // MARK: Blocking

    func testBadInput_BlockingOnANeverEndingStream_TimesOutWithinTimeoutPlus100ms() {
        let never = PassthroughSubject<Int, Never>()
        let timeout: TimeInterval = 0.005
        let start = Date()
        XCTAssertThrowsError(try never.firstValue(timeout: timeout)) { error in
            XCTAssertEqual(error as? FirstValueError, .timedOut(seconds: timeout))
            XCTAssertTrue("\(error)".contains("Send the value before waiting, use a cold publisher"), "\(error)")
        }
        let waited = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(waited, timeout - 0.001, "gave up before the timeout (1 ms for clock granularity)")
        XCTAssertLessThan(waited, timeout + 0.1, "the timeout plus at most 100 ms")
    }

    func testBadInput_BlockingOnAStreamDeliveringOnTheBlockedThreadsMainQueue_StillDelivers() throws {
        // Combine offers no blocking helper; ours runs the main run loop while it waits, so this is not a deadlock.
        XCTAssertTrue(Thread.isMainThread)
        let start = Date()
        XCTAssertEqual(try Just(7).receive(on: DispatchQueue.main).firstValue(timeout: 1), 7)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testBadInput_SingleOnTwoValues_HasNoCombineEquivalent_CollectThenCompare() throws {
        // Combine has no single(); firstValue takes the first of several values. To insist on exactly one,
        // collect and compare: the extra value shows up in the array instead of being hidden.
        XCTAssertEqual(try [1, 2].publisher.firstValue(), 1)
        XCTAssertEqual(try [1, 2].publisher.collect().firstValue(), [1, 2])
    }

    func testBadInput_FirstOnEmpty_ThrowsFinishedWithoutValue() {
        XCTAssertThrowsError(try Empty<Int, Never>().first().firstValue()) { error in
            XCTAssertEqual(error as? FirstValueError, .finishedWithoutValue)
            XCTAssertEqual(
                "\(error)",
                "firstValue(timeout:) expected a value, but the publisher finished without emitting any. "
                    + "Check the publisher's inputs, or test for completion instead of a value.")
        }
    }

    // MARK: Virtual time

    func testBadInput_RunOnARepeatingTimer_ReportsRunawayInsteadOfSpinning() {
        let scheduler = TestSchedulerOf<DispatchQueue>(
            now: DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 0)),
            clock: VirtualClock(runawayLimit: 100))
        var ticks = 0
        let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { ticks += 1 }
        let messages = captureReportedIssues { scheduler.run() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages.first?.contains("A repeating action (an interval, a timer, an action that re-schedules itself) never ends") ?? false)
        XCTAssertTrue(messages.first?.contains("Advance to a finite time instead") ?? false)
        XCTAssertEqual(ticks, 100)
        timer.cancel()
    }

    func testBadInput_SchedulingInThePast_RunsNowAndTimeNeverMovesBack() {
        // combine-schedulers runs a past action at once and moves `now` back to its date; ours runs it at `now`.
        let scheduler = DispatchQueue.test
        scheduler.advance(by: .seconds(5))
        var ranAt: DispatchQueue.SchedulerTimeType?
        let messages = captureReportedIssues {
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(-3))) { ranAt = scheduler.now }
            scheduler.advance()
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(ranAt, scheduler.now)
        XCTAssertEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 5_000_000_001)
    }

    // MARK: Counts and intervals

    func testBadInput_NegativePrefix_IsReportedAndFinishesAtOnce() {
        var received: [String] = []
        let messages = captureReportedIssues {
            _ = [1, 2].publisher.prefix(-1).sink(
                receiveCompletion: { received.append(fmt($0)) }, receiveValue: { received.append("\($0)") })
        }
        XCTAssertEqual(
            messages,
            [
                "API Violation: prefix(-1) was given a negative count. Combine traps here; ours treats it as "
                    + "prefix(0) (finishes at once). Pass a count >= 0."
            ])
        XCTAssertEqual(received, ["finished"])
    }

    func testBadInput_ZeroPrefix_FinishesAtOnceWithoutReport() {
        var received: [String] = []
        let messages = captureReportedIssues {
            _ = [1, 2].publisher.prefix(0).sink(receiveCompletion: { received.append(fmt($0)) }, receiveValue: { received.append("\($0)") })
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(received, ["finished"])
    }

    func testBadInput_NegativeDropFirst_IsReportedAndDropsNothing() {
        var received: [Int] = []
        let messages = captureReportedIssues { _ = [1, 2].publisher.dropFirst(-2).sink { received.append($0) } }
        XCTAssertEqual(
            messages,
            [
                "API Violation: dropFirst(-2) was given a negative count. Combine traps here; ours treats it as "
                    + "dropFirst(0) (drops nothing). Pass a count >= 0."
            ])
        XCTAssertEqual(received, [1, 2])
    }

    func testBadInput_NegativeDebounce_IsReportedAndActsAsZero() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable?
        let messages = captureReportedIssues {
            cancellable = subject.debounce(for: .seconds(-1), scheduler: scheduler).sink { received.append($0) }
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("API Violation: debounce(for: ") ?? false, messages.first ?? "")
        XCTAssertTrue(messages.first?.hasSuffix("Pass an interval >= .zero.") ?? false)
        subject.send(1)
        XCTAssertEqual(received, [], "even a zero debounce waits for the scheduler")
        scheduler.advance()
        XCTAssertEqual(received, [1])
        cancellable?.cancel()
    }

    func testBadInput_ZeroDebounce_EmitsOnTheNextSchedulerTurn() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let messages = captureReportedIssues {
            let cancellable = subject.debounce(for: .zero, scheduler: scheduler).sink { received.append($0) }
            subject.send(1)
            subject.send(2)
            scheduler.advance()
            cancellable.cancel()
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(received, [2])
    }

    func testBadInput_NegativeThrottleAndDelay_AreReported() {
        let scheduler = DispatchQueue.test
        let messages = captureReportedIssues {
            _ = Just(1).throttle(for: .milliseconds(-5), scheduler: scheduler, latest: true)
            _ = Just(1).delay(for: .milliseconds(-5), scheduler: scheduler)
        }
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasPrefix("API Violation: throttle(for: "), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("API Violation: delay(for: "), messages[1])
    }

    // MARK: Demand

    func testBadInput_DemandMaxZeroRequested_IsReportedAndIgnored() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        let messages = captureReportedIssues { subscriber.request(.max(0)) }
        XCTAssertEqual(
            messages,
            [
                "API Violation: a subject's subscription was asked for Subscribers.Demand.none (.max(0)). "
                    + "Combine traps here; ours ignores the request. Request .max(n) with n >= 1, or .unlimited."
            ])
        subject.send(1)
        XCTAssertEqual(subscriber.values, [])
        subscriber.cancel()
    }

    func testBadInput_NegativeDemand_IsReportedAndTreatedAsNone() {
        var demand = Subscribers.Demand.unlimited
        let messages = captureReportedIssues { demand = .max(-3) }
        XCTAssertEqual(demand, .none)
        XCTAssertEqual(
            messages,
            [
                "API Violation: Subscribers.Demand.max(-3) was asked for a negative demand. Combine traps here; "
                    + "this demand is treated as .none. Request .max(n) with n >= 0."
            ])
    }

    func testBadInput_RequestAfterCancel_IsIgnoredSilently() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        subscriber.cancel()
        let messages = captureReportedIssues {
            subscriber.request(.max(5))
            subject.send(1)
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(subscriber.values, [])
    }

    func testBadInput_PublisherIgnoringDemand_IsReportedByTheTestSubscriber() {
        // A hand-written publisher that sends without demand: the recorder names the value and the fix.
        let subscriber = TestSubscriber<Int, Never>(initialDemand: .none)
        let messages = captureReportedIssues {
            subscriber.receive(subscription: Subscriptions.empty)
            _ = subscriber.receive(42)
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages[0].hasPrefix("API Violation: TestSubscriber<Int, Never> received 42 without outstanding demand."), messages[0])
        subscriber.cancel()
    }
}
