// The virtual-time pattern: inject a test scheduler, drive its clock, assert *when* events happen.
// Scenario (one frame = 100 ms): the user types "R", "Rx", "RxSwift" at 0.1 s, 0.2 s, 0.3 s, types
// "RxSwift" again at 1.0 s and "Nope" at 1.5 s. The search is debounced by 0.3 s, repeats are
// dropped and only the latest query is fetched, so the label changes at 0.6 s and at 1.8 s:
//
//   query   -abc------c----d---     a="R" b="Rx" c="RxSwift" d="Nope"
//   text    ------x-----------y     x="Library name: RxSwift" y="Error occurred: library not found"
//
// Each section starts with a `typealias` that picks its style's `TestScheduler`; when you copy a
// section into your project, delete that line and change the imports.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxTest)

final class VirtualTimePatternPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    // snippet: virtual-time-push
    func testPushVirtualTime_debouncedSearch_emitsAfterTheQuietPeriodWithTheLatestQuery() {
        // Given one tick = 0.1 s, and the typing as a hot observable bound to the query input
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let typing = scheduler.createHotObservable([
            .next(1, "R"), .next(2, "Rx"), .next(3, "RxSwift"), .next(10, "RxSwift"), .next(15, "Nope"),
        ])
        let bag = DisposeBag()
        typing.bind(to: viewModel.input.query).disposed(by: bag)

        // When the clock runs from subscription at 0 to disposal at 30
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 30) { viewModel.output.searchText }

        // Then only the settled queries were fetched, each 0.3 s after the last keystroke
        XCTAssertEqual(observer.events, [
            .next(6, "Library name: RxSwift"),
            .next(18, "Error occurred: library not found"),
        ])
    }
    // end-snippet

    func testPushVirtualTime_nothingBeforeTheQuietPeriodEnds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.output.searchText.bind(to: observer).disposed(by: bag)

        scheduler.scheduleAt(1) { viewModel.input.query.onNext("RxSwift") }
        scheduler.advanceTo(3)
        XCTAssertEqual(observer.events, [])

        scheduler.advanceTo(4)
        XCTAssertEqual(observer.events, [.next(4, "Library name: RxSwift")])
    }
}

// MARK: - Pull (ReactiveSwift)

final class VirtualTimePatternPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    // snippet: virtual-time-pull
    func testPullVirtualTime_debouncedSearch_emitsAfterTheQuietPeriodWithTheLatestQuery() {
        // Given a test scheduler injected as the main-queue scheduler, and a timed recorder
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let disposable = viewModel.output.searchText.observe(recorder.observer)
        defer { disposable?.dispose() }

        // When the user types, with the clock advanced between keystrokes
        for (time, query) in [(100, "R"), (200, "Rx"), (300, "RxSwift"), (1_000, "RxSwift"), (1_500, "Nope")] {
            scheduler.schedule(after: .milliseconds(time)) { viewModel.input.query.send(value: query) }
        }
        scheduler.advance(by: 3)

        // Then only the settled queries were fetched, each 0.3 s after the last keystroke
        XCTAssertEqual(recorder.events, [
            .value(0.6, "Library name: RxSwift"),
            .value(1.8, "Error occurred: library not found"),
        ])
    }
    // end-snippet

    func testPullVirtualTime_nothingBeforeTheQuietPeriodEnds() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var texts: [String] = []
        let disposable = viewModel.output.searchText.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.query.send(value: "RxSwift")
        scheduler.advance(by: 0.2)
        XCTAssertEqual(texts, [])

        scheduler.advance(by: 0.1)
        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
}

// MARK: - PubSub (Combine + combine-schedulers)

final class VirtualTimePatternPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    // snippet: virtual-time-pubsub
    func testPubSubVirtualTime_debouncedSearch_emitsAfterTheQuietPeriodWithTheLatestQuery() {
        // Given DispatchQueue.test injected as the main queue, and a timed test subscriber
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.searchText.subscribe(subscriber)
        defer { subscriber.cancel() }

        // When the user types, with the clock advanced between keystrokes
        for (time, query) in [(100, "R"), (200, "Rx"), (300, "RxSwift"), (1_000, "RxSwift"), (1_500, "Nope")] {
            scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(time))) { viewModel.input.query.send(query) }
        }
        scheduler.advance(by: .seconds(3))

        // Then only the settled queries were fetched, each 0.3 s after the last keystroke
        XCTAssertEqual(subscriber.records.filter(\.isInput), [
            .init(time: 0.6, .input("Library name: RxSwift")),
            .init(time: 1.8, .input("Error occurred: library not found")),
        ])
    }
    // end-snippet

    func testPubSubVirtualTime_nothingBeforeTheQuietPeriodEnds() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.searchText.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.query.send("RxSwift")
        scheduler.advance(by: .milliseconds(200))
        XCTAssertEqual(texts, [])

        scheduler.advance(by: .milliseconds(100))
        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
}
