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
import PullKit
import PullStreams
import XCTest

/// The expected refresh line, one frame = 100 ms.
enum RefreshMarbles {
    static let line = "-----a----a----a----a----a----a----a----(a|)"
}

// MARK: - Pull (ReactiveSwift)

final class TimerPatternPullTests: XCTestCase {
    // snippet: timer-pull
    func testPullTimer_autoRefreshEveryHalfSecond_take8() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)

        viewModel.autoRefresh().start(recorder.observer)
        scheduler.run()

        let text = "Library name: ReactiveSwift"
        XCTAssertEqual(recorder.events, (1...8).map { .value(Double($0) * 0.5, text) } + [.completed(4)])
        XCTAssertMarbles(recorder, RefreshMarbles.line, values: ["a": text], frame: .milliseconds(100))
    }
    // end-snippet

    // snippet: timer-pull-frames
    func testPullTimer_exactTimes_drawnWithAnyFrame() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        viewModel.autoRefresh(count: 2).start(recorder.observer)
        scheduler.run()

        let values = ["a": "Library name: ReactiveSwift"]
        XCTAssertMarbles(recorder, "-----a----(a|)", values: values, frame: .milliseconds(100))
        XCTAssertMarbles(recorder, "500ms a 499ms (a|)", values: values, frame: .milliseconds(1))
    }
    // end-snippet

    func testPullTimer_advanceByPartOfTheRun_countsTheBeatsSoFar() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(scheduler))
        var count = 0
        let disposable = viewModel.autoRefresh().startWithValues { _ in count += 1 }
        defer { disposable.dispose() }

        let steps: [(advance: DispatchTimeInterval, beats: Int)] = [(.seconds(1), 2), (.milliseconds(2_999), 7), (.milliseconds(1), 8)]
        for (advance, beats) in steps {
            scheduler.advance(by: advance)
            XCTAssertEqual(count, beats, "after advancing by \(advance) more")
        }
    }
}
