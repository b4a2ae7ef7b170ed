// The scheduler-injection pattern: the view model never creates a queue; it asks the injected
// `SchedulerProvider` for `scheduler(forQueue: .main)`. Production passes `.live`, tests pass
// `.immediate` (no time at all) or `.test(scheduler)` (virtual time). Same behaviour per style:
//
//   provider     after tap.send()     after the clock / queue has run
//   immediate    ["Library name: X"]  (nothing to run)
//   live queue   []                   ["Library name: X"]   <- why a sink test on a real queue fails
//   test         []                   ["Library name: X"]   (the test says when: advance/run)
//
// The live case is shown deterministically: the real queue is suspended while the test taps, so
// the value cannot have arrived at the assertion; resuming and draining the queue delivers it.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsTest
import Scheduling
import XCTest

/// Values appended on a background queue and read by the test: guarded, so the sanitizer is happy.
final class Collected<Value>: @unchecked Sendable {
    // @unchecked: `values` is only touched inside `state.withLock`.
    private let state = Locked<[Value]>([])
    var values: [Value] { state.withLock { $0 } }
    func append(_ value: Value) { state.withLock { $0.append(value) } }
}

// MARK: - Push (RxSwift)

final class SchedulerInjectionPatternPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    // snippet: injection-push-immediate
    func testPushInjection_immediate_valueIsThereRightAfterTheTap() {
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        viewModel.input.tap.onNext(())

        XCTAssertEqual(texts, ["Library name: RxSwift"])
    }
    // end-snippet

    // snippet: injection-push-live
    func testPushInjection_liveQueue_valueIsNotThereRightAfterTheTap() {
        let queue = DispatchQueue(label: "background")
        let live = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "main-stand-in")
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .always(live))
        let bag = DisposeBag()
        let texts = Collected<String>()
        viewModel.output.text.subscribe(onNext: texts.append).disposed(by: bag)

        queue.suspend()  // the queue is busy elsewhere, as a real main queue may be
        viewModel.input.tap.onNext(())
        XCTAssertEqual(texts.values, [])  // the sink test's assertion runs too early

        queue.resume()
        queue.sync {}  // drain: only now has the value arrived
        XCTAssertEqual(texts.values, ["Library name: RxSwift"])
    }
    // end-snippet

    // snippet: injection-push-test
    func testPushInjection_testScheduler_valueArrivesWhenTheClockRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.output.text.bind(to: observer).disposed(by: bag)

        viewModel.input.tap.onNext(())
        XCTAssertEqual(observer.events, [])

        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, "Library name: RxSwift")])
    }
    // end-snippet

    func testPushInjection_immediate_collapsesTheDebounce() {
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.searchText.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        for query in ["R", "RxSwift"] { viewModel.input.query.onNext(query) }

        XCTAssertEqual(texts, ["Error occurred: library not found", "Library name: RxSwift"])
    }
}

// MARK: - Pull (ReactiveSwift)

final class SchedulerInjectionPatternPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    // snippet: injection-pull-immediate
    func testPullInjection_immediate_valueIsThereRightAfterTheTap() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())

        XCTAssertEqual(texts, ["Library name: ReactiveSwift"])
    }
    // end-snippet

    // snippet: injection-pull-live
    func testPullInjection_liveQueue_valueIsNotThereRightAfterTheTap() {
        let queue = DispatchQueue(label: "background")
        let live = QueueScheduler(name: "main-stand-in", targeting: queue)
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .always(live))
        let texts = Collected<String>()
        let disposable = viewModel.output.text.observeValues(texts.append)
        defer { disposable?.dispose() }

        queue.suspend()  // the queue is busy elsewhere, as a real main queue may be
        viewModel.input.tap.send(value: ())
        XCTAssertEqual(texts.values, [])  // the sink test's assertion runs too early

        queue.resume()
        queue.sync {}  // drain: only now has the value arrived
        XCTAssertEqual(texts.values, ["Library name: ReactiveSwift"])
    }
    // end-snippet

    func testPullInjection_testScheduler_valueArrivesWhenTheClockRuns() {
        let scheduler = TestScheduler()
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var texts: [String] = []
        let disposable = viewModel.output.text.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())
        XCTAssertEqual(texts, [])

        scheduler.run()
        XCTAssertEqual(texts, ["Library name: ReactiveSwift"])
    }

    func testPullInjection_immediate_collapsesTheDebounce() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var texts: [String] = []
        let disposable = viewModel.output.searchText.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        for query in ["R", "RxSwift"] { viewModel.input.query.send(value: query) }

        XCTAssertEqual(texts, ["Error occurred: library not found", "Library name: RxSwift"])
    }
}

// MARK: - PubSub (Combine + combine-schedulers)

final class SchedulerInjectionPatternPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    func testPubSubInjection_immediate_valueIsThereRightAfterTheTap() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.tap.send()

        XCTAssertEqual(texts, ["Library name: Combine"])
    }

    // snippet: injection-pubsub-live
    func testPubSubInjection_liveQueue_valueIsNotThereRightAfterTheTap() {
        let queue = DispatchQueue(label: "background")
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .always(queue.eraseToAnyScheduler()))
        var cancellables = Set<AnyCancellable>()
        let texts = Collected<String>()
        viewModel.output.text.sink(receiveValue: texts.append).store(in: &cancellables)

        queue.suspend()  // the queue is busy elsewhere, as a real main queue may be
        viewModel.input.tap.send()
        XCTAssertEqual(texts.values, [])  // the sink test's assertion runs too early

        queue.resume()
        queue.sync {}  // drain: only now has the value arrived
        XCTAssertEqual(texts.values, ["Library name: Combine"])
    }
    // end-snippet

    // snippet: injection-pubsub-test
    func testPubSubInjection_testScheduler_valueArrivesWhenTheClockRuns() {
        let scheduler = DispatchQueue.test
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.text.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.tap.send()
        XCTAssertEqual(texts, [])

        scheduler.run()
        XCTAssertEqual(texts, ["Library name: Combine"])
    }
    // end-snippet

    func testPubSubInjection_immediate_collapsesTheDebounce() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.searchText.sink { texts.append($0) }.store(in: &cancellables)

        for query in ["R", "RxSwift"] { viewModel.input.query.send(query) }

        XCTAssertEqual(texts, ["Error occurred: library not found", "Library name: RxSwift"])
    }
}
