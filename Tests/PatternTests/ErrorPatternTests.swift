// Errors and retries: a failed request becomes label text; where the `catch` sits decides whether
// the pipeline survives; `retry` re-subscribes, and the cold test stream's subscription log shows it.
//
//   names    -n-r---          n="Nope" (not in the catalog)  r = the style's library
//   inside   -e-a---          catch inside flatMap: the error is a value, the next name still works
//   outside  -(e|)            catch outside flatMap: the error ends the whole pipeline
//
//   request  -#               cold, fails after one frame (100 ms); retried twice (3 attempts)
//   output   ---#             subscriptions ^!  -^!  --^!
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsTest
import XCTest

/// The request error the retry tests use.
struct RequestFailed: Error, Equatable {}

// MARK: - Push (RxSwift + RxTest)

final class ErrorPatternPushTests: PatternTestCase {
    typealias TestScheduler = PushStreamsTest.TestScheduler

    func testPushErrors_failedSearchShowsTheErrorText() {
        let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate, searchDebounce: 0)
        let bag = DisposeBag()
        var texts: [String] = []
        viewModel.output.searchText.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

        viewModel.input.query.onNext("Nope")

        XCTAssertEqual(texts, ["Error occurred: library not found"])
    }

    // snippet: errors-push-inside
    func testPushErrors_catchInsideFlatMap_keepsThePipelineAlive() {
        let service = MockWebService()
        let names = PublishSubject<String>()
        let texts = names.flatMapLatest { name in
            service.fetchLibraryPush(named: name).asObservable().map(libraryText)
                .catch { .just(errorText($0)) }  // inside: only this request fails
        }
        var events: [String] = []
        let subscription = texts.subscribe(onNext: { events.append($0) }, onCompleted: { events.append("completed") })
        defer { subscription.dispose() }

        names.onNext("Nope")
        names.onNext("RxSwift")

        XCTAssertEqual(events, ["Error occurred: library not found", "Library name: RxSwift"])
    }
    // end-snippet

    // snippet: errors-push-outside
    func testPushErrors_catchOutsideFlatMap_endsThePipeline() {
        let service = MockWebService()
        let names = PublishSubject<String>()
        let texts = names.flatMapLatest { name in
            service.fetchLibraryPush(named: name).asObservable().map(libraryText)
        }
        .catch { .just(errorText($0)) }  // outside: the error has already ended the outer stream
        var events: [String] = []
        let subscription = texts.subscribe(onNext: { events.append($0) }, onCompleted: { events.append("completed") })
        defer { subscription.dispose() }

        names.onNext("Nope")
        names.onNext("RxSwift")  // nobody listens any more

        XCTAssertEqual(events, ["Error occurred: library not found", "completed"])
    }
    // end-snippet

    // snippet: errors-push-retry
    func testPushErrors_retry_resubscribesAndLogsEachAttempt() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let request = try scheduler.createColdObservable(marbles: "-#", values: ["a": "x"], error: RequestFailed())

        let observer = scheduler.start { request.retry(3) }

        assertMarbles(observer.events, "---#", values: ["a": "x"], error: RequestFailed())
        assertSubscriptions(request.subscriptions, marbles: ["^!", "-^!", "--^!"])
    }
    // end-snippet
}

// MARK: - Pull (ReactiveSwift)

final class ErrorPatternPullTests: PatternTestCase {
    typealias TestScheduler = PullStreams.TestScheduler

    func testPullErrors_failedSearchShowsTheErrorText() {
        let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate, searchDebounce: 0)
        var texts: [String] = []
        let disposable = viewModel.output.searchText.observeValues { texts.append($0) }
        defer { disposable?.dispose() }

        viewModel.input.query.send(value: "Nope")

        XCTAssertEqual(texts, ["Error occurred: library not found"])
    }

    // snippet: errors-pull-inside
    func testPullErrors_catchInsideFlatMap_keepsThePipelineAlive() {
        let service = MockWebService()
        let (names, input) = Signal<String, Never>.pipe()
        let texts = names.flatMap(.latest) { name in
            service.fetchLibraryPull(named: name).map(libraryText)
                .flatMapError { SignalProducer(value: errorText($0)) }  // inside: only this request fails
        }
        var events: [Signal<String, Never>.Event] = []
        let disposable = texts.observe { events.append($0) }
        defer { disposable?.dispose() }

        input.send(value: "Nope")
        input.send(value: "ReactiveSwift")

        XCTAssertEqual(events, [.value("Error occurred: library not found"), .value("Library name: ReactiveSwift")])
    }
    // end-snippet

    // snippet: errors-pull-outside
    func testPullErrors_catchOutsideFlatMap_endsThePipeline() {
        let service = MockWebService()
        let (names, input) = Signal<String, Never>.pipe()
        let texts = names.flatMap(.latest) { name in service.fetchLibraryPull(named: name).map(libraryText) }
            .flatMapError { SignalProducer<String, Never>(value: errorText($0)) }  // outside: the error has ended the stream
        var events: [Signal<String, Never>.Event] = []
        let disposable = texts.observe { events.append($0) }
        defer { disposable?.dispose() }

        input.send(value: "Nope")
        input.send(value: "ReactiveSwift")  // nobody listens any more

        XCTAssertEqual(events, [.value("Error occurred: library not found"), .completed])
    }
    // end-snippet

    // snippet: errors-pull-retry
    func testPullErrors_retry_resubscribesAndLogsEachAttempt() throws {
        let scheduler = TestScheduler()
        let request = try scheduler.createColdProducer(
            marbles: "-#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        let recorder = TestRecorder<String, RequestFailed>(scheduler: scheduler)

        request.producer.retry(upTo: 2).start(recorder.observer)
        scheduler.run()

        assertMarbles(recorder, "---#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        assertSubscriptions(request.subscriptions, ["^!", "-^!", "--^!"], frame: .milliseconds(100))
    }
    // end-snippet
}

// MARK: - PubSub (Combine + combine-schedulers)

final class ErrorPatternPubSubTests: PatternTestCase {
    typealias TestScheduler = PubSubStreamsTest.TestScheduler

    func testPubSubErrors_failedSearchShowsTheErrorText() {
        let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate, searchDebounce: 0)
        var cancellables = Set<AnyCancellable>()
        var texts: [String] = []
        viewModel.output.searchText.sink { texts.append($0) }.store(in: &cancellables)

        viewModel.input.query.send("Nope")

        XCTAssertEqual(texts, ["Error occurred: library not found"])
    }

    // snippet: errors-pubsub-inside
    func testPubSubErrors_catchInsideFlatMap_keepsThePipelineAlive() {
        let service = MockWebService()
        let names = PassthroughSubject<String, Never>()
        let texts = names.map { name in
            service.fetchLibraryPubSub(named: name).map(libraryText)
                .catch { Just(errorText($0)) }  // inside: only this request fails
        }
        .switchToLatest()
        var events: [String] = []
        let cancellable = texts.sink(receiveCompletion: { _ in events.append("completed") }, receiveValue: { events.append($0) })
        defer { cancellable.cancel() }

        names.send("Nope")
        names.send("Combine")

        XCTAssertEqual(events, ["Error occurred: library not found", "Library name: Combine"])
    }
    // end-snippet

    // snippet: errors-pubsub-outside
    func testPubSubErrors_catchOutsideFlatMap_endsThePipeline() {
        let service = MockWebService()
        let names = PassthroughSubject<String, URLError>()
        let texts = names.map { name in service.fetchLibraryPubSub(named: name).map(libraryText) }
            .switchToLatest()
            .catch { Just(errorText($0)) }  // outside: the error has already ended the outer stream
        var events: [String] = []
        let cancellable = texts.sink(receiveCompletion: { _ in events.append("completed") }, receiveValue: { events.append($0) })
        defer { cancellable.cancel() }

        names.send("Nope")
        names.send("Combine")  // nobody listens any more

        XCTAssertEqual(events, ["Error occurred: library not found", "completed"])
    }
    // end-snippet

    // snippet: errors-pubsub-retry
    func testPubSubErrors_retry_resubscribesAndLogsEachAttempt() throws {
        let scheduler = DispatchQueue.test
        let request = try scheduler.createColdPublisher(
            marbles: "-#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        let subscriber = TestSubscriber<String, RequestFailed>(scheduler: scheduler)

        request.retry(2).subscribe(subscriber)
        scheduler.run()

        assertMarbles(subscriber, "---#", values: ["a": "x"], error: RequestFailed(), frame: .milliseconds(100))
        assertSubscriptions(request, ["^(*)", "-^(*)", "--^(*)"])  // demand logged; a failure is no cancel
    }
    // end-snippet
}
