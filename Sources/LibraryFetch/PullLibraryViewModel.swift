import Foundation
import PullStreams
import Scheduling

/// The demo screen's pull-style pipelines, written as a ReactiveSwift view model would be.
///
/// Inputs are `Signal` observers, outputs are hot `Signal`s; the tap button fetches the library
/// named `libraryName` (default `"ReactiveSwift"`), and the search field fetches what is typed,
/// debounced. Every scheduler comes from the injected `SchedulerProvider`.
///
/// ```swift
/// let viewModel = PullLibraryViewModel(webService: MockWebService())
/// viewModel.output.text.observeValues { print($0) }
/// viewModel.input.tap.send(value: ())
/// // Prints: Library name: ReactiveSwift
/// ```
public final class PullLibraryViewModel {
    /// What the screen sends in.
    public struct Input {
        /// A tap on the fetch button.
        public let tap: Signal<Void, Never>.Observer
        /// Each edit of the search field.
        public let query: Signal<String, Never>.Observer
    }

    /// What the screen shows, as hot signals: `text` after each tap, `searchText` for the search field.
    public typealias Output = LibraryOutput<Signal<String, Never>>

    /// The inputs.
    public let input: Input
    /// The outputs.
    public let output: Output

    private let webService: WebService
    private let main: any DateScheduler
    private let libraryName: String

    /// Builds the pipelines.
    /// - Parameters:
    ///   - webService: where libraries come from.
    ///   - schedulers: the scheduler for the main queue (live: `QueueScheduler.main`).
    ///   - libraryName: what the tap button fetches.
    ///   - searchDebounce: the search field's quiet period, in seconds.
    public init(
        webService: WebService,
        schedulers: SchedulerProvider<any DateScheduler> = .live,
        libraryName: String = "ReactiveSwift",
        searchDebounce: TimeInterval = 0.3
    ) {
        self.webService = webService
        self.libraryName = libraryName
        let main = schedulers.scheduler(forQueue: .main)
        self.main = main
        let (tapSignal, tap) = Signal<Void, Never>.pipe()
        let (querySignal, query) = Signal<String, Never>.pipe()

        let text =
            tapSignal
            .flatMap(.latest) { _ in Self.labelText(webService, named: libraryName) }
            .observe(on: main)

        let searchText =
            querySignal
            .debounce(searchDebounce, on: main)
            .skipRepeats()
            .flatMap(.latest) { name in Self.labelText(webService, named: name) }

        input = Input(tap: tap, query: query)
        output = Output(text: text, searchText: searchText)
    }

    /// The label text, refreshed every `period` seconds on the injected main-queue scheduler, `count` times.
    ///
    /// Cold: each start runs its own `SignalProducer.timer`, fetches the tap button's library on
    /// each beat and completes after `count` beats (at 0.5 s, 1.0 s, …, 4.0 s by default).
    /// - Parameters:
    ///   - period: seconds between refreshes (rounded to milliseconds).
    ///   - count: how many refreshes before completing.
    public func autoRefresh(every period: TimeInterval = 0.5, count: Int = 8) -> SignalProducer<String, Never> {
        let webService = webService
        let libraryName = libraryName
        return SignalProducer<Date, Never>.timer(interval: .milliseconds(Int((period * 1_000).rounded())), on: main)
            .take(first: count)
            .flatMap(.latest) { _ in Self.labelText(webService, named: libraryName) }
    }

    /// The debounced search as a function of its input, correct (`bug: nil`) or with one deliberate bug.
    ///
    /// For the cookbook's pattern-parity matrix; `output.searchText` is the correct pipeline
    /// without its `skipRepeats`.
    public static func searchPipeline(
        queries: SignalProducer<String, Never>, bug: SearchBug?, main: any DateScheduler, webService: WebService
    ) -> SignalProducer<String, Never> {
        let quietPeriod: TimeInterval = bug == .wrongDebounce ? 1 : 0.3
        var texts = queries.debounce(quietPeriod, on: main).flatMap(.latest) { name -> SignalProducer<String, Never> in
            let caught =
                bug == .swallowsError
                ? webService.fetchLibraryPull(named: name).map(libraryText).flatMapError { _ in SignalProducer<String, Never>.empty }
                : Self.labelText(webService, named: name)
            return bug == .neverCompletes ? SignalProducer.merge(caught, SignalProducer<String, Never>.never) : caught
        }
        if bug == .extraValue { texts = texts.flatMap(.concat) { SignalProducer(values: $0, $0) } }
        if bug == .wrongScheduler { texts = texts.observe(on: QueueScheduler(name: "wrong", targeting: wrongSchedulerQueue)) }
        return texts
    }

    /// Whether `library` is in the catalog: its details' identifier among all identifiers.
    /// Cold and finite, so `first()` can test it.
    public func ensureLibraryExists(library: Library) -> SignalProducer<Bool, URLError> {
        webService.fetchDetailsPull(for: library)
            .combineLatest(with: webService.fetchIdentifiersPull())
            .map { details, identifiers in identifiers.contains(details.globalIdentifier) }
    }

    /// The label text for the library `name`: `libraryText` of what `webService` fetched, or `errorText`
    /// of its error. Every pipeline above makes one per tap, query or beat and flattens them with `.latest`.
    static func labelText(_ webService: WebService, named name: String) -> SignalProducer<String, Never> {
        webService.fetchLibraryPull(named: name)
            .map(libraryText)
            .flatMapError { error in SignalProducer(value: errorText(error)) }
    }
}
