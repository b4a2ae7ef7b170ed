// Timers and resolution: the tutorials' metronome inside our domain. `autoRefresh()` fetches the
// tap button's library every 0.5 s on the injected main-queue scheduler and stops after 8 beats:
//
//   refresh  -----a----a----a----a----a----a----a----(a|)    one frame = 100 ms, a="Library name: X"
//            beats at 0.5, 1.0, …, 4.0 s; completed at 4.0 s
//
// RxTest's `TestScheduler` counts integer ticks of `resolution` seconds and rounds every relative
// time to a whole tick (`Int(seconds / resolution + 0.5)`), so the resolution changes what is
// recorded (checked against the push conformance transcripts `resolution_mapping`, `vm_metronome`):
//
//   resolution 1     0.5 s rounds to 1 tick -> beats at ticks 1…8: the test's timer runs twice as slow
//   resolution 0.1   5 ticks                -> beats at 5, 10, …, 40
//   resolution 0.01  50 ticks               -> beats at 50, 100, …, 400
//
// ReactiveSwift's and combine-schedulers' test schedulers keep exact times, so the pull and pub-sub
// sections record 0.5 … 4.0 s whatever frame the marble line is drawn with.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

/// The expected refresh line, one frame = 100 ms.
enum RefreshMarbles {
    static let line = "-----a----a----a----a----a----a----a----(a|)"
}

// MARK: - PubSub (Combine + combine-schedulers)

final class TimerPatternPubSubTests: XCTestCase {
    // snippet: timer-pubsub
    func testPubSubTimer_autoRefreshEveryHalfSecond_take8() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)

        viewModel.autoRefresh().subscribe(subscriber)
        scheduler.advance(by: .seconds(10))

        let text = "Library name: Combine"
        XCTAssertEqual(subscriber.records, (1...8).map { .init(time: Double($0) * 0.5, .input(text)) } + [.init(time: 4, .completion(.finished))])
        XCTAssertMarbles(subscriber, RefreshMarbles.line, values: ["a": text], frame: .milliseconds(100))
    }
    // end-snippet

    func testPubSubTimer_exactTimes_drawnWithAnyFrame() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.autoRefresh(count: 2).subscribe(subscriber)
        scheduler.advance(by: .seconds(10))

        let values = ["a": "Library name: Combine"]
        XCTAssertMarbles(subscriber, "-----a----(a|)", values: values, frame: .milliseconds(100))
        XCTAssertMarbles(subscriber, "500ms a 499ms (a|)", values: values, frame: .milliseconds(1))
    }

    func testPubSubTimer_advanceByPartOfTheRun_countsTheBeatsSoFar() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var count = 0
        let cancellable = viewModel.autoRefresh().sink { _ in count += 1 }
        defer { cancellable.cancel() }

        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(count, 2)
        scheduler.advance(by: .milliseconds(2_999))
        XCTAssertEqual(count, 7)
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(count, 8)
    }
}
