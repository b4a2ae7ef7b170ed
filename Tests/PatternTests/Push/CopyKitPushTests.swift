// The push kit's own behaviour: marble builders' errors and what a wrong marble line says.
import Foundation
import PushKit
import PushStreams
import PushStreamsTest
import XCTest

final class CopyKitPushTests: XCTestCase {
    func testMarbleBuilders_unknownKey_throwsNamingIt() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try scheduler.createHotObservable("-x", values: ["a": 1])) { error in
            XCTAssertEqual("\(error)", "'x' in \"-x\" has no entry in values")
        }
    }

    func testMarbleMismatch_differentFrame_drawsBothLines() {
        let events: [Recorded<Event<Int>>] = [.next(201, 1), .completed(203)]
        XCTAssertNil(marbleMismatchMessage(events, "-a-|", values: ["a": 1]))
        let message = marbleMismatchMessage(events, "--a|", values: ["a": 1])
        XCTAssertTrue(message?.contains("expected: --a|\n  actual:   -a-|") == true, message ?? "nil")
    }

    func testImmediateProvider_runsDelaysAtOnce() {
        let scheduler = SchedulerProvider<any SchedulerType>.immediate.scheduler(forQueue: .main)
        var values: [Int] = []
        _ = Observable.just(1).delay(.seconds(5), scheduler: scheduler).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1])
    }

    /// The live provider gives `MainScheduler` for the main queue on Linux too, where each
    /// `DispatchQueue.main` is a new wrapper (so `MainScheduler` still runs inline on the main thread).
    func testLiveProvider_mainQueue_isMainScheduler() {
        XCTAssertTrue(SchedulerProvider<any SchedulerType>.live.scheduler(forQueue: .main) is MainScheduler)
        XCTAssertFalse(SchedulerProvider<any SchedulerType>.live.scheduler(forQueue: DispatchQueue(label: "other")) is MainScheduler)
    }
}
