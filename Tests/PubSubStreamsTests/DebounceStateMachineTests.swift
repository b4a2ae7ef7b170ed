import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The debounce decisions, without threads or schedulers.
final class DebounceStateMachineTests: PubSubTestCase {
    func testDebounceStateMachine_OnlyLatestGenerationEmits() {
        var machine = DebounceStateMachine<Int>()
        machine.request(.unlimited)
        XCTAssertEqual(machine.value(1), 1)
        XCTAssertEqual(machine.value(2), 2)
        guard case .ignore = machine.flush(generation: 1) else { return XCTFail("a superseded flush must not emit") }
        guard case .emit(2) = machine.flush(generation: 2) else { return XCTFail("the latest value must emit") }
        guard case .ignore = machine.flush(generation: 2) else { return XCTFail("a value emits once") }
    }

    func testDebounceStateMachine_NoDemandDrops() {
        var machine = DebounceStateMachine<Int>()
        _ = machine.value(1)
        guard case .drop = machine.flush(generation: 1) else { return XCTFail("no demand: dropped") }
        machine.request(.max(1))
        _ = machine.value(2)
        guard case .emit(2) = machine.flush(generation: 2) else { return XCTFail("demand: emitted") }
        XCTAssertEqual(machine.demand, .none)
    }

    func testDebounceStateMachine_EndDropsPendingAndIgnoresLaterValues() {
        var machine = DebounceStateMachine<Int>()
        machine.request(.unlimited)
        _ = machine.value(1)
        XCTAssertTrue(machine.end())
        XCTAssertFalse(machine.end(), "one end (a completion, or a cancel before it)")
        XCTAssertFalse(machine.isPending(1))
        guard case .ignore = machine.flush(generation: 1) else { return XCTFail("pending value dropped at the end") }
        XCTAssertNil(machine.value(2))
    }
}
