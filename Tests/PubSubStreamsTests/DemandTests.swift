import PubSubStreamsTest
import XCTest

final class DemandTests: PubSubTestCase {
    typealias Demand = Subscribers.Demand

    func testDemand_Description() {
        XCTAssertEqual(Demand.unlimited.description, "unlimited")
        XCTAssertEqual(Demand.none.description, "max(0)")
        XCTAssertEqual(Demand.max(3).description, "max(3)")
        XCTAssertEqual(Demand.max(3).max, 3)
        XCTAssertNil(Demand.unlimited.max)
    }

    func testDemand_Addition() {
        XCTAssertEqual(Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Demand.max(2) + .unlimited, .unlimited)
        XCTAssertEqual(Demand.unlimited + 1, .unlimited)
        XCTAssertEqual(Demand.max(Int.max) + .max(Int.max), .max(Int.max) + .max(Int.max))
        XCTAssertEqual(Demand.max(Int.max) + .max(Int.max) + .max(Int.max), .unlimited)
        var demand = Demand.max(1)
        demand += .max(1)
        demand += 2
        XCTAssertEqual(demand, .max(4))
    }

    func testDemand_SubtractionNeverGoesNegative() {
        XCTAssertEqual(Demand.max(5) - .max(2), .max(3))
        XCTAssertEqual(Demand.max(1) - .max(4), .none)
        XCTAssertEqual(Demand.unlimited - .max(4), .unlimited)
        XCTAssertEqual(Demand.unlimited - .unlimited, .unlimited)
        XCTAssertEqual(Demand.max(4) - .unlimited, .none)
        var demand = Demand.max(3)
        demand -= 1
        XCTAssertEqual(demand, .max(2))
    }

    func testDemand_Multiplication() {
        XCTAssertEqual(Demand.max(3) * 4, .max(12))
        XCTAssertEqual(Demand.unlimited * 2, .unlimited)
        XCTAssertEqual(Demand.max(3) * 0, .none)
    }

    func testDemand_Comparisons() {
        XCTAssertTrue(Demand.max(1) < .max(2))
        XCTAssertTrue(Demand.max(1_000_000) < .unlimited)
        XCTAssertTrue(Demand.none == 0)
        XCTAssertTrue(Demand.max(2) > 1)
        XCTAssertTrue(Demand.unlimited > 1_000_000)
        XCTAssertFalse(Demand.unlimited == Int.max)
        XCTAssertTrue(0 < Demand.max(1))
        XCTAssertTrue(Demand.max(1) >= 1)
        XCTAssertTrue(Demand.max(1) <= 1)
    }

    func testDemand_NegativeMaxIsReportedAndTreatedAsNone() {
        // Combine traps on .max(-1); ours reports a clear message and uses .none.
        var demand = Demand.unlimited
        let messages = captureReportedIssues { demand = .max(-1) }
        XCTAssertEqual(demand, .none)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("Subscribers.Demand.max(-1)") == true, "\(messages)")
    }

    func testDemand_Codable() throws {
        let data = try JSONEncoder().encode([Demand.max(3), .unlimited])
        XCTAssertEqual(try JSONDecoder().decode([Demand].self, from: data), [.max(3), .unlimited])
    }
}
