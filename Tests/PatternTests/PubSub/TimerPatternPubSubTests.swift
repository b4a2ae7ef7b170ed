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
//
// When `prefix(8)` finishes is where Combine implementations differ: this cookbook's mirror (and,
// as we understand it, Apple's Combine) finishes with the 8th value, at 4.0 s; OpenCombine 0.14
// finishes only when a 9th value arrives (4.5 s here). These tests assert what both agree on: the values at their exact
// times, and that the stream has finished once its 9th beat would be due.
import Foundation
import LibraryFetch
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine + combine-schedulers)

final class TimerPatternPubSubTests: XCTestCase {
    // snippet: timer-pubsub
    func testPubSubTimer_autoRefreshEveryHalfSecond_take8() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)

        viewModel.autoRefresh().subscribe(subscriber)
        scheduler.advance(by: .milliseconds(3_999))
        let text = "Library name: Combine"
        XCTAssertMarbles(subscriber, "-----a----a----a----a----a----a----a", values: ["a": text], frame: .milliseconds(100))

        // The 8th value at 4.0 s, then the end: at 4.0 s here, at the 9th beat (4.5 s) with OpenCombine 0.14.
        scheduler.advance(by: .milliseconds(501))
        XCTAssertEqual(subscriber.values, Array(repeating: text, count: 8))
        XCTAssertEqual(subscriber.records.prefix(8).last, .init(time: 4, .input(text)))
        XCTAssertEqual(subscriber.records.last?.event, .completion(.finished))
    }
    // end-snippet

    func testPubSubTimer_exactTimes_drawnWithAnyFrame() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = RecordingSubscriber<String, Never>(scheduler: scheduler)
        viewModel.autoRefresh(count: 3).subscribe(subscriber)
        scheduler.advance(by: .seconds(1))  // two of three beats: no implementation has finished yet

        let values = ["a": "Library name: Combine"]
        XCTAssertMarbles(subscriber, "-----a----a", values: values, frame: .milliseconds(100))
        XCTAssertMarbles(subscriber, "500ms a 499ms a", values: values, frame: .milliseconds(1))
        subscriber.cancel()
    }

    func testPubSubTimer_advanceByPartOfTheRun_countsTheBeatsSoFar() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var count = 0
        let cancellable = viewModel.autoRefresh().sink { _ in count += 1 }
        defer { cancellable.cancel() }

        let steps: [(advance: DispatchQueue.SchedulerTimeType.Stride, beats: Int)] = [
            (.seconds(1), 2), (.milliseconds(2_999), 7), (.milliseconds(1), 8),
        ]
        for (advance, beats) in steps {
            scheduler.advance(by: advance)
            XCTAssertEqual(count, beats, "after advancing by \(advance) more")
        }
    }
}
