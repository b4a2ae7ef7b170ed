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
import PullKit
import PullStreams
import XCTest

// MARK: - Pull (ReactiveSwift)

final class HotColdPatternPullTests: XCTestCase {
    // snippet: hot-cold-pull-share
    func testPullHotCold_coldRunsPerSubscriber_sharedWithReplayRunsOnce() {
        var runs = 0
        let request = SignalProducer<String, Never> {
            runs += 1
            return "Library name: ReactiveSwift"
        }
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
        func work() -> String {
            runs += 1
            return "Library name: ReactiveSwift"
        }

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
        XCTAssertEqual(SignalProducer(signal).first(within: 0.005), .failure(.timedOut(0.005)))

        let property = MutableProperty("ReactiveSwift")
        XCTAssertEqual(property.producer.first(), .success("ReactiveSwift"))
    }
    // end-snippet
}
