import Foundation
import PushStreams
import Scheduling

/// The demo screen's push-style pipelines, written as an RxSwift view model would be.
///
/// Inputs are observers (`AnyObserver`), outputs are observables; the tap button fetches the
/// library named `libraryName` (default `"RxSwift"`), and the search field fetches what is typed,
/// debounced. Every scheduler comes from the injected `SchedulerProvider`, never from a queue
/// created here, so tests can inject an immediate or a virtual-time scheduler.
///
/// ```swift
/// let viewModel = PushLibraryViewModel(webService: MockWebService())
/// viewModel.output.text.subscribe(onNext: { print($0) }).disposed(by: bag)
/// viewModel.input.tap.onNext(())
/// // Prints: Library name: RxSwift
/// ```
public final class PushLibraryViewModel {
    /// What the screen sends in.
    public struct Input {
        /// A tap on the fetch button.
        public let tap: AnyObserver<Void>
        /// Each edit of the search field.
        public let query: AnyObserver<String>
    }

    /// What the screen shows, as observables: `text` after each tap, `searchText` for the search field.
    public typealias Output = LibraryOutput<Observable<String>>

    /// The inputs.
    public let input: Input
    /// The outputs.
    public let output: Output

    private let webService: WebService
    private let main: any SchedulerType
    private let libraryName: String

    /// Builds the pipelines.
    /// - Parameters:
    ///   - webService: where libraries come from.
    ///   - schedulers: the scheduler for the main queue (live: `MainScheduler.instance`).
    ///   - libraryName: what the tap button fetches.
    ///   - searchDebounce: the search field's quiet period, in seconds.
    public init(
        webService: WebService,
        schedulers: SchedulerProvider<any SchedulerType> = .live,
        libraryName: String = "RxSwift",
        searchDebounce: TimeInterval = 0.3
    ) {
        self.webService = webService
        self.libraryName = libraryName
        let main = schedulers.scheduler(forQueue: .main)
        self.main = main
        let tap = PublishSubject<Void>()
        let query = PublishSubject<String>()

        let text =
            tap
            .flatMapLatest { _ in Self.labelText(webService, named: libraryName) }
            .observe(on: main)

        let searchText =
            query
            .debounce(.milliseconds(Int((searchDebounce * 1_000).rounded())), scheduler: main)
            .distinctUntilChanged()
            .flatMapLatest { name in Self.labelText(webService, named: name) }

        input = Input(tap: tap.asObserver(), query: query.asObserver())
        output = Output(text: text, searchText: searchText)
    }

    /// The label text, refreshed every `period` seconds on the injected main-queue scheduler, `count` times.
    ///
    /// Cold: each subscription starts its own timer (`Observable.interval`), fetches the tap
    /// button's library on each beat and completes after `count` beats. In virtual time with
    /// `TestScheduler(initialClock: 0, resolution: 0.1)` the beats land on ticks 5, 10, …, 40.
    /// - Parameters:
    ///   - period: seconds between refreshes (rounded to milliseconds).
    ///   - count: how many refreshes before completing.
    public func autoRefresh(every period: TimeInterval = 0.5, count: Int = 8) -> Observable<String> {
        let webService = webService
        let libraryName = libraryName
        return Observable<Int>.interval(.milliseconds(Int((period * 1_000).rounded())), scheduler: main)
            .take(count)
            .flatMapLatest { _ in Self.labelText(webService, named: libraryName) }
    }

    /// The debounced search as a function of its input, correct (`bug: nil`) or with one deliberate bug.
    ///
    /// For the cookbook's pattern-parity matrix; `output.searchText` is the correct pipeline
    /// without its `distinctUntilChanged`.
    public static func searchPipeline(
        queries: Observable<String>, bug: SearchBug?, main: any SchedulerType, webService: WebService
    ) -> Observable<String> {
        let quietPeriod: RxTimeInterval = bug == .wrongDebounce ? .milliseconds(1_000) : .milliseconds(300)
        var texts = queries.debounce(quietPeriod, scheduler: main).flatMapLatest { name -> Observable<String> in
            let caught =
                bug == .swallowsError
                ? webService.fetchLibraryPush(named: name).asObservable().map(libraryText).catch { _ in .empty() }
                : Self.labelText(webService, named: name)
            return bug == .neverCompletes ? caught.concat(Observable<String>.never()) : caught
        }
        if bug == .extraValue { texts = texts.flatMap { Observable.of($0, $0) } }
        if bug == .wrongScheduler {
            texts = texts.observe(on: SerialDispatchQueueScheduler(queue: wrongSchedulerQueue, internalSerialQueueName: "wrong"))
        }
        return texts
    }

    /// Whether `library` is in the catalog: its details' identifier among all identifiers.
    /// Cold and finite (both requests complete), so `toBlocking().first()` can test it.
    public func ensureLibraryExists(library: Library) -> Observable<Bool> {
        Observable.combineLatest(
            webService.fetchDetailsPush(for: library).asObservable(),
            webService.fetchIdentifiersPush().asObservable()
        ) { details, identifiers in
            identifiers.contains(details.globalIdentifier)
        }
    }

    /// The label text for the library `name`: `libraryText` of what `webService` fetched, or `errorText`
    /// of its error. Every pipeline above makes one per tap, query or beat and flattens them with `flatMapLatest`.
    static func labelText(_ webService: WebService, named name: String) -> Observable<String> {
        webService.fetchLibraryPush(named: name).asObservable()
            .map(libraryText)
            .catch { error in .just(errorText(error)) }
    }
}
