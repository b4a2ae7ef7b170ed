import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// ReactiveSwift's `TestScheduler` keeps `currentDate` as a `Date`: a past-dated action moves it
/// back while it runs, repeating actions add their interval in `Date` arithmetic, and `advance(to:)`
/// runs an action when `newDate >= action.date`. These tests pin those rules (values computed by
/// IEEE double arithmetic: 0.1 + 0.1 + 0.1 == 0.30000000000000004, 0.3 + 0.3 + 0.3 == 0.8999999999999999).
final class PullTestSchedulerDateTests: CookbookTestCase {
    private func seconds(_ date: Date) -> TimeInterval { date.timeIntervalSinceReferenceDate }

    /// The dates (in seconds) at which a repeating action ran.
    private final class Ticks {
        var seconds: [Double] = []
        var count: Int { seconds.count }
    }

    /// Runs `body` in a leak check with a fresh scheduler, the repeating action `schedule` puts on it (its
    /// action logs the date it runs at into the ticks) and that action's disposable.
    private func withRepeatingAction(
        _ schedule: (TestScheduler, _ tick: @escaping () -> Void) -> Disposable?, run body: (TestScheduler, Ticks, Disposable?) -> Void
    ) {
        withLeakCheck {
            let s = TestScheduler()
            let ticks = Ticks()
            let timer = schedule(s) { ticks.seconds.append(self.seconds(s.currentDate)) }
            body(s, ticks, timer)
        }
    }

    func testTestScheduler_PastDatedActionsRunFirstInDateOrder_WithTheirOwnDates() {
        withLeakCheck {
            let s = TestScheduler()
            s.advance(by: .seconds(2))
            var log: [String] = []
            s.schedule { log.append("now@\(self.seconds(s.currentDate))") }
            s.schedule(after: Date(timeIntervalSinceReferenceDate: 0.5)) { log.append("past0.5@\(self.seconds(s.currentDate))") }
            s.schedule(after: Date(timeIntervalSinceReferenceDate: 0.25)) { log.append("past0.25@\(self.seconds(s.currentDate))") }
            s.advance(by: .milliseconds(100))
            XCTAssertEqual(log, ["past0.25@0.25", "past0.5@0.5", "now@2.0"])
            XCTAssertEqual(seconds(s.currentDate), 2.1)
        }
    }

    func testTestScheduler_PastDatedAction_SchedulesRelativeToItsOwnDate() {
        withLeakCheck {
            let s = TestScheduler()
            s.advance(by: .seconds(2))
            var log: [String] = []
            s.schedule(after: Date(timeIntervalSinceReferenceDate: 0.5)) {
                s.schedule(after: .seconds(1)) { log.append("inner@\(self.seconds(s.currentDate))") }
                s.schedule(after: .seconds(3)) { log.append("late@\(self.seconds(s.currentDate))") }
            }
            s.advance(by: .milliseconds(100))
            XCTAssertEqual(log, ["inner@1.5"])
            s.advance(to: Date(timeIntervalSinceReferenceDate: 3.5))
            XCTAssertEqual(log, ["inner@1.5", "late@3.5"])
        }
    }

    func testTestScheduler_AdvanceToExactDueDate_RunsTheAction() {
        withLeakCheck {
            let s = TestScheduler()
            var ran: [Double] = []
            s.schedule(after: Date(timeIntervalSinceReferenceDate: 1.25)) { ran.append(self.seconds(s.currentDate)) }
            s.advance(to: Date(timeIntervalSinceReferenceDate: 1.2499999999999998))
            XCTAssertEqual(ran, [])
            s.advance(to: Date(timeIntervalSinceReferenceDate: 1.25))
            XCTAssertEqual(ran, [1.25])
        }
    }

    func testTestScheduler_RepeatingTenthSteps_AccumulateInDateArithmetic() {
        withRepeatingAction { s, tick in
            s.schedule(after: .milliseconds(100), interval: .milliseconds(100), action: tick)
        } run: { s, ticks, timer in
            s.advance(to: Date(timeIntervalSinceReferenceDate: 0.3))
            XCTAssertEqual(ticks.seconds, [0.1, 0.2], "the third tick is due at 0.30000000000000004, after 0.3")
            XCTAssertEqual(seconds(s.currentDate), 0.3)
            s.advance()
            XCTAssertEqual(ticks.seconds, [0.1, 0.2, 0.30000000000000004])
            s.advance(by: .milliseconds(100))
            XCTAssertEqual(ticks.seconds, [0.1, 0.2, 0.30000000000000004, 0.4])
            timer?.dispose()
            s.advance(by: .seconds(1))
            XCTAssertEqual(ticks.count, 4)
        }
    }

    func testTestScheduler_RepeatingThreeTenthsSteps_MatchAdvanceByThreeTenths() {
        withRepeatingAction { s, tick in
            s.schedule(after: .milliseconds(300), interval: .milliseconds(300), action: tick)
        } run: { s, ticks, timer in
            s.advance(by: 0.3)
            s.advance(by: 0.3)
            s.advance(by: 0.3)
            XCTAssertEqual(seconds(s.currentDate), 0.8999999999999999)
            XCTAssertEqual(ticks.seconds, [0.3, 0.6, 0.8999999999999999])
            s.advance(to: Date(timeIntervalSinceReferenceDate: 1.2))
            XCTAssertEqual(ticks.seconds, [0.3, 0.6, 0.8999999999999999, 1.2])
            timer?.dispose()
        }
    }

    func testTestScheduler_RepeatingThreeQuarterSteps_AreExact() {
        withRepeatingAction { s, tick in
            s.schedule(after: Date(timeIntervalSinceReferenceDate: 1), interval: .milliseconds(750), action: tick)
        } run: { s, ticks, timer in
            s.advance(to: Date(timeIntervalSinceReferenceDate: 4))
            XCTAssertEqual(ticks.seconds, [1, 1.75, 2.5, 3.25, 4])
            timer?.dispose()
            s.advance(by: .seconds(5))
            XCTAssertEqual(ticks.count, 5)
        }
    }

    func testTestScheduler_DisposingAPreciseActionBeforeItRuns_CancelsIt() {
        withLeakCheck {
            let s = TestScheduler()
            s.advance(by: .seconds(1))
            var ran = false
            let past = s.schedule(after: Date(timeIntervalSinceReferenceDate: 0.5)) { ran = true }
            past?.dispose()
            XCTAssertEqual(past?.isDisposed, true)
            s.advance()
            XCTAssertFalse(ran)
            XCTAssertEqual(s.clock.pendingCount, 0)
        }
    }

    func testTestScheduler_RewindBy_MovesCurrentDateBack_PendingKeepTheirDates() {
        withLeakCheck {
            let s = TestScheduler()
            var ran: [Double] = []
            s.schedule(after: .seconds(3)) { ran.append(self.seconds(s.currentDate)) }
            s.advance(by: .seconds(2))
            s.rewind(by: .seconds(1))
            XCTAssertEqual(seconds(s.currentDate), 1)
            s.schedule(after: .seconds(1)) { ran.append(self.seconds(s.currentDate)) }
            s.advance(by: .seconds(1))
            XCTAssertEqual(ran, [2])
            s.advance(by: .seconds(1))
            XCTAssertEqual(ran, [2, 3])
        }
    }

    func testTestScheduler_RunThenCurrentDateIsDistantFuture_PastDatedActionStillReadsItsDate() {
        withLeakCheck {
            let s = TestScheduler()
            s.schedule(after: .seconds(4)) {}
            s.run()
            XCTAssertEqual(s.currentDate, .distantFuture)
            var ranAt: Double?
            s.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) { ranAt = self.seconds(s.currentDate) }
            s.advance()
            XCTAssertEqual(ranAt, 1)
        }
    }

    /// A date's clock time is its seconds as nanoseconds rounded half away from zero (the schoolbook
    /// rounding of `Double.rounded()`), clamped far from `Int64`'s ends.
    func testTestScheduler_NanosecondsForDate_RoundHalfAwayFromZero_AndClamp() {
        let scheduler = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 0), clock: VirtualClock())
        let origin = scheduler.clock.now
        for seconds in [0.5e-9, -0.5e-9, 2.5e-9, -2.5e-9, 1.4999999e-9, 0.49999999999999994e-9, 12_345.678_9, -7.000_000_000_5, 0] {
            let expected = Int64((seconds * 1_000_000_000).rounded())
            XCTAssertEqual(scheduler.nanoseconds(for: Date(timeIntervalSinceReferenceDate: seconds)) - origin, expected, "\(seconds)")
        }
        XCTAssertEqual(scheduler.nanoseconds(for: Date(timeIntervalSinceReferenceDate: 2.5e-9)) - origin, 3)
        XCTAssertEqual(scheduler.nanoseconds(for: Date(timeIntervalSinceReferenceDate: -2.5e-9)) - origin, -3)
        XCTAssertEqual(scheduler.nanoseconds(for: .distantFuture), origin + Int64.max / 2)
        XCTAssertEqual(scheduler.nanoseconds(for: .distantPast), origin + Int64.min / 2)
    }
}
