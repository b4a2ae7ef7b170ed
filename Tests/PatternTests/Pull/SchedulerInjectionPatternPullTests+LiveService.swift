// The scheduler-injection pattern against an asynchronous service: `MockWebService.answering(on:)`
// answers later on its own queue, as a real service (URLSession) answers on its network queue.
//
//   pattern          against the asynchronous service
//   sink             the value is not there right after the tap: it arrives later, on another thread
//   blocking-first   works: the request is cold and finite, so `first()` waits for its answer
//   injected mock    exact and synchronous (the other sections of this pattern)
//
// The "not there yet" case is deterministic: the service's queue is suspended while the test taps.
import Foundation
import LibraryFetch
import PullKit
import PullStreams
import XCTest

final class SchedulerInjectionPatternLiveServicePullTests: XCTestCase {
    func testPullLiveService_sinkMissesTheValueRightAfterTheTap_itArrivesLaterOnTheServiceQueue() {
        let queue = DispatchQueue(label: "service")
        queue.suspend()  // the answer is held back, as a request in flight
        let service = MockWebService.answering(on: queue)
        let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)
        let texts = Collected<String>()
        let arrived = DispatchSemaphore(value: 0)
        let disposable = viewModel.output.text.observeValues {
            texts.append($0)
            arrived.signal()
        }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())
        XCTAssertEqual(texts.values, [], "the answer is still on the service's queue")

        queue.resume()
        XCTAssertEqual(arrived.wait(timeout: .now() + 1), .success)
        queue.sync {}  // the delivery (and the request's teardown) has finished on the service's queue
        XCTAssertEqual(texts.values, ["Library name: ReactiveSwift"])
    }

    func testPullLiveService_blockingFirstWaitsForTheColdRequest() {
        let queue = DispatchQueue(label: "service")
        let service = MockWebService.answering(on: queue)
        let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)
        defer { queue.sync {} }

        let exists = viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift")).first(within: 1)

        XCTAssertEqual(exists, .success(true))
    }
}
