import Foundation
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling

/// The whole demo screen: three buttons, one per style, over one web service.
///
/// Each sibling view model (`push`, `pull`, `pubSub`) owns one button's pipeline and one search
/// pipeline, built line for line alike so a reader can compare the styles. The tutorial's view
/// model is one of them (`PushLibraryViewModel` has the RxSwift tutorial's `input.tap` and
/// `output.text`).
public final class LibraryViewModel {
    /// The push-style (RxSwift) pipelines; the tap fetches `RxSwift`.
    public let push: PushLibraryViewModel
    /// The pull-style (ReactiveSwift) pipelines; the tap fetches `ReactiveSwift`.
    public let pull: PullLibraryViewModel
    /// The pub-sub (Combine) pipelines; the tap fetches `Combine`.
    public let pubSub: PubSubLibraryViewModel

    /// Builds the three sibling view models over one service and one set of schedulers.
    public init(webService: WebService, schedulers: LibrarySchedulers = .live, searchDebounce: TimeInterval = 0.3) {
        push = PushLibraryViewModel(webService: webService, schedulers: schedulers.push, searchDebounce: searchDebounce)
        pull = PullLibraryViewModel(webService: webService, schedulers: schedulers.pull, searchDebounce: searchDebounce)
        pubSub = PubSubLibraryViewModel(webService: webService, schedulers: schedulers.pubSub, searchDebounce: searchDebounce)
    }
}

/// What each style's view model shows, in its stream type `Text` (its `Output`).
public struct LibraryOutput<Text> {
    /// The label text after each tap: `"Library name: X"` or `"Error occurred: …"`.
    public let text: Text
    /// The label text for the search field, after the quiet period, latest query only.
    public let searchText: Text
}

/// One scheduler provider per style: what `LibraryViewModel` injects into its three siblings.
public struct LibrarySchedulers {
    /// The push style's provider.
    public var push: SchedulerProvider<any SchedulerType>
    /// The pull style's provider.
    public var pull: SchedulerProvider<any DateScheduler>
    /// The pub-sub style's provider.
    public var pubSub: SchedulerProvider<AnySchedulerOf<DispatchQueue>>

    /// Bundles three providers.
    public init(
        push: SchedulerProvider<any SchedulerType>,
        pull: SchedulerProvider<any DateScheduler>,
        pubSub: SchedulerProvider<AnySchedulerOf<DispatchQueue>>
    ) {
        self.push = push
        self.pull = pull
        self.pubSub = pubSub
    }

    /// The production family: each style's main-queue scheduler.
    public static var live: LibrarySchedulers { LibrarySchedulers(push: .live, pull: .live, pubSub: .live) }

    /// The immediate family: everything runs synchronously on the calling thread.
    public static var immediate: LibrarySchedulers {
        LibrarySchedulers(push: .immediate, pull: .immediate, pubSub: .immediate)
    }
}

/// A deliberate bug in the search pipeline, for the cookbook's pattern-parity matrix.
///
/// Each view model's `searchPipeline(queries:bug:main:webService:)` builds the debounced search
/// (debounce 0.3 s on the injected scheduler, fetch the latest query, show the result or the
/// error text) either correctly (`nil`) or with one of these bugs, so the cookbook can measure
/// which test pattern notices which bug in which style.
public enum SearchBug: String, CaseIterable, Sendable {
    /// Every result is shown twice.
    case extraValue = "extra value"
    /// The quiet period is 1 s instead of 0.3 s.
    case wrongDebounce = "wrong debounce"
    /// The pipeline never completes, even after its input has.
    case neverCompletes = "never completes"
    /// A failed request shows nothing instead of its error text.
    case swallowsError = "swallows the error"
    /// Results are delivered on a hard-coded background queue instead of the injected scheduler.
    case wrongScheduler = "wrong scheduler"
}

/// The hard-coded queue the ``SearchBug/wrongScheduler`` variants deliver on; a check may suspend
/// it (as if it were busy) and must drain it (`sync {}`) before it ends.
public let wrongSchedulerQueue = DispatchQueue(label: "LibraryFetch.wrong-scheduler")
