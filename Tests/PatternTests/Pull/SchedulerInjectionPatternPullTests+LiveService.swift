// The scheduler-injection pattern against a truly asynchronous service: `CatalogWebService`
// answers on its own background queue, as `LiveWebService` (URLSession) does.
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


/// A service answering on `queue`, which the test can drain (`queue.sync {}`) before it ends, so the
/// request's teardown on that queue is over when the leak counters are read.
private func drainableCatalog() -> (service: CatalogWebService, queue: DispatchQueue) {
    let queue = DispatchQueue(label: "SchedulerInjectionPattern.LiveService")
    return (CatalogWebService(latency: 0.005, queue: queue), queue)
}

/// A service whose answers wait on `queue` until the test resumes it.
private func suspendedCatalog() -> (service: CatalogWebService, queue: DispatchQueue) {
    let queue = DispatchQueue(label: "SchedulerInjectionPattern.LiveService")
    queue.suspend()
    return (CatalogWebService(latency: 0, queue: queue), queue)
}

final class SchedulerInjectionPatternLiveServicePullTests: XCTestCase {
    func testPullLiveService_sinkMissesTheValueRightAfterTheTap_itArrivesLaterOnTheServiceQueue() {
        let (service, queue) = suspendedCatalog()
        let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)
        let texts = Collected<String>()
        let arrived = DispatchSemaphore(value: 0)
        let disposable = viewModel.output.text.observeValues { texts.append($0); arrived.signal() }
        defer { disposable?.dispose() }

        viewModel.input.tap.send(value: ())
        XCTAssertEqual(texts.values, [], "the answer is still on the service's queue")

        queue.resume()
        XCTAssertEqual(arrived.wait(timeout: .now() + 1), .success)
        queue.sync {}  // the delivery (and the request's teardown) has finished on the service's queue
        XCTAssertEqual(texts.values, ["Library name: ReactiveSwift"])
    }

    func testPullLiveService_blockingFirstWaitsForTheColdRequest() {
        let (service, queue) = drainableCatalog()
        let viewModel = PullLibraryViewModel(webService: service, schedulers: .immediate)
        defer { queue.sync {} }

        let exists = viewModel.ensureLibraryExists(library: Library(name: "ReactiveSwift")).first(within: 1)

        XCTAssertEqual(exists, .success(true))
    }
}
