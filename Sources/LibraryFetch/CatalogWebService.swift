import Dispatch
import Foundation
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling

/// An in-process `WebService` that answers from ``EmbeddedCatalog`` after a simulated latency.
///
/// Not in the tutorials' libraries. Unlike ``MockWebService`` (synchronous, for tests that want
/// exact control), it is really asynchronous, like ``LiveWebService``: each request is a work item
/// scheduled `latency` seconds later on a background `DispatchQueue`, and the answer arrives on
/// that queue. Ending a subscription before then (dispose, interrupt, cancel) cancels the
/// pending answer, so nothing is delivered. It is what `swift run cookbook fetch <name>` uses when no
/// `--base-url` is given. An unknown name fails with `URLError(.fileDoesNotExist)`, as a 404 does
/// with ``LiveWebService``.
///
/// ```swift
/// let service = CatalogWebService()
/// print(service.fetchLibraryPull(named: "OpenCombine").first(timeout: 1) as Any)
/// // Prints: Optional(Swift.Result<…>.success(LibraryFetch.Library(name: "OpenCombine")))
/// ```
public final class CatalogWebService: WebService, Sendable {
    /// The default simulated latency, in seconds.
    public static let defaultLatency: TimeInterval = 0.02

    /// The libraries the service knows.
    public let catalog: [LibraryDetails]
    /// Seconds between a request's start and its answer.
    public let latency: TimeInterval

    private let lookup: CatalogLookup
    private let queue: DispatchQueue

    /// Creates a service over `catalog`, answering `latency` seconds after each request on `queue`.
    /// - Parameters:
    ///   - catalog: the libraries it knows (default ``EmbeddedCatalog/libraries``).
    ///   - latency: simulated seconds per request (default ``defaultLatency``; negative counts as 0).
    ///   - queue: where answers are delivered (default: a private serial background queue; serial
    ///     queues get their own thread even when every pool thread is blocked, say by tests that
    ///     block on the first value, so answers cannot starve).
    public init(
        catalog: [LibraryDetails] = EmbeddedCatalog.libraries,
        latency: TimeInterval = CatalogWebService.defaultLatency,
        queue: DispatchQueue = DispatchQueue(label: "LibraryFetch.CatalogWebService")
    ) {
        self.catalog = catalog
        self.latency = max(0, latency)
        self.queue = queue
        lookup = CatalogLookup(catalog)
    }

    public func fetchLibraryPush(named name: String) -> Single<Library> {
        answer { $0.library(named: name) }.single()
    }

    public func fetchLibraryPull(named name: String) -> SignalProducer<Library, URLError> {
        answer { $0.library(named: name) }.producer()
    }

    public func fetchLibraryPubSub(named name: String) -> Deferred<AnyPublisher<Library, URLError>> {
        answer { $0.library(named: name) }.publisher()
    }

    public func fetchDetailsPush(for library: Library) -> Single<LibraryDetails> {
        answer { $0.details(of: library) }.single()
    }

    public func fetchDetailsPull(for library: Library) -> SignalProducer<LibraryDetails, URLError> {
        answer { $0.details(of: library) }.producer()
    }

    public func fetchDetailsPubSub(for library: Library) -> Deferred<AnyPublisher<LibraryDetails, URLError>> {
        answer { $0.details(of: library) }.publisher()
    }

    public func fetchIdentifiersPush() -> Single<[String]> {
        answer { .success($0.identifiers) }.single()
    }

    public func fetchIdentifiersPull() -> SignalProducer<[String], URLError> {
        answer { .success($0.identifiers) }.producer()
    }

    public func fetchIdentifiersPubSub() -> Deferred<AnyPublisher<[String], URLError>> {
        answer { .success($0.identifiers) }.publisher()
    }

    /// A request answered by `respond` after ``latency`` on the queue; cancelling drops the answer.
    ///
    /// A cancel racing with the answer may lose; each style then drops the late answer itself,
    /// since nothing follows the end of a subscription.
    private func answer<Value: Sendable>(
        _ respond: @escaping @Sendable (CatalogLookup) -> Result<Value, URLError>
    ) -> CallbackRequest<Value> {
        CallbackRequest { [lookup, queue, latency] completion in
            let cancelled = Locked(false)
            queue.asyncAfter(deadline: .now() + latency) {
                guard !cancelled.withLock({ $0 }) else { return }
                completion(respond(lookup))
            }
            return { cancelled.withLock { $0 = true } }
        }
    }
}
