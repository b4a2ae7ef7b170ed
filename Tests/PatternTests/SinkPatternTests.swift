// The sink pattern: subscribe a recorder to a hot output, poke the inputs, assert what was recorded.
// Synchronous: no expectations, no sleeps. Three sibling sections, one per style, same behaviour.
//
// Each section starts with a `typealias` that picks its style's `TestScheduler` (the three modules
// each have one, as RxTest, ReactiveSwift and combine-schedulers do). When you copy a section into
// your project, delete that line and change the imports; nothing else.
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

final class SinkPatternPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    // snippet: sink-push
    func testPushSink_tapOnce_showsTheLibraryName() {
        // Given a view model over a mock service, with the output recorded into an array
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        // When the button is tapped
        viewModel.input.tap.onNext(())

        // Then the label shows the fetched library
        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
    // end-snippet

    func testPushSink_tapTwice_showsTheLibraryNameTwice() {
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        viewModel.input.tap.onNext(())
        viewModel.input.tap.onNext(())

        XCTAssertEqual(texts, ["Library name: RxSwift", "Library name: RxSwift"])
    }

    func testPushSink_failureThenSuccess_showsTheErrorAndKeepsWorking() {
        let viewModel = PushLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .immediate)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        viewModel.input.tap.onNext(())
        viewModel.input.tap.onNext(())

        XCTAssertEqual(texts, ["Error occurred: not connected to the internet", "Library name: RxSwift"])
    }

    // snippet: sink-push-tutorial
    /// The RxSwift tutorial's test, verbatim but for the imports: a `TestableObserver` as the sink,
    /// cold taps at 10 and 20 bound to the input, `start()` to run the clock.
    func testPushSink_tutorialTestSchedulerAndTestableObserver() {
        let viewModel = PushLibraryViewModel(webService: MockWebService())
        let bag = DisposeBag()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        viewModel.output.text.bind(to: observer).disposed(by: bag)

        scheduler.createColdObservable([.next(10, ()), .next(20, ())])
            .bind(to: viewModel.input.tap)
            .disposed(by: bag)
        scheduler.start()

        XCTAssertEqual(observer.events, [
            .next(10, "Library name: RxSwift"),
            .next(20, "Library name: RxSwift"),
        ])
    }
    // end-snippet
}

// MARK: - Pull (ReactiveSwift)

final class SinkPatternPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    // snippet: sink-pull
    func testPullSink_tapOnce_showsTheLibraryName() {
        // Given a view model over a mock service, with the output recorded into an array
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        // When the button is tapped
        viewModel.input.tap.send(value: ())

        // Then the label shows the fetched library
        XCTAssertEqual(texts, ["Library name: ReactiveSwift"])
    }
    // end-snippet

    func testPullSink_tapTwice_showsTheLibraryNameTwice() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())
        viewModel.input.tap.send(value: ())

        XCTAssertEqual(texts, ["Library name: ReactiveSwift", "Library name: ReactiveSwift"])
    }

    func testPullSink_failureThenSuccess_showsTheErrorAndKeepsWorking() {
        let viewModel = PullLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())
        viewModel.input.tap.send(value: ())

        XCTAssertEqual(texts, ["Error occurred: not connected to the internet", "Library name: ReactiveSwift"])
    }

    // snippet: sink-pull-recorder
    /// The same sink with a timed recorder and a test scheduler: taps at 10 s and 20 s.
    func testPullSink_testSchedulerAndRecorder() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let recorder = TestRecorder<String, Never>(scheduler: scheduler)
        let disposable = viewModel.output.text.observe(recorder.observer)
        defer { disposable?.dispose() }

        scheduler.schedule(after: .seconds(10)) { viewModel.input.tap.send(value: ()) }
        scheduler.schedule(after: .seconds(20)) { viewModel.input.tap.send(value: ()) }
        scheduler.run()

        XCTAssertEqual(recorder.events, [
            .value(10, "Library name: ReactiveSwift"),
            .value(20, "Library name: ReactiveSwift"),
        ])
    }
    // end-snippet
}

// MARK: - PubSub (Combine + combine-schedulers)

final class SinkPatternPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    // snippet: sink-pubsub
    func testPubSubSink_tapOnce_showsTheLibraryName() {
        // Given a view model over a mock service, with the output recorded into an array
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        // When the button is tapped
        viewModel.input.tap.send()

        // Then the label shows the fetched library
        XCTAssertEqual(texts, ["Library name: Combine"])
    }
    // end-snippet

    func testPubSubSink_tapTwice_showsTheLibraryNameTwice() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.tap.send()
        viewModel.input.tap.send()

        XCTAssertEqual(texts, ["Library name: Combine", "Library name: Combine"])
    }

    func testPubSubSink_failureThenSuccess_showsTheErrorAndKeepsWorking() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService.failingFirst(1), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.tap.send()
        viewModel.input.tap.send()

        XCTAssertEqual(texts, ["Error occurred: not connected to the internet", "Library name: Combine"])
    }

    // snippet: sink-pubsub-test-scheduler
    /// The same sink driven by `DispatchQueue.test`: taps at 10 s and 20 s, recorded with their times.
    func testPubSubSink_testSchedulerAndTestSubscriber() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let subscriber = TestSubscriber<String, Never>(scheduler: scheduler)
        viewModel.output.text.subscribe(subscriber)
        defer { subscriber.cancel() }

        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) { viewModel.input.tap.send() }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(20))) { viewModel.input.tap.send() }
        scheduler.run()

        XCTAssertEqual(subscriber.records.filter(\.isInput), [
            .init(time: 10, .input("Library name: Combine")),
            .init(time: 20, .input("Library name: Combine")),
        ])
    }
    // end-snippet
}

extension TestSubscriber.Record {
    /// Whether the record is a received value (not a subscription, request or completion).
    var isInput: Bool {
        if case .input = event { return true }
        return false
    }
}
