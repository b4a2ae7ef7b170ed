// The marble pattern: the virtual-time tests again, with inputs and expectations drawn as marble
// lines instead of lists of timed events. One frame (`-`) is 100 ms in every style:
//
//   query   -abc------c----d---     a="R" b="Rx" c="RxSwift" d="Nope"
//   text    ------x-----------y     x="Library name: RxSwift" y="Error occurred: library not found"
//
//   tap     -t-t----                (the tap button, fetching the style's own library)
//   text    -a-a----                a="Library name: <library>"
//
// Push: one tick = one frame (resolution 0.1); a hot line's first column is tick 200, where
// `start` subscribes. Pull and pub-sub: frame 0 is the scheduler's start, `frame:` sets 100 ms.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsTest
import XCTest

/// The marble lines all three sections share.
enum SearchMarbles {
    static let query = "-abc------c----d---"
    static let queries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]
    static let text = "------x-----------y"
    static let texts = ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
}

// MARK: - Push (RxSwift + RxTest)

final class MarblePatternPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    // snippet: marbles-push
    func testPushMarbles_debouncedSearch() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let bag = DisposeBag()
        try scheduler.createHotObservable(marbles: "-abc------c----d---", values: SearchMarbles.queries)
            .bind(to: viewModel.input.query).disposed(by: bag)

        let observer = scheduler.start { viewModel.output.searchText }

        assertMarbles(observer.events, "------x-----------y", values: SearchMarbles.texts)
    }
    // end-snippet

    // snippet: marbles-push-tap
    func testPushMarbles_tapTwice() throws {
        // No processing delay, so `observe(on:)` delivers in the frame of the tap, as in the other styles
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: false)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let bag = DisposeBag()
        try scheduler.createHotObservable(marbles: "-t-t----", values: ["t": ()])
            .bind(to: viewModel.input.tap).disposed(by: bag)

        let observer = scheduler.start { viewModel.output.text }

        assertMarbles(observer.events, "-a-a----", values: ["a": "Library name: RxSwift"])
    }
    // end-snippet

    func testPushMarbles_failureThenSuccess() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: false)
        let viewModel = PushLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .test(scheduler))
        let bag = DisposeBag()
        try scheduler.createHotObservable(marbles: "-t-t----", values: ["t": ()])
            .bind(to: viewModel.input.tap).disposed(by: bag)

        let observer = scheduler.start { viewModel.output.text }

        assertMarbles(observer.events, "-e-a----", values: [
            "a": "Library name: RxSwift", "e": "Error occurred: not connected to the internet",
        ])
    }

    func testPushMarbles_processingDelayMovesTheTapResultOneFrame() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let bag = DisposeBag()
        try scheduler.createHotObservable(marbles: "-t-t----", values: ["t": ()])
            .bind(to: viewModel.input.tap).disposed(by: bag)

        let observer = scheduler.start { viewModel.output.text }

        assertMarbles(observer.events, "--a-a---", values: ["a": "Library name: RxSwift"])
    }

    func testPushMarbles_aWrongLineExplainsTheDifference() {
        let events: [Recorded<Event<String>>] = [.next(206, "Library name: RxSwift")]
        let expected: [Recorded<Event<String>>] = [.next(205, "Library name: RxSwift")]

        let message = RecordedDiff.events(expected: expected, actual: events, values: SearchMarbles.texts)

        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("205") == true, message ?? "")
    }
}

// MARK: - Pull (ReactiveSwift)

final class MarblePatternPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    // snippet: marbles-pull
    func testPullMarbles_debouncedSearch() throws {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let output = viewModel.output.searchText.observe(recorder.observer)
        let typing = try scheduler.createHotSignal(
            marbles: "-abc------c----d---", values: SearchMarbles.queries, error: Never?.none, frame: .milliseconds(100))
        let input = typing.signal.observe(viewModel.input.query)
        defer { output?.dispose(); input?.dispose() }

        scheduler.run()

        assertMarbles(recorder, "------x-----------y", values: SearchMarbles.texts, frame: .milliseconds(100))
    }
    // end-snippet

    // snippet: marbles-pull-tap
    func testPullMarbles_tapTwice() throws {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let output = viewModel.output.text.observe(recorder.observer)
        let taps = try scheduler.createHotSignal(marbles: "-t-t----", values: ["t": ()], error: Never?.none, frame: .milliseconds(100))
        let input = taps.signal.observe(viewModel.input.tap)
        defer { output?.dispose(); input?.dispose() }

        scheduler.run()

        assertMarbles(recorder, "-a-a----", values: ["a": "Library name: ReactiveSwift"], frame: .milliseconds(100))
    }
    // end-snippet

    func testPullMarbles_failureThenSuccess() throws {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let output = viewModel.output.text.observe(recorder.observer)
        let taps = try scheduler.createHotSignal(marbles: "-t-t----", values: ["t": ()], error: Never?.none, frame: .milliseconds(100))
        let input = taps.signal.observe(viewModel.input.tap)
        defer { output?.dispose(); input?.dispose() }

        scheduler.run()

        assertMarbles(recorder, "-e-a----", values: [
            "a": "Library name: ReactiveSwift", "e": "Error occurred: not connected to the internet",
        ], frame: .milliseconds(100))
    }

    func testPullMarbles_aWrongLineExplainsTheDifference() throws {
        let scheduler = TestScheduler()
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let hot = try scheduler.createHotSignal(marbles: "------x", values: SearchMarbles.texts, error: Never?.none, frame: .milliseconds(100))
        let disposable = hot.signal.observe(recorder.observer)
        defer { disposable?.dispose() }
        scheduler.run()

        let message = marblesMismatchMessage(recorder.events, "-----x", values: SearchMarbles.texts, frame: .milliseconds(100))

        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("-----x") == true, message ?? "")
        XCTAssertTrue(message?.contains("------x") == true, message ?? "")
    }
}

// MARK: - PubSub (Combine + combine-schedulers)

final class MarblePatternPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    // snippet: marbles-pubsub
    func testPubSubMarbles_debouncedSearch() throws {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.searchText.subscribe(subscriber)
        let typing = try scheduler.createHotPublisher(
            marbles: "-abc------c----d---", values: SearchMarbles.queries, frame: .milliseconds(100))
        let input = typing.subscribe(viewModel.input.query)
        defer { subscriber.cancel(); input.cancel() }

        scheduler.run()

        assertMarbles(subscriber, "------x-----------y", values: SearchMarbles.texts, frame: .milliseconds(100))
    }
    // end-snippet

    // snippet: marbles-pubsub-tap
    func testPubSubMarbles_tapTwice() throws {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.text.subscribe(subscriber)
        let taps = try scheduler.createHotPublisher(marbles: "-t-t----", values: ["t": ()], frame: .milliseconds(100))
        let input = taps.subscribe(viewModel.input.tap)
        defer { subscriber.cancel(); input.cancel() }

        scheduler.run()

        assertMarbles(subscriber, "-a-a----", values: ["a": "Library name: Combine"], frame: .milliseconds(100))
    }
    // end-snippet

    func testPubSubMarbles_failureThenSuccess() throws {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.text.subscribe(subscriber)
        let taps = try scheduler.createHotPublisher(marbles: "-t-t----", values: ["t": ()], frame: .milliseconds(100))
        let input = taps.subscribe(viewModel.input.tap)
        defer { subscriber.cancel(); input.cancel() }

        scheduler.run()

        assertMarbles(subscriber, "-e-a----", values: [
            "a": "Library name: Combine", "e": "Error occurred: not connected to the internet",
        ], frame: .milliseconds(100))
    }

    func testPubSubMarbles_aWrongLineExplainsTheDifference() throws {
        let scheduler = DispatchQueue.test
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        let hot = try scheduler.createHotPublisher(marbles: "------x", values: SearchMarbles.texts, frame: .milliseconds(100))
        hot.subscribe(subscriber)
        defer { subscriber.cancel() }
        scheduler.run()

        let message = SubscriberDiff.marbles(subscriber, "-----x", values: SearchMarbles.texts, error: nil, frame: .milliseconds(100))

        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("-----x") == true, message ?? "")
        XCTAssertTrue(message?.contains("------x") == true, message ?? "")
    }
}
