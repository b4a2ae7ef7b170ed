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
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsTest
import XCTest

/// The expected refresh line, one frame = 100 ms.
enum RefreshMarbles {
    static let line = "-----a----a----a----a----a----a----a----(a|)"
}

// MARK: - Push (RxSwift + RxTest)

final class TimerPatternPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    // snippet: timer-push
    func testPushTimer_autoRefreshEveryHalfSecond_take8() {
        // Given one tick = 0.1 s, so the 0.5 s period is exactly 5 ticks
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) { viewModel.autoRefresh() }

        let text = "Library name: RxSwift"
        XCTAssertEqual(observer.events, (1...8).map { .next($0 * 5, text) } + [.completed(40)])
        assertMarbles(observer.events, RefreshMarbles.line, values: ["a": text], subscribed: 0)
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

        scheduler.advanceTo(100)
        XCTAssertEqual(observer.events.count, 2)
        scheduler.advanceTo(399)
        XCTAssertEqual(observer.events.count, 7)
        scheduler.advanceTo(400)
        XCTAssertEqual(observer.events.count, 9)
    }
}

// MARK: - Pull (ReactiveSwift)

final class TimerPatternPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    // snippet: timer-pull
    func testPullTimer_autoRefreshEveryHalfSecond_take8() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)

        viewModel.autoRefresh().start(recorder.observer)
        scheduler.run()

        let text = "Library name: ReactiveSwift"
        XCTAssertEqual(recorder.events, (1...8).map { .value(Double($0) * 0.5, text) } + [.completed(4)])
        assertMarbles(recorder, RefreshMarbles.line, values: ["a": text], frame: .milliseconds(100))
    }
    // end-snippet

    // snippet: timer-pull-frames
    func testPullTimer_exactTimes_drawnWithAnyFrame() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        viewModel.autoRefresh(count: 2).start(recorder.observer)
        scheduler.run()

        let values = ["a": "Library name: ReactiveSwift"]
        assertMarbles(recorder, "-----a----(a|)", values: values, frame: .milliseconds(100))
        assertMarbles(recorder, "500ms a 499ms (a|)", values: values, frame: .milliseconds(1))
    }
    // end-snippet

    func testPullTimer_advanceByPartOfTheRun_countsTheBeatsSoFar() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var count = 0
        let disposable = viewModel.autoRefresh().startWithValues { _ in count += 1 }
        defer { disposable.dispose() }

        scheduler.advance(by: .seconds(1))
        XCTAssertEqual(count, 2)
        scheduler.advance(by: .milliseconds(2_999))
        XCTAssertEqual(count, 7)
        scheduler.advance(by: .milliseconds(1))
        XCTAssertEqual(count, 8)
    }
}

// MARK: - PubSub (Combine + combine-schedulers)

final class TimerPatternPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    // snippet: timer-pubsub
    func testPubSubTimer_autoRefreshEveryHalfSecond_take8() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)

        viewModel.autoRefresh().subscribe(subscriber)
        scheduler.advance(by: .seconds(10))

        let text = "Library name: Combine"
        XCTAssertEqual(subscriber.records.filter(\.isInput), (1...8).map { .init(time: Double($0) * 0.5, .input(text)) })
        assertMarbles(subscriber, RefreshMarbles.line, values: ["a": text], frame: .milliseconds(100))
    }
    // end-snippet

    func testPubSubTimer_exactTimes_drawnWithAnyFrame() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        viewModel.autoRefresh(count: 2).subscribe(subscriber)
        scheduler.advance(by: .seconds(10))

        let values = ["a": "Library name: Combine"]
        assertMarbles(subscriber, "-----a----(a|)", values: values, frame: .milliseconds(100))
        assertMarbles(subscriber, "500ms a 499ms (a|)", values: values, frame: .milliseconds(1))
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
