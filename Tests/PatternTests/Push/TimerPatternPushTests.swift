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
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

/// The expected refresh line, one frame = 100 ms.
enum RefreshMarbles {
    static let line = "-----a----a----a----a----a----a----a----(a|)"
}

// MARK: - Push (RxSwift + RxTest)

final class TimerPatternPushTests: XCTestCase {
    // snippet: timer-push
    func testPushTimer_autoRefreshEveryHalfSecond_take8() {
        // Given one tick = 0.1 s, so the 0.5 s period is exactly 5 ticks
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) { viewModel.autoRefresh() }

        let text = "Library name: RxSwift"
        XCTAssertEqual(observer.events, (1...8).map { .next($0 * 5, text) } + [.completed(40)])
        XCTAssertMarbles(observer.events, RefreshMarbles.line, values: ["a": text], subscribed: 0)
    }
    // end-snippet

    // snippet: timer-push-resolutions
    func testPushTimer_resolutionDecidesTheRecordedTicks() {
        for (resolution, ticksPerBeat) in [(1.0, 1), (0.1, 5), (0.01, 50)] {
            let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
            let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))

            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) { viewModel.autoRefresh() }

            let times = observer.events.map(\.time)
            XCTAssertEqual(times, (1...8).map { $0 * ticksPerBeat } + [8 * ticksPerBeat], "resolution \(resolution)")
        }
    }
    // end-snippet

    func testPushTimer_resolution1_stretchesHalfASecondToOneSecond() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) { viewModel.autoRefresh() }

        XCTAssertEqual(observer.events.last, .completed(8))
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 100)
    }

    func testPushTimer_advanceByPartOfTheRun_countsTheBeatsSoFar() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.autoRefresh().subscribe(observer).disposed(by: bag)

        let steps: [(tick: TestTime, events: Int)] = [(100, 2), (399, 7), (400, 9)]
        for (tick, events) in steps {
            scheduler.advanceTo(tick)
            XCTAssertEqual(observer.events.count, events, "at tick \(tick)")
        }
    }
}
