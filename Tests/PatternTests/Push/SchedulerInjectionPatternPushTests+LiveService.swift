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
import PushKit
import PushStreams
import PushStreamsBlocking
import XCTest

final class SchedulerInjectionPatternLiveServicePushTests: XCTestCase {
    func testPushLiveService_sinkMissesTheValueRightAfterTheTap_itArrivesLaterOnTheServiceQueue() {
        let queue = DispatchQueue(label: "service")
        queue.suspend()  // the answer is held back, as a request in flight
        let service = MockWebService.answering(on: queue)
        let viewModel = PushLibraryViewModel(webService: service, schedulers: .immediate)
        let texts = Collected<String>()
        let arrived = DispatchSemaphore(value: 0)
        let subscription = viewModel.output.text.subscribe(onNext: {
            texts.append($0)
            arrived.signal()
        })
        defer { subscription.dispose() }

        viewModel.input.tap.onNext(())
        XCTAssertEqual(texts.values, [], "the answer is still on the service's queue")

        queue.resume()
        XCTAssertEqual(arrived.wait(timeout: .now() + 1), .success)
        queue.sync {}  // the delivery (and the request's teardown) has finished on the service's queue
        XCTAssertEqual(texts.values, ["Library name: RxSwift"])
    }

    func testPushLiveService_blockingFirstWaitsForTheColdRequest() throws {
        let queue = DispatchQueue(label: "service")
        let service = MockWebService.answering(on: queue)
        let viewModel = PushLibraryViewModel(webService: service, schedulers: .immediate)
        defer { queue.sync {} }

        let exists = try viewModel.ensureLibraryExists(library: Library(name: "RxSwift")).toBlocking(timeout: 1).first()

        XCTAssertEqual(exists, true)
    }
}
