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
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

/// The request error the retry tests use.
struct RequestFailed: Error, Equatable {}

// MARK: - Push (RxSwift + RxTest)

final class ErrorPatternPushTests: XCTestCase {
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
        let request = try scheduler.createColdObservable("-#", values: ["a": "x"], error: RequestFailed())

        let observer = scheduler.start { request.retry(3) }

        XCTAssertMarbles(observer.events, "---#", values: ["a": "x"], error: RequestFailed())
        XCTAssertSubscriptions(request.subscriptions, ["^!", "-^!", "--^!"])
    }
    // end-snippet
}
