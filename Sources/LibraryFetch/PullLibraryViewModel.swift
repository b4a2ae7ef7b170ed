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

    /// What the screen shows.
    public struct Output {
        /// The label text after each tap: `"Library name: X"` or `"Error occurred: …"`.
        public let text: Signal<String, Never>
        /// The label text for the search field, after the quiet period, latest query only.
        public let searchText: Signal<String, Never>
    }

    /// The inputs.
    public let input: Input
    /// The outputs.
    public let output: Output

    private let webService: WebService

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
        let main = schedulers.scheduler(forQueue: .main)
        let (tapSignal, tap) = Signal<Void, Never>.pipe()
        let (querySignal, query) = Signal<String, Never>.pipe()

        let text = tapSignal
            .flatMap(.latest) { _ in
                webService.fetchLibraryPull(named: libraryName)
                    .map(libraryText)
                    .flatMapError { error in SignalProducer(value: errorText(error)) }
            }
            .observe(on: main)

        let searchText = querySignal
            .debounce(searchDebounce, on: main)
            .skipRepeats()
            .flatMap(.latest) { name in
                webService.fetchLibraryPull(named: name)
                    .map(libraryText)
                    .flatMapError { error in SignalProducer(value: errorText(error)) }
            }

        input = Input(tap: tap, query: query)
        output = Output(text: text, searchText: searchText)
    }

    /// Whether `library` is in the catalog: its details' identifier among all identifiers.
    /// Cold and finite, so `first()` can test it.
    public func ensureLibraryExists(library: Library) -> SignalProducer<Bool, URLError> {
        webService.fetchDetailsPull(for: library)
            .combineLatest(with: webService.fetchIdentifiersPull())
            .map { details, identifiers in identifiers.contains(details.globalIdentifier) }
    }
}
