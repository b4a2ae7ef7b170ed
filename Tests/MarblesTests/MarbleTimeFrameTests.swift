import Foundation
import Marbles
import Testing

/// Which frame a recorded time falls in: floored, with a microsecond of slack below each boundary for
/// floating-point date arithmetic (ReactiveSwift's 0.6 s + 0.3 s is 0.8999999999999999 s).
@Suite("MarblesTests.MarbleTime frames")
struct MarbleTimeFrameTests {
    let frame: Int64 = 100_000_000

    @Test func aTimeOnABoundaryIsThatFrame() {
        #expect(MarbleTime.frame(ofTime: 900_000_000, frameDuration: frame) == 9)
    }

    @Test func aTimeInsideAFrameIsFloored() {
        #expect(MarbleTime.frame(ofTime: 899_000_000, frameDuration: frame) == 8)
        #expect(MarbleTime.frame(ofTime: 850_000_000, frameDuration: frame) == 8)
    }

    @Test func aTimeANanosecondShortOfABoundaryIsTheNextFrame() {
        // Date(timeIntervalSinceReferenceDate: 0.6).addingTimeInterval(0.3) is 0.8999999999999999.
        #expect(Date(timeIntervalSinceReferenceDate: 0.6).addingTimeInterval(0.3).timeIntervalSinceReferenceDate < 0.9)
        #expect(MarbleTime.frame(ofTime: 899_999_999, frameDuration: frame) == 9)
        #expect(MarbleTime.frame(ofTime: 899_999_001, frameDuration: frame) == 9)
        #expect(MarbleTime.frame(ofTime: 899_999_000, frameDuration: frame) == 8)
    }

    @Test func recordedEventsUseTheSameRule() {
        let event = MarbleEvent<Int, Never>(time: 899_999_999, notification: .value(1), frameDuration: frame)
        #expect(event.frame == 9)
        #expect(event.time == 899_999_999)
    }

    @Test func negativeTimesFloorDownward() {
        #expect(MarbleTime.frame(ofTime: -1_500_000, frameDuration: 1_000_000) == -2)
        #expect(MarbleTime.frame(ofTime: -1_000_001, frameDuration: 1_000_000) == -1)
    }
}
