import PushStreams
import XCTest

/// Sequence emission on the current-thread trampoline: one step per element while other work waits, with one
/// reused trampoline item per emission.
final class TrampolineTests: PushTestCase {
    func testFrom_InterleavesWithOtherTrampolineWork_StepByStep() {
        var values: [String] = []
        _ = Observable.merge(Observable.from(["a1", "a2", "a3"]), Observable.from(["b1", "b2", "b3"]))
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, ["a1", "b1", "a2", "b2", "a3", "b3"], "each element is a trampoline step, as in RxSwift")
    }

    func testFrom_DisposedWhileItsNextStepIsQueued_StopsAndReleasesIt() {
        var values: [Int] = []
        var completed = false
        _ = Observable.merge(Observable.from(Array(1...1_000)), Observable.from(Array(1...1_000)))
            .take(3)
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, [1, 1, 2])
        XCTAssertTrue(completed)
        // PushTestCase checks that both emissions (and their queued step items) are released.
    }

    func testCurrentThreadScheduler_LongRun_RunsEveryItemInOrder() {
        var order: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            for index in 0..<1_000 {
                _ = CurrentThreadScheduler.instance.schedule(index) { value in
                    order.append(value)
                    return Disposables.create()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(order, Array(0..<1_000))
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}
