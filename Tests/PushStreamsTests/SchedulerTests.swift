import Dispatch
import Foundation
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

final class SchedulerTests: PushTestCase {
    func testCurrentThreadScheduler_TrampolinesNestedWork() {
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer", "inner"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testCurrentThreadScheduler_DisposedQueuedWorkDoesNotRun() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            CurrentThreadScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }.dispose()
            return Disposables.create()
        }
        XCTAssertFalse(ran)
    }

    func testMainScheduler_InlineOnMainThread() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        drainMainQueue()
        var log: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("scheduled")
            return Disposables.create()
        }
        log.append("after")
        XCTAssertEqual(log, ["scheduled", "after"])
    }

    func testMainScheduler_FromBackgroundDispatchesToMain() throws {
        let result = try Observable.just(1)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .map { _ in Thread.isMainThread }
            .toBlocking(timeout: 2)
            .first()
        XCTAssertEqual(result, true)
    }

    func testConcurrentDispatchQueueScheduler_RelativeAndPeriodic() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        XCTAssertEqual(try Observable<Int>.timer(.milliseconds(5), scheduler: scheduler).toBlocking(timeout: 2).toArray(), [0])
        XCTAssertEqual(
            try Observable<Int>.interval(.milliseconds(5), scheduler: scheduler).take(3).toBlocking(timeout: 2).toArray(),
            [0, 1, 2]
        )
    }

    func testSerialDispatchQueueScheduler_KeepsOrder() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let values = try Observable.from(Array(0..<50)).observe(on: scheduler).toBlocking(timeout: 2).toArray()
        XCTAssertEqual(values, Array(0..<50))
        let qos = SerialDispatchQueueScheduler(qos: .utility)
        XCTAssertEqual(try Observable.just(1).subscribe(on: qos).toBlocking(timeout: 2).single(), 1)
    }

    func testDispatchScheduler_DisposeCancelsPendingWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())
        let ran = Counter()
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ran.increment()
            return Disposables.create()
        }
        disposable.dispose()
        Thread.sleep(forTimeInterval: 0.03)  // three times the due time: it would have run by now
        XCTAssertEqual(ran.value, 0)
    }

    func testImmediateScheduler_RunsAtOnce_CollapsesDelays() {
        var log: [String] = []
        _ = ImmediateScheduler.instance.schedule(()) { _ in
            log.append("now")
            return Disposables.create()
        }
        _ = ImmediateScheduler.instance.scheduleRelative((), dueTime: .seconds(60)) { _ in
            log.append("later, now")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["now", "later, now"])
    }

    func testImmediateScheduler_PeriodicIsReported() {
        let messages = capturingIssues {
            _ = ImmediateScheduler.instance.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { $0 + 1 }
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("periodic") == true)
    }

    func testSchedulerProvider_Families() {
        XCTAssertTrue(SchedulerProvider<any SchedulerType>.live.scheduler(forQueue: .main) is MainScheduler)
        XCTAssertTrue(SchedulerProvider<any SchedulerType>.live.scheduler(forQueue: .global()) is SerialDispatchQueueScheduler)
        XCTAssertTrue(SchedulerProvider<any SchedulerType>.immediate.scheduler(forQueue: .main) is ImmediateScheduler)
        let testScheduler = TestScheduler(initialClock: 0)
        XCTAssertTrue(SchedulerProvider.test(testScheduler).scheduler(forQueue: .main) as AnyObject === testScheduler)
    }
}

/// Runs `body` with a reporter that captures `IssueReporting` messages, then restores test-failure reporting.
func capturingIssues(_ body: () -> Void) -> [String] {
    let captured = Locked<[String]>([])
    IssueReporting.install { message, _, _ in captured.withLock { $0.append(message) } }
    body()
    IssueReporting.install { message, file, line in
        XCTFail(message, file: file, line: line)
    }
    return captured.withLock { $0 }
}

/// Runs the main run loop until everything queued on the main queue so far has run.
func drainMainQueue() {
    let drained = Locked(false)
    DispatchQueue.main.async { drained.withLock { $0 = true } }
    let deadline = Date().addingTimeInterval(1)
    while !drained.withLock({ $0 }), Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.002))
    }
}
