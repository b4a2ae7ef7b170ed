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
import PushKit
import PushStreams
import PushStreamsBlocking
import PushStreamsTest
import XCTest

// MARK: - Push (RxSwift)

final class SchedulerInjectionPatternPushTests: XCTestCase {
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
