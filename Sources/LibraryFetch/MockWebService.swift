import Foundation
import PubSubStreams
import PullStreams
import PushStreams

/// A `WebService` whose every method is a closure a test replaces, as the tutorials write mocks.
///
/// By default it answers synchronously from ``MockWebService/sampleCatalog``: a known name gives its
/// `Library`, an unknown one fails with `URLError(.fileDoesNotExist)`. Set a closure to change one
/// call, for example to fail it:
///
/// ```swift
/// let service = MockWebService()
/// service.fetchLibraryPushHandler = { _ in .error(URLError(.notConnectedToInternet)) }
/// ```
public final class MockWebService: WebService {
    /// The libraries the default closures know about.
    public static let sampleCatalog: [LibraryDetails] = [
        LibraryDetails(name: "RxSwift", globalIdentifier: "swift.rxswift", summary: "Reactive Extensions for Swift"),
        LibraryDetails(name: "ReactiveSwift", globalIdentifier: "swift.reactiveswift", summary: "Streams of values over time"),
        LibraryDetails(name: "Combine", globalIdentifier: "swift.combine", summary: "Apple's publishers and subscribers"),
    ]

    /// Answers `fetchLibraryPush(named:)`.
    public var fetchLibraryPushHandler: (String) -> Single<Library>
    /// Answers `fetchLibraryPull(named:)`.
    public var fetchLibraryPullHandler: (String) -> SignalProducer<Library, URLError>
    /// Answers `fetchLibraryPubSub(named:)`.
    public var fetchLibraryPubSubHandler: (String) -> Deferred<AnyPublisher<Library, URLError>>
    /// Answers `fetchDetailsPush(for:)`.
    public var fetchDetailsPushHandler: (Library) -> Single<LibraryDetails>
    /// Answers `fetchDetailsPull(for:)`.
    public var fetchDetailsPullHandler: (Library) -> SignalProducer<LibraryDetails, URLError>
    /// Answers `fetchDetailsPubSub(for:)`.
    public var fetchDetailsPubSubHandler: (Library) -> Deferred<AnyPublisher<LibraryDetails, URLError>>
    /// Answers `fetchIdentifiersPush()`.
    public var fetchIdentifiersPushHandler: () -> Single<[String]>
    /// Answers `fetchIdentifiersPull()`.
    public var fetchIdentifiersPullHandler: () -> SignalProducer<[String], URLError>
    /// Answers `fetchIdentifiersPubSub()`.
    public var fetchIdentifiersPubSubHandler: () -> Deferred<AnyPublisher<[String], URLError>>

    /// Creates a mock answering from `catalog` (default ``sampleCatalog``).
    public init(catalog: [LibraryDetails] = MockWebService.sampleCatalog) {
        let lookup = CatalogLookup(catalog)
        /// A `Single` that looks `answer` up anew for each subscriber.
        func pushSingle<Answer>(_ answer: @escaping () -> Result<Answer, URLError>) -> Single<Answer> {
            Single.create { observer in
                observer(answer().mapError { $0 })
                return Disposables.create()
            }
        }
        /// A publisher that looks `answer` up anew for each subscriber.
        func pubSubDeferred<Answer>(_ answer: @escaping () -> Result<Answer, URLError>) -> Deferred<AnyPublisher<Answer, URLError>> {
            Deferred { answer().publisher.eraseToAnyPublisher() }
        }
        fetchLibraryPushHandler = { name in pushSingle { lookup.library(named: name) } }
        fetchLibraryPullHandler = { name in SignalProducer(result: lookup.library(named: name)) }
        fetchLibraryPubSubHandler = { name in pubSubDeferred { lookup.library(named: name) } }
        fetchDetailsPushHandler = { library in pushSingle { lookup.details(of: library) } }
        fetchDetailsPullHandler = { library in SignalProducer(result: lookup.details(of: library)) }
        fetchDetailsPubSubHandler = { library in pubSubDeferred { lookup.details(of: library) } }
        fetchIdentifiersPushHandler = { .just(lookup.identifiers) }
        fetchIdentifiersPullHandler = { SignalProducer(value: lookup.identifiers) }
        fetchIdentifiersPubSubHandler = { Deferred { Just(lookup.identifiers).setFailureType(to: URLError.self).eraseToAnyPublisher() } }
    }

    public func fetchLibraryPush(named name: String) -> Single<Library> { fetchLibraryPushHandler(name) }
    public func fetchLibraryPull(named name: String) -> SignalProducer<Library, URLError> { fetchLibraryPullHandler(name) }
    public func fetchLibraryPubSub(named name: String) -> Deferred<AnyPublisher<Library, URLError>> { fetchLibraryPubSubHandler(name) }
    public func fetchDetailsPush(for library: Library) -> Single<LibraryDetails> { fetchDetailsPushHandler(library) }
    public func fetchDetailsPull(for library: Library) -> SignalProducer<LibraryDetails, URLError> { fetchDetailsPullHandler(library) }
    public func fetchDetailsPubSub(for library: Library) -> Deferred<AnyPublisher<LibraryDetails, URLError>> {
        fetchDetailsPubSubHandler(library)
    }
    public func fetchIdentifiersPush() -> Single<[String]> { fetchIdentifiersPushHandler() }
    public func fetchIdentifiersPull() -> SignalProducer<[String], URLError> { fetchIdentifiersPullHandler() }
    public func fetchIdentifiersPubSub() -> Deferred<AnyPublisher<[String], URLError>> { fetchIdentifiersPubSubHandler() }
}

/// Answers lookups in a fixed list of libraries; shared by the mock's default closures.
struct CatalogLookup: Sendable {
    let entries: [LibraryDetails]

    init(_ entries: [LibraryDetails]) { self.entries = entries }

    var identifiers: [String] { entries.map(\.globalIdentifier) }

    func library(named name: String) -> Result<Library, URLError> {
        entries.first { $0.name == name }.map { .success(Library(name: $0.name)) }
            ?? .failure(URLError(.fileDoesNotExist))
    }

    func details(of library: Library) -> Result<LibraryDetails, URLError> {
        entries.first { $0.name == library.name }.map { .success($0) } ?? .failure(URLError(.fileDoesNotExist))
    }
}
