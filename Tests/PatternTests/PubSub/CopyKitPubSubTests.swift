// The pub-sub kit's own behaviour: what `firstValue(within:)` throws, what the recorder records.
import Foundation
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

final class CopyKitPubSubTests: XCTestCase {
    struct Failed: Error, Equatable {}

    func testMarbleBuilders_unknownKeyAndMissingError_throwNamingThem() {
        let scheduler = DispatchQueue.test
        XCTAssertThrowsError(try scheduler.createHotPublisher("-x", values: ["a": 1], frame: .milliseconds(100))) {
            XCTAssertEqual("\($0)", "'x' in \"-x\" has no entry in values")
        }
        XCTAssertThrowsError(try scheduler.createColdPublisher("-#", values: ["a": 1], error: Failed?.none, frame: .milliseconds(100))) {
            XCTAssertEqual("\($0)", "'#' in \"-#\" has no error to send (pass error:)")
        }
    }

    func testFirstValueWithin_value_failure_emptyAndTimeout() throws {
        XCTAssertEqual(try [1, 2].publisher.firstValue(within: 1), 1)
        XCTAssertThrowsError(try Fail<Int, Failed>(error: Failed()).firstValue(within: 1)) { XCTAssertEqual($0 as? Failed, Failed()) }
        XCTAssertThrowsError(try Empty<Int, Never>().firstValue(within: 1)) {
            XCTAssertEqual($0 as? FirstValueWithinError, .finishedWithoutValue)
        }
        XCTAssertThrowsError(try PassthroughSubject<Int, Never>().firstValue(within: 0.005)) {
            XCTAssertEqual($0 as? FirstValueWithinError, .timedOut(0.005))
        }
    }

    func testRecordingSubscriber_recordsValuesAndCompletionWithTheirTimes() throws {
        let scheduler = DispatchQueue.test
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        let cold = try scheduler.createColdPublisher("-a-|", values: ["a": "x"], error: Never?.none, frame: .milliseconds(100))
        cold.publisher.subscribe(subscriber)
        scheduler.run()

        XCTAssertEqual(subscriber.records, [.init(time: 0.1, .input("x")), .init(time: 0.3, .completion(.finished))])
        XCTAssertSubscriptions(cold, ["^--!"], frame: .milliseconds(100))
    }
}
