import Dispatch
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// `TestScheduler` reuses a handle it returned once no one holds it any more (ReactiveSwift returns a
/// fresh disposable per action). These tests pin what must not change with that: as in ReactiveSwift's
/// `TestScheduler`, a handle cancels exactly its own action, disposing it after the action ran does
/// nothing, `isDisposed` is `true` only after `dispose()`, and disposal works from any thread.
final class PullScheduledHandleReuseTests: CookbookTestCase {
    /// What the scheduled actions of a test ran, in order.
    private final class ActionLog {
        var lines: [String] = []
        func append(_ line: String) { lines.append(line) }
    }

    /// Runs `body` in a leak check with a fresh test scheduler and an empty action log.
    private func withSchedulerAndLog(_ body: (TestScheduler, ActionLog) -> Void) {
        withLeakCheck { body(TestScheduler(), ActionLog()) }
    }

    func testScheduledHandle_KeptHandle_DisposesOnlyItsOwnAction_WhileDroppedHandlesAreReused() {
        withSchedulerAndLog { s, log in
            let kept = s.schedule(after: .seconds(1)) { log.append("kept") }
            let cancelled = s.schedule(after: .seconds(1)) { log.append("cancelled") }
            s.schedule(after: .seconds(1)) { log.append("dropped 0") }
            s.advance(by: .milliseconds(500))
            cancelled?.dispose()
            s.schedule(after: .milliseconds(500)) { log.append("dropped 1") }
            s.advance(by: .milliseconds(500))
            XCTAssertEqual(log.lines, ["kept", "dropped 0", "dropped 1"])

            // `kept` ran; handles dropped since may be reused, but never `kept` or `cancelled` (still held).
            let later = s.schedule(after: .seconds(1)) { log.append("later") }
            s.schedule(after: .seconds(1)) { log.append("dropped 2") }
            let last = s.schedule(after: .seconds(1)) { log.append("last") }
            XCTAssertFalse(later === kept || later === cancelled || last === kept || last === cancelled || later === last)
            XCTAssertEqual([kept, cancelled, later, last].map { $0?.isDisposed }, [false, true, false, false])
            kept?.dispose()  // after its action ran: nothing else is cancelled
            cancelled?.dispose()  // a second time: nothing
            XCTAssertEqual([kept, cancelled, later, last].map { $0?.isDisposed }, [true, true, false, false])
            last?.dispose()
            s.advance(by: .seconds(1))
            XCTAssertEqual(log.lines, ["kept", "dropped 0", "dropped 1", "later", "dropped 2"])
        }
    }

    func testScheduledHandle_DisposedThenDropped_IsGivenOutAgainUndisposed() {
        withSchedulerAndLog { s, log in
            // Dispose-and-drop, several times over: each new handle (perhaps one of those objects again)
            // starts undisposed and cancels its own action only.
            for i in 0..<4 {
                s.schedule(after: .seconds(1)) { log.append("cancelled \(i)") }?.dispose()
                let next = s.schedule(after: .seconds(1)) { log.append("ran \(i)") }
                XCTAssertEqual(next?.isDisposed, false)
            }
            s.run()
            XCTAssertEqual(log.lines, ["ran 0", "ran 1", "ran 2", "ran 3"])
            // Relative and immediate scheduling after `run()`, and from inside an action, reuse the same way.
            s.schedule { s.schedule(after: .nanoseconds(1)) { log.append("inner") }?.dispose() }
            s.schedule { log.append("immediate") }
            s.advance(by: .seconds(1))
            XCTAssertEqual(log.lines, ["ran 0", "ran 1", "ran 2", "ran 3", "immediate"])
        }
    }

    func testScheduledHandle_BetweenNanoseconds_KeptActionDisposesOnlyItself_AndLetsItsClosureGo() {
        withSchedulerAndLog { s, log in
            // A quarter nanosecond past whole seconds: no nanosecond's own date, so each action carries its date.
            func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds + 0.25e-9) }
            var token: Token? = Token()
            weak let watched = token
            let kept = s.schedule(after: date(1)) { [token] in log.append("kept \(token != nil)") }
            token = nil
            let cancelled = s.schedule(after: date(1)) { log.append("cancelled") }
            s.schedule(after: date(1)) { log.append("dropped 0") }
            cancelled?.dispose()
            s.advance(to: date(1))
            XCTAssertEqual(log.lines, ["kept true", "dropped 0"])
            // Ours lets a run action's closure go at once, also while its handle is held (ReactiveSwift's
            // handle keeps it until released), as for an action on a nanosecond's own date.
            XCTAssertNil(watched)

            let later = s.schedule(after: date(2)) { log.append("later") }
            s.schedule(after: date(2)) { log.append("dropped 1") }
            XCTAssertFalse(later === kept || later === cancelled)
            kept?.dispose()  // after its action ran: nothing else is cancelled
            cancelled?.dispose()
            XCTAssertEqual([kept, cancelled, later].map { $0?.isDisposed }, [true, true, false])
            s.advance(to: date(2))
            XCTAssertEqual(log.lines, ["kept true", "dropped 0", "later", "dropped 1"])
            XCTAssertEqual(s.currentDate, date(2))
        }
    }

    func testScheduledHandle_DisposalFromAnotherThread_WhileThisOneSchedules() {
        withLeakCheck {
            // On a nanosecond's own date (reused handles) and between two (reused `PreciseAction`s).
            for offset in [0, 0.25e-9] {
                let s = TestScheduler()
                let due = Date(timeIntervalSinceReferenceDate: 1 + offset)
                let ran = Locked<Set<Int>>([])
                let kept = Locked((0..<200).map { i in s.schedule(after: due) { ran.withLock { _ = $0.insert(i) } } })
                DispatchQueue.concurrentPerform(iterations: 2) { side in
                    if side == 0 {
                        // Takes every handle over to this thread, disposes the odd ones (the last one too: a
                        // spare the other thread may claim once it is dropped here) and drops them all.
                        let handles = kept.withLock { handles in
                            defer { handles = [] }
                            return handles
                        }
                        for (i, handle) in handles.enumerated() where i % 2 == 1 { handle?.dispose() }
                    } else {
                        // Schedules, holding each handle until the next one (as `debounce` does), meanwhile.
                        var held: Disposable?
                        for i in 200..<400 { held = s.schedule(after: due) { ran.withLock { _ = $0.insert(i) } } }
                        XCTAssertEqual(held?.isDisposed, false)
                    }
                }
                s.advance(to: due)
                XCTAssertEqual(ran.withLock { $0 }, Set((0..<400).filter { $0 >= 200 || $0 % 2 == 0 }))
            }
        }
    }
}

/// An object whose release a test watches.
private final class Token {}
