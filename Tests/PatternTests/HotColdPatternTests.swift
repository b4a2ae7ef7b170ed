// Hot vs cold: what each pattern needs from the stream it tests, and how to change one into the other.
//
//   cold (a request)        each subscriber runs the work again          -> blocking-first, marbles (cold line)
//   shared with replay      one run, every subscriber gets its result    -> share(replay:) / replayLazily / Future
//   eager vs lazy           .just(work()) / Future run before anyone subscribes
//   hot (a subject)         a value sent before the subscription is gone -> sink (subscribe first)
//
// Blocking-first needs a value that is still there when it subscribes: a PublishSubject (Signal
// pipe, PassthroughSubject) has already dropped it, so blocking on it only ends with the timeout;
// a ReplaySubject (MutableProperty, CurrentValueSubject) replays it. Same behaviour in all three.
import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsBlocking
import XCTest

// MARK: - Push (RxSwift + RxBlocking)

final class HotColdPatternPushTests: PatternTestCase {
    // snippet: hot-cold-push-share
    func testPushHotCold_coldRunsPerSubscriber_sharedWithReplayRunsOnce() {
        var runs = 0
        let request = Observable<String>.deferred { runs += 1; return .just("Library name: RxSwift") }
        let bag = DisposeBag()
        var received: [String] = []

        request.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        request.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        XCTAssertEqual(runs, 2)  // cold: each subscriber runs the request

        let shared = request.share(replay: 1, scope: .forever)
        shared.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        shared.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        XCTAssertEqual(runs, 3)  // shared: one more run, replayed to the second subscriber
        XCTAssertEqual(received.count, 4)
    }
    // end-snippet

    func testPushHotCold_shareWhileConnectedRunsAgainAfterCompletion() {
        var runs = 0
        let shared = Observable<Int>.deferred { runs += 1; return .just(runs) }.share(replay: 1)
        let bag = DisposeBag()
        var received: [Int] = []

        shared.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        shared.subscribe(onNext: { received.append($0) }).disposed(by: bag)

        XCTAssertEqual(runs, 2)
        XCTAssertEqual(received, [1, 2])
    }

    // snippet: hot-cold-push-eager
    func testPushHotCold_justIsEager_deferredIsLazy() {
        var runs = 0
        func work() -> String { runs += 1; return "Library name: RxSwift" }

        _ = Observable.just(work())
        XCTAssertEqual(runs, 1)  // the argument ran before anyone subscribed

        _ = Observable.deferred { .just(work()) }
        XCTAssertEqual(runs, 1)  // nothing runs until a subscription
    }
    // end-snippet

    // snippet: hot-cold-push-blocking
    func testPushHotCold_publishSubjectTimesOut_replaySubjectWithCompletionWorks() throws {
        let publish = PublishSubject<String>()
        publish.onNext("RxSwift")  // sent before anyone listens: gone
        XCTAssertThrowsError(try publish.toBlocking(timeout: 0.005).first())

        let replay = ReplaySubject<String>.create(bufferSize: 1)
        replay.onNext("RxSwift")
        replay.onCompleted()
        XCTAssertEqual(try replay.toBlocking(timeout: 1).first(), "RxSwift")
        XCTAssertEqual(try replay.toBlocking(timeout: 1).toArray(), ["RxSwift"])  // needs the completion
    }
    // end-snippet
}

// MARK: - Pull (ReactiveSwift)

final class HotColdPatternPullTests: PatternTestCase {
    // snippet: hot-cold-pull-share
    func testPullHotCold_coldRunsPerSubscriber_sharedWithReplayRunsOnce() {
        var runs = 0
        let request = SignalProducer<String, Never> { runs += 1; return "Library name: ReactiveSwift" }
        var received: [String] = []

        request.startWithValues { received.append($0) }
        request.startWithValues { received.append($0) }
        XCTAssertEqual(runs, 2)  // cold: each start runs the request

        let shared = request.replayLazily(upTo: 1)
        shared.startWithValues { received.append($0) }
        shared.startWithValues { received.append($0) }
        XCTAssertEqual(runs, 3)  // shared: one more run, replayed to the second subscriber
        XCTAssertEqual(received.count, 4)
    }
    // end-snippet

    // snippet: hot-cold-pull-eager
    func testPullHotCold_valueInitIsEager_actionInitIsLazy() {
        var runs = 0
        func work() -> String { runs += 1; return "Library name: ReactiveSwift" }

        _ = SignalProducer<String, Never>(value: work())
        XCTAssertEqual(runs, 1)  // the argument ran before anyone started it

        _ = SignalProducer<String, Never> { work() }
        XCTAssertEqual(runs, 1)  // nothing runs until a start
    }
    // end-snippet

    // snippet: hot-cold-pull-blocking
    func testPullHotCold_pipeTimesOut_propertyReplaysItsValue() {
        let (signal, observer) = Signal<String, Never>.pipe()
        observer.send(value: "ReactiveSwift")  // sent before anyone listens: gone
        guard case let .failure(error)? = SignalProducer(signal).first(timeout: 0.005) else { return XCTFail("no timeout") }
        XCTAssertTrue(error.isTimeout)

        let property = MutableProperty("ReactiveSwift")
        XCTAssertEqual(property.producer.first(), .success("ReactiveSwift"))
    }
    // end-snippet
}

// MARK: - PubSub (Combine)

final class HotColdPatternPubSubTests: PatternTestCase {
    // snippet: hot-cold-pubsub-share
    func testPubSubHotCold_coldRunsPerSubscriber_futureRunsOnce() {
        var runs = 0
        let request = Deferred { runs += 1; return Just("Library name: Combine") }
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()

        request.sink { received.append($0) }.store(in: &cancellables)
        request.sink { received.append($0) }.store(in: &cancellables)
        XCTAssertEqual(runs, 2)  // cold: each subscriber runs the request

        let shared = Future<String, Never> { promise in runs += 1; promise(.success("Library name: Combine")) }
        shared.sink { received.append($0) }.store(in: &cancellables)
        shared.sink { received.append($0) }.store(in: &cancellables)
        XCTAssertEqual(runs, 3)  // a Future runs once and keeps its result for every subscriber
        XCTAssertEqual(received.count, 4)
    }
    // end-snippet

    func testPubSubHotCold_shareHasNoReplay_aLateSubscriberMissesTheValue() {
        var runs = 0
        let shared = Deferred { runs += 1; return Just(9) }.share()
        var first: [Int] = []
        var late: [Int] = []
        var cancellables = Set<AnyCancellable>()

        shared.sink { first.append($0) }.store(in: &cancellables)
        shared.sink { late.append($0) }.store(in: &cancellables)

        XCTAssertEqual(runs, 1)
        XCTAssertEqual(first, [9])
        XCTAssertEqual(late, [])
    }

    // snippet: hot-cold-pubsub-eager
    func testPubSubHotCold_futureIsEager_deferredIsLazy() {
        var runs = 0
        func work() -> String { runs += 1; return "Library name: Combine" }

        _ = Future<String, Never> { promise in promise(.success(work())) }
        XCTAssertEqual(runs, 1)  // the closure ran before anyone subscribed

        _ = Deferred { Future<String, Never> { promise in promise(.success(work())) } }
        XCTAssertEqual(runs, 1)  // nothing runs until a subscription
    }
    // end-snippet

    // snippet: hot-cold-pubsub-blocking
    func testPubSubHotCold_passthroughTimesOut_currentValueSubjectReplays() throws {
        let passthrough = PassthroughSubject<String, Never>()
        passthrough.send("Combine")  // sent before anyone listens: gone
        XCTAssertThrowsError(try passthrough.firstValue(timeout: 0.005))

        let current = CurrentValueSubject<String, Never>("Combine")
        XCTAssertEqual(try current.firstValue(timeout: 1), "Combine")
    }
    // end-snippet
}
