import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PullStreamsTest
import PushStreams
import PushStreamsTest
import XCTest

/// Dropping a view model ends its pipelines: no retain cycle through the closures it built, in any
/// style. Each test keeps a weak reference, drops the last strong one and checks the view model is
/// gone and the live-subscription counters are back (PatternTestCase checks them again after).
///
/// The scheduler outlives the view model and runs once more after the drop: an action still pending
/// on a test scheduler (a debounce timer, an interruption that `observe(on:)` forwards) holds the
/// operator that scheduled it, and that operator holds the scheduler, so a test that ends with an
/// action pending keeps both alive (as RxTest, ReactiveSwift and combine-schedulers do).
final class ViewModelLifetimePushTests: PatternTestCase {
    func testPushViewModel_droppedWhileSubscribed_isReleasedWithItsSubscriptions() {
        let start = PushStreams.Resources.total
        weak var weakViewModel: PushLibraryViewModel?
        let scheduler = PushStreamsTest.TestScheduler(initialClock: 0, resolution: 0.1)
        do {
            let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
            weakViewModel = viewModel
            let bag = DisposeBag()
            viewModel.output.text.subscribe().disposed(by: bag)
            viewModel.output.searchText.subscribe().disposed(by: bag)
            viewModel.input.tap.onNext(())
            viewModel.input.query.onNext("RxSwift")
            scheduler.advanceTo(10)
        }
        scheduler.start()  // delivers what the dropped pipelines scheduled on their way out
        XCTAssertNil(weakViewModel, "the push view model outlived its last reference: a retain cycle")
        XCTAssertEqual(PushStreams.Resources.total, start)
    }
}

final class ViewModelLifetimePullTests: PatternTestCase {
    func testPullViewModel_droppedWhileObserved_isReleasedWithItsObservations() {
        let start = PullStreams.Resources.total
        weak var weakViewModel: PullLibraryViewModel?
        let scheduler = PullStreams.TestScheduler()
        do {
            let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
            weakViewModel = viewModel
            viewModel.output.text.observeValues { _ in }
            viewModel.output.searchText.observeValues { _ in }
            viewModel.input.tap.send(value: ())
            viewModel.input.query.send(value: "ReactiveSwift")
            scheduler.advance(by: 1)
        }
        scheduler.run()  // delivers the interruption `observe(on:)` scheduled on its way out
        XCTAssertNil(weakViewModel, "the pull view model outlived its last reference: a retain cycle")
        XCTAssertEqual(PullStreams.Resources.total, start)
    }
}

final class ViewModelLifetimePubSubTests: PatternTestCase {
    func testPubSubViewModel_droppedWhileSubscribed_isReleasedWithItsSubscriptions() {
        let start = PubSubStreams.Resources.total
        weak var weakViewModel: PubSubLibraryViewModel?
        let scheduler = DispatchQueue.test
        do {
            let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .test(scheduler))
            weakViewModel = viewModel
            var cancellables = Set<AnyCancellable>()
            viewModel.output.text.sink { _ in }.store(in: &cancellables)
            viewModel.output.searchText.sink { _ in }.store(in: &cancellables)
            viewModel.input.tap.send()
            viewModel.input.query.send("Combine")
            scheduler.advance(by: .seconds(1))
        }
        scheduler.run()  // delivers what the dropped pipelines scheduled on their way out
        XCTAssertNil(weakViewModel, "the pub-sub view model outlived its last reference: a retain cycle")
        XCTAssertEqual(PubSubStreams.Resources.total, start)
    }
}
