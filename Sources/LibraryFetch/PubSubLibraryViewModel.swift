import Foundation
import PubSubStreams
import Scheduling

/// The demo screen's pub-sub pipelines, written as a Combine view model would be.
///
/// Inputs are `PassthroughSubject`s, outputs type-erased publishers; the tap button fetches the
/// library named `libraryName` (default `"Combine"`), and the search field fetches what is typed,
/// debounced. Every scheduler comes from the injected `SchedulerProvider`
/// (`AnySchedulerOf<DispatchQueue>`, as with combine-schedulers).
///
/// ```swift
/// let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
/// viewModel.output.text.sink { print($0) }.store(in: &cancellables)
/// viewModel.input.tap.send()
/// // Prints: Library name: Combine
/// ```
public final class PubSubLibraryViewModel {
    /// What the screen sends in.
    public struct Input {
        /// A tap on the fetch button.
        public let tap: PassthroughSubject<Void, Never>
        /// Each edit of the search field.
        public let query: PassthroughSubject<String, Never>
    }

    /// What the screen shows.
    public struct Output {
        /// The label text after each tap: `"Library name: X"` or `"Error occurred: …"`.
        public let text: AnyPublisher<String, Never>
        /// The label text for the search field, after the quiet period, latest query only.
        public let searchText: AnyPublisher<String, Never>
    }

    /// The inputs.
    public let input: Input
    /// The outputs.
    public let output: Output

    private let webService: WebService

    /// Builds the pipelines.
    /// - Parameters:
    ///   - webService: where libraries come from.
    ///   - schedulers: the scheduler for the main queue (live: `DispatchQueue.main`).
    ///   - libraryName: what the tap button fetches.
    ///   - searchDebounce: the search field's quiet period, in seconds.
    public init(
        webService: WebService,
        schedulers: SchedulerProvider<AnySchedulerOf<DispatchQueue>> = .live,
        libraryName: String = "Combine",
        searchDebounce: TimeInterval = 0.3
    ) {
        self.webService = webService
        let main = schedulers.scheduler(forQueue: .main)
        let tap = PassthroughSubject<Void, Never>()
        let query = PassthroughSubject<String, Never>()

        let text = tap
            .map { _ in
                webService.fetchLibraryPubSub(named: libraryName)
                    .map(libraryText)
                    .catch { error in Just(errorText(error)) }
            }
            .switchToLatest()
            .receive(on: main)
            .eraseToAnyPublisher()

        let searchText = query
            .debounce(for: .seconds(searchDebounce), scheduler: main)
            .removeDuplicates()
            .map { name in
                webService.fetchLibraryPubSub(named: name)
                    .map(libraryText)
                    .catch { error in Just(errorText(error)) }
            }
            .switchToLatest()
            .eraseToAnyPublisher()

        input = Input(tap: tap, query: query)
        output = Output(text: text, searchText: searchText)
    }

    /// Whether `library` is in the catalog: its details' identifier among all identifiers.
    /// Cold and finite, so `firstValue()` can test it.
    public func ensureLibraryExists(library: Library) -> AnyPublisher<Bool, URLError> {
        webService.fetchDetailsPubSub(for: library)
            .combineLatest(webService.fetchIdentifiersPubSub())
            .map { details, identifiers in identifiers.contains(details.globalIdentifier) }
            .eraseToAnyPublisher()
    }
}
