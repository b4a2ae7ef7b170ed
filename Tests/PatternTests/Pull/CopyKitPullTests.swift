// The pull kit's own behaviour: what `first(within:)` answers and what a wrong marble line says.
import Foundation
import PullKit
import PullStreams
import XCTest

final class CopyKitPullTests: XCTestCase {
    struct Failed: Error, Equatable {}

    func testFirstWithin_value_failure_emptyAndTimeout() {
        XCTAssertEqual(SignalProducer<Int, Failed>([1, 2]).first(within: 1), .success(1))
        XCTAssertEqual(SignalProducer<Int, Failed>(error: Failed()).first(within: 1), .failure(.failed(Failed())))
        XCTAssertEqual(SignalProducer<Int, Failed>.empty.first(within: 1), .failure(.noValue))
        XCTAssertEqual(SignalProducer<Int, Failed>.never.first(within: 0.005), .failure(.timedOut(0.005)))
    }

    func testMarbleBuilders_unknownKeyAndMissingError_throw() {
        let scheduler = TestScheduler()
        XCTAssertThrowsError(try scheduler.createHotSignal("-x", values: ["a": 1], error: Failed?.none, frame: .milliseconds(100))) {
            XCTAssertEqual("\($0)", "'x' in \"-x\" has no entry in values")
        }
        XCTAssertThrowsError(try scheduler.createColdProducer("-#", values: ["a": 1], error: Failed?.none, frame: .milliseconds(100))) {
            XCTAssertEqual("\($0)", "'#' in \"-#\" has no error to send (pass error:)")
        }
    }

    func testMarbleMismatch_badLine_isTheSyntaxError() {
        let recorder = TestRecorder<Int, Never>(scheduler: TestScheduler())
        let message = marbleMismatchMessage(recorder, "-(a", values: ["a": 1], frame: .milliseconds(100))
        XCTAssertTrue(message?.contains("'(' is never closed") == true, message ?? "nil")
    }

    /// The live provider recognises the main queue on Linux too, where each `DispatchQueue.main` is a new wrapper.
    func testLiveProvider_mainQueue_isQueueSchedulerMain() {
        XCTAssertTrue(SchedulerProvider<any DateScheduler>.live.scheduler(forQueue: .main) as AnyObject === QueueScheduler.main)
        XCTAssertFalse(
            SchedulerProvider<any DateScheduler>.live.scheduler(forQueue: DispatchQueue(label: "other")) as AnyObject
                === QueueScheduler.main)
    }
}
