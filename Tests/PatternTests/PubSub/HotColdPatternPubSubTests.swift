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
import PubSubKit
import PubSubStreams
import PubSubStreamsTest
import XCTest

// MARK: - PubSub (Combine)

final class HotColdPatternPubSubTests: XCTestCase {
    // snippet: hot-cold-pubsub-share
    func testPubSubHotCold_coldRunsPerSubscriber_futureRunsOnce() {
        var runs = 0
        let request = Deferred {
            runs += 1
            return Just("Library name: Combine")
        }
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()

        request.sink { received.append($0) }.store(in: &cancellables)
        request.sink { received.append($0) }.store(in: &cancellables)
        XCTAssertEqual(runs, 2)  // cold: each subscriber runs the request

        let shared = Future<String, Never> { promise in
            runs += 1
            promise(.success("Library name: Combine"))
        }
        shared.sink { received.append($0) }.store(in: &cancellables)
        shared.sink { received.append($0) }.store(in: &cancellables)
        XCTAssertEqual(runs, 3)  // a Future runs once and keeps its result for every subscriber
        XCTAssertEqual(received.count, 4)
    }
    // end-snippet

    func testPubSubHotCold_shareHasNoReplay_aLateSubscriberMissesTheValue() {
        var runs = 0
        let shared = Deferred {
            runs += 1
            return Just(9)
        }.share()
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
        func work() -> String {
            runs += 1
            return "Library name: Combine"
        }

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
        XCTAssertThrowsError(try passthrough.firstValue(within: 0.005))

        let current = CurrentValueSubject<String, Never>("Combine")
        XCTAssertEqual(try current.firstValue(within: 1), "Combine")
    }
    // end-snippet
}
