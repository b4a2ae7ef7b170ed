import Foundation
import PubSubStreams
import PullStreams
import PushStreams

/// The remote catalog of libraries, with one method per call and per style.
///
/// Each style gets the type its library users reach for: RxSwift code returns `Single`,
/// ReactiveSwift code a cold `SignalProducer` with a typed `URLError`, Combine code a
/// `Deferred` publisher (so nothing starts before a subscriber asks, unlike a bare `Future`).
/// The three methods of a row mean the same request; `MockWebService` answers them from closures.
public protocol WebService {
    /// Push style: fetches the library called `name`.
    func fetchLibraryPush(named name: String) -> Single<Library>
    /// Pull style: fetches the library called `name`.
    func fetchLibraryPull(named name: String) -> SignalProducer<Library, URLError>
    /// Pub-sub style: fetches the library called `name`.
    func fetchLibraryPubSub(named name: String) -> Deferred<AnyPublisher<Library, URLError>>

    /// Push style: fetches the details (with the global identifier) of `library`.
    func fetchDetailsPush(for library: Library) -> Single<LibraryDetails>
    /// Pull style: fetches the details (with the global identifier) of `library`.
    func fetchDetailsPull(for library: Library) -> SignalProducer<LibraryDetails, URLError>
    /// Pub-sub style: fetches the details (with the global identifier) of `library`.
    func fetchDetailsPubSub(for library: Library) -> Deferred<AnyPublisher<LibraryDetails, URLError>>

    /// Push style: fetches the global identifiers of every known reactive library.
    func fetchIdentifiersPush() -> Single<[String]>
    /// Pull style: fetches the global identifiers of every known reactive library.
    func fetchIdentifiersPull() -> SignalProducer<[String], URLError>
    /// Pub-sub style: fetches the global identifiers of every known reactive library.
    func fetchIdentifiersPubSub() -> Deferred<AnyPublisher<[String], URLError>>
}
