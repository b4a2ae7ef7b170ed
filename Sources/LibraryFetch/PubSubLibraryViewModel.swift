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

    /// What the screen shows, as type-erased publishers: `text` after each tap, `searchText` for the search field.
    public typealias Output = LibraryOutput<AnyPublisher<String, Never>>

    /// The inputs.
    public let input: Input
    /// The outputs.
    public let output: Output

    private let webService: WebService
    private let main: AnySchedulerOf<DispatchQueue>
    private let libraryName: String

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
        self.libraryName = libraryName
        let main = schedulers.scheduler(forQueue: .main)
        self.main = main
        let tap = PassthroughSubject<Void, Never>()
        let query = PassthroughSubject<String, Never>()

        let text =
            tap
            .map { _ in Self.labelText(webService, named: libraryName) }
            .switchToLatest()
            .receive(on: main)
            .eraseToAnyPublisher()

        let searchText =
            query
            .debounce(for: .seconds(searchDebounce), scheduler: main)
            .removeDuplicates()
            .map { name in Self.labelText(webService, named: name) }
            .switchToLatest()
            .eraseToAnyPublisher()

        input = Input(tap: tap, query: query)
        output = Output(text: text, searchText: searchText)
    }

    /// The label text, refreshed every `period` seconds on the injected main-queue scheduler, `count` times.
    ///
    /// Cold: each subscription starts its own repeating action on the scheduler (what
    /// combine-schedulers' `Publishers.Timer` does; Combine's `Timer.publish` cannot be injected),
    /// fetches the tap button's library on each beat and finishes after `count` beats.
    /// - Parameters:
    ///   - period: seconds between refreshes.
    ///   - count: how many refreshes before finishing.
    public func autoRefresh(every period: TimeInterval = 0.5, count: Int = 8) -> AnyPublisher<String, Never> {
        let webService = webService
        let libraryName = libraryName
        return Self.beats(every: period, on: main)
            .prefix(count)
            .map { _ in Self.labelText(webService, named: libraryName) }
            .switchToLatest()
            .eraseToAnyPublisher()
    }

    /// A repeating beat on `scheduler`, one timer per subscription, stopped on cancellation.
    private static func beats(every period: TimeInterval, on scheduler: AnySchedulerOf<DispatchQueue>) -> AnyPublisher<Int, Never> {
        Deferred { () -> AnyPublisher<Int, Never> in
            let ticks = PassthroughSubject<Int, Never>()
            var timer: Cancellable?
            var beat = 0
            return
                ticks
                .handleEvents(
                    receiveSubscription: { _ in
                        timer = scheduler.schedule(
                            after: scheduler.now.advanced(by: .seconds(period)), interval: .seconds(period)
                        ) {
                            beat += 1
                            ticks.send(beat)
                        }
                    },
                    receiveCancel: { timer?.cancel() }
                )
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// The debounced search as a function of its input, correct (`bug: nil`) or with one deliberate bug.
    ///
    /// For the cookbook's pattern-parity matrix; `output.searchText` is the correct pipeline
    /// without its `removeDuplicates`.
    public static func searchPipeline(
        queries: AnyPublisher<String, Never>, bug: SearchBug?, main: AnySchedulerOf<DispatchQueue>, webService: WebService
    ) -> AnyPublisher<String, Never> {
        let quietPeriod: TimeInterval = bug == .wrongDebounce ? 1 : 0.3
        var texts = queries.debounce(for: .seconds(quietPeriod), scheduler: main).map { name -> AnyPublisher<String, Never> in
            let caught =
                bug == .swallowsError
                ? webService.fetchLibraryPubSub(named: name).map(libraryText).catch { _ in Empty<String, Never>() }.eraseToAnyPublisher()
                : Self.labelText(webService, named: name).eraseToAnyPublisher()
            return bug == .neverCompletes ? caught.append(Empty(completeImmediately: false)).eraseToAnyPublisher() : caught
        }
        .switchToLatest()
        .eraseToAnyPublisher()
        if bug == .extraValue { texts = texts.flatMap { [$0, $0].publisher }.eraseToAnyPublisher() }
        if bug == .wrongScheduler { texts = texts.receive(on: wrongSchedulerQueue).eraseToAnyPublisher() }
        return texts
    }

    /// Whether `library` is in the catalog: its details' identifier among all identifiers.
    /// Cold and finite, so `firstValue()` can test it.
    public func ensureLibraryExists(library: Library) -> AnyPublisher<Bool, URLError> {
        webService.fetchDetailsPubSub(for: library)
            .combineLatest(webService.fetchIdentifiersPubSub())
            .map { details, identifiers in identifiers.contains(details.globalIdentifier) }
            .eraseToAnyPublisher()
    }

    /// The label text for the library `name`: `libraryText` of what `webService` fetched, or `errorText`
    /// of its error. Every pipeline above maps each tap, query or beat to one and switches to the latest.
    static func labelText(_ webService: WebService, named name: String) -> some Publisher<String, Never> {
        webService.fetchLibraryPubSub(named: name)
            .map(libraryText)
            .catch { error in Just(errorText(error)) }
    }
}
