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
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift + RxBlocking)

final class HotColdPatternPushTests: XCTestCase {
    // snippet: hot-cold-push-share
    func testPushHotCold_coldRunsPerSubscriber_sharedWithReplayRunsOnce() {
        var runs = 0
        let request = Observable<String>.deferred {
            runs += 1
            return .just("Library name: RxSwift")
        }
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
        let shared = Observable<Int>.deferred {
            runs += 1
            return .just(runs)
        }.share(replay: 1)
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
        func work() -> String {
            runs += 1
            return "Library name: RxSwift"
        }

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
