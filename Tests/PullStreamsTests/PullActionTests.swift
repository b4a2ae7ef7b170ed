import Foundation
import PullStreams
import PullStreamsTest
import Scheduling
import TestReporting
import XCTest

/// `Action` as ReactiveSwift's: one execution at a time, enabled by its state, results published on
/// `values`/`errors`/`completed`, a disabled start failing with `.disabled`.
final class PullActionTests: CookbookTestCase {
    func testAction_ExecutesOneAtATime_IsExecutingAndIsEnabledFollow() {
        withLeakCheck {
            let s = TestScheduler()
            let action = Action<Int, Int, TestError> { input in SignalProducer(value: input * 2).delay(1, on: s) }
            var values: [Int] = []
            var results: [String] = []
            action.values.observeValues { values.append($0) }
            XCTAssertTrue(action.isEnabled.value)
            action.apply(1).start { results.append("first \($0)") }
            XCTAssertTrue(action.isExecuting.value)
            XCTAssertFalse(action.isEnabled.value)
            action.apply(2).start { results.append("second \($0)") }
            XCTAssertEqual(results, ["second failed(disabled)"])
            s.advance(by: 1)
            XCTAssertEqual(values, [2])
            XCTAssertEqual(results, ["second failed(disabled)", "first value(2)", "first completed"])
            XCTAssertFalse(action.isExecuting.value)
            XCTAssertTrue(action.isEnabled.value)
        }
    }

    func testAction_EnabledIfProperty_DisabledErrorsAndFailures() {
        withLeakCheck {
            let allowed = MutableProperty(false)
            let action = Action<Void, Int, TestError>(enabledIf: allowed) { SignalProducer(error: .boom) }
            var disabledCount = 0
            var errors: [TestError] = []
            var completed = 0
            action.disabledErrors.observeValues { disabledCount += 1 }
            action.errors.observeValues { errors.append($0) }
            action.completed.observeValues { completed += 1 }
            XCTAssertFalse(action.isEnabled.value)
            var first: [String] = []
            action.apply().start { first.append("\($0)") }
            XCTAssertEqual(first, ["failed(disabled)"])
            XCTAssertEqual(disabledCount, 1)
            allowed.value = true
            XCTAssertTrue(action.isEnabled.value)
            var second: [String] = []
            action.apply().start { second.append("\($0)") }
            XCTAssertEqual(second, ["failed(producerFailed(TestError.boom))"])
            XCTAssertEqual(errors, [.boom])
            XCTAssertEqual(completed, 0)
        }
    }

    func testAction_UnwrappingState_EnabledOnlyWithAValue_GetsTheLatestState() {
        withLeakCheck {
            let base = MutableProperty<Int?>(nil)
            let add = Action<Int, Int, Never>(unwrapping: base) { state, input in SignalProducer(value: state + input) }
            var values: [Int] = []
            add.values.observeValues { values.append($0) }
            XCTAssertFalse(add.isEnabled.value)
            base.value = 10
            XCTAssertTrue(add.isEnabled.value)
            add.apply(1).start()
            base.value = 20
            add.apply(2).start()
            XCTAssertEqual(values, [11, 22])
        }
    }

    func testAction_DisposingAnExecution_EndsIt_AndReEnables() {
        withLeakCheck {
            let action = Action<Void, Int, Never> { SignalProducer<Int, Never>.never }
            let run = action.apply().start()
            XCTAssertTrue(action.isExecuting.value)
            run.dispose()
            XCTAssertFalse(action.isExecuting.value)
            XCTAssertTrue(action.isEnabled.value)
        }
    }
}
