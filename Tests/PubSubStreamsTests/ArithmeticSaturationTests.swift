import Foundation
import PubSubStreamsTest
import XCTest

/// Demand and scheduler stride arithmetic saturates where Combine saturates (and caps where
/// OpenCombine would trap), so no sum, difference or conversion ever crashes a test.
final class ArithmeticSaturationTests: PubSubTestCase {
    typealias Demand = Subscribers.Demand
    typealias DispatchStride = DispatchQueue.SchedulerTimeType.Stride
    typealias ImmediateStride = PubSubStreams.ImmediateScheduler.SchedulerTimeType.Stride

    func testDemand_SumPastIntMaxIsUnlimitedAndMaxNeverTraps() {
        let sum = Demand.max(Int.max) + .max(1)
        XCTAssertEqual(sum, .unlimited)
        XCTAssertNil(sum.max)
        XCTAssertEqual(Demand.max(Int.max) + 10, .unlimited)
        var demand = Demand.max(Int.max)
        demand += 10
        XCTAssertEqual(demand, .unlimited)
        XCTAssertEqual(Demand.max(Int.max).max, Int.max)
    }

    func testDemand_UnlimitedPlusUnlimitedIsUnlimited() {
        XCTAssertEqual(Demand.unlimited + .unlimited, .unlimited)
        var demand = Demand.unlimited
        demand += .unlimited
        XCTAssertEqual(demand, .unlimited)
        XCTAssertEqual(Demand.max(42) + .unlimited, .unlimited)
    }

    func testDemand_UnlimitedAbsorbsAddingANegativeCount() {
        var demand = Demand.unlimited
        demand += Int.min
        XCTAssertEqual(demand, .unlimited)
        demand -= Int.max
        XCTAssertEqual(demand, .unlimited)
    }

    func testDemand_SubtractingANegativeCountThatOverflowsIsNone() {
        XCTAssertEqual(Demand.max(Int.max) - (-1), .none)
        XCTAssertEqual(Demand.max(81) - 42, .max(39))
        XCTAssertEqual(Demand.max(3) - 5, .none)
    }

    func testDemand_MultiplicationOverflowIsUnlimited() {
        XCTAssertEqual(Demand.max(Int.max) * 2, .unlimited)
        XCTAssertEqual(Demand.unlimited * Int.max, .unlimited)
        XCTAssertEqual(Demand.none * 10, .none)
        XCTAssertEqual(Demand.max(20) * 2, .max(40))
    }

    func testDemand_ComparesWithCountsAsCombine() {
        XCTAssertTrue(Demand.unlimited > 42)
        XCTAssertFalse(Demand.unlimited <= 42)
        XCTAssertTrue(42 < Demand.unlimited)
        XCTAssertFalse(42 >= Demand.unlimited)
        XCTAssertTrue(Demand.max(0) > -1)
        XCTAssertFalse(Demand.max(0) < -1)
        XCTAssertTrue(Demand.max(100) == 100)
        XCTAssertTrue(100 <= Demand.max(100))
        XCTAssertTrue(Demand.max(42) < .unlimited)
        XCTAssertFalse(Demand.unlimited < .unlimited)
    }

    func testDemand_EncodesUnlimitedAsIntMaxPlusOneAndDecodesBiggerAsUnlimited() throws {
        struct Box: Codable, Equatable { let value: Demand }
        let unlimited = String(decoding: try JSONEncoder().encode(Box(value: .unlimited)), as: UTF8.self)
        XCTAssertEqual(unlimited, #"{"value":\#(UInt(Int.max) + 1)}"#)
        let tooBig = try JSONDecoder().decode(Box.self, from: Data(#"{"value":\#(UInt(Int.max) + 2)}"#.utf8))
        XCTAssertEqual(tooBig.value, .unlimited)
        XCTAssertEqual(tooBig.value.description, "unlimited")
        XCTAssertThrowsError(try JSONDecoder().decode(Box.self, from: Data(#"{"value":-1}"#.utf8)))
    }

    func testDispatchStride_ConversionsCapInsteadOfTrapping() {
        XCTAssertEqual(DispatchStride.seconds(Int.max).magnitude, .max)
        XCTAssertEqual(DispatchStride.milliseconds(Int.max).magnitude, .max)
        XCTAssertEqual(DispatchStride.microseconds(Int.max).magnitude, .max)
        XCTAssertEqual(DispatchStride(.seconds(.min)).magnitude, .min)
        XCTAssertEqual(DispatchStride(.milliseconds(.min)).magnitude, .min)
        XCTAssertEqual(DispatchStride.seconds(Double(Int.max) / 1_000_000_000).magnitude, .max)
        XCTAssertEqual(DispatchStride.seconds(-Double(Int.max)).magnitude, .min)
        XCTAssertEqual(DispatchStride(.never).magnitude, .max)
        XCTAssertNil(DispatchStride(exactly: UInt64.max))
        XCTAssertEqual(DispatchStride(exactly: 2 as UInt64)?.magnitude, 2_000_000_000)
    }

    func testDispatchStride_SumAndDifferenceCap() {
        XCTAssertEqual((DispatchStride.nanoseconds(.max) + .nanoseconds(1)).magnitude, .max)
        XCTAssertEqual((DispatchStride.nanoseconds(.min) - .nanoseconds(1)).magnitude, .min)
        XCTAssertEqual((DispatchStride.nanoseconds(.min) + .nanoseconds(-1)).magnitude, .min)
        XCTAssertEqual((DispatchStride.nanoseconds(5) - .nanoseconds(7)).magnitude, -2)
    }

    func testDispatchStride_EncodesAsCombineDoes() throws {
        struct Box: Codable, Equatable { let value: DispatchStride }
        let encoded = String(decoding: try JSONEncoder().encode(Box(value: .nanoseconds(419_872))), as: UTF8.self)
        XCTAssertEqual(encoded, #"{"value":{"_nanoseconds":419872}}"#)
        XCTAssertEqual(try JSONDecoder().decode(Box.self, from: Data(encoded.utf8)), Box(value: .nanoseconds(419_872)))
    }

    func testDispatchStride_MultiplicationIsZeroAsCombine() {
        XCTAssertEqual((DispatchStride.nanoseconds(15) * .nanoseconds(2)).magnitude, 0)
        var stride = DispatchStride.nanoseconds(18)
        stride *= .microseconds(1)
        XCTAssertEqual(stride.magnitude, 0)
    }

    func testDispatchTime_DistanceBeyondIntMaxIsMaxEitherWay() {
        let early = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10_000))
        let later = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10_431))
        let future = DispatchQueue.SchedulerTimeType(.distantFuture)
        XCTAssertEqual(early.distance(to: later), .nanoseconds(431))
        XCTAssertEqual(later.distance(to: early), .nanoseconds(-431))
        XCTAssertEqual(early.distance(to: future), .nanoseconds(.max))
        XCTAssertEqual(future.distance(to: early), .nanoseconds(.max))
        XCTAssertEqual(future.distance(to: future), .nanoseconds(0))
    }

    func testDispatchTime_AdvancedByMaxIsDistantFutureAndNeverBeforeUptimeOne() {
        let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10_000))
        XCTAssertEqual(time.advanced(by: .nanoseconds(-220)).dispatchTime.uptimeNanoseconds, 9_780)
        XCTAssertEqual(time.advanced(by: .nanoseconds(.max)).dispatchTime, .distantFuture)
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))
        XCTAssertEqual(start.advanced(by: .nanoseconds(-1000)).dispatchTime.uptimeNanoseconds, 1)
    }

    func testImmediateStride_ArithmeticCapsAndUnitsAreZero() {
        XCTAssertEqual(ImmediateStride(.max) + ImmediateStride(1), ImmediateStride(.max))
        XCTAssertEqual(ImmediateStride(.min) - ImmediateStride(1), ImmediateStride(.min))
        XCTAssertEqual(ImmediateStride(.max) * ImmediateStride(-2), ImmediateStride(.min))
        XCTAssertEqual(ImmediateStride(-4) * ImmediateStride(5), ImmediateStride(-20))
        XCTAssertEqual(ImmediateStride.seconds(1100), 0)
        XCTAssertEqual(ImmediateStride.seconds(1.2), 0)
        XCTAssertEqual(ImmediateStride.milliseconds(123), 0)
        XCTAssertEqual(ImmediateStride.nanoseconds(23), 0)
        XCTAssertEqual(ImmediateStride(14), 14.6)
    }

    func testImmediateTime_NeverMoves() {
        let now = PubSubStreams.ImmediateScheduler.shared.now
        XCTAssertEqual(now, now.advanced(by: 100))
        XCTAssertEqual(now.distance(to: now.advanced(by: -1)), 0)
        XCTAssertEqual(PubSubStreams.ImmediateScheduler.shared.minimumTolerance, 0)
    }

    func testImmediateScheduler_RepeatingScheduleReturnsEmpty() {
        var fired = 0
        let cancellable = PubSubStreams.ImmediateScheduler.shared.schedule(after: PubSubStreams.ImmediateScheduler.shared.now, interval: 10)
        { fired += 1 }
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(String(describing: cancellable), "Empty")
    }
}
