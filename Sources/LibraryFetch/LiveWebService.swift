import Foundation
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `WebService` that fetches JSON over real HTTP with `URLSession`.
///
/// Not part of the tutorials' libraries: it is the truly asynchronous service their scheduler
/// advice is about. It answers three endpoints under `baseURL`:
///
/// | call | request | body |
/// |---|---|---|
/// | `fetchLibrary…(named:)` | `GET <base>/libraries/<name>` | `{"name": …}` (`Library`) |
/// | `fetchDetails…(for:)` | `GET <base>/libraries/<name>/details` | `LibraryDetails` |
/// | `fetchIdentifiers…()` | `GET <base>/libraries` | `["swift.rxswift", …]` |
///
/// Every method is cold: nothing is requested until a subscriber starts it, and each subscriber
/// starts its own request. Each style wraps the callback API in its natural type
/// (`Single.create`; `SignalProducer { observer, lifetime in … }`; `Deferred { Future { … } }`),
/// and ending the subscription before the answer (dispose, interrupt, cancel) cancels the
/// `URLSessionTask`. Values arrive on a `URLSession` background queue, never on the main queue:
/// inject a scheduler (`observe(on:)`, `receive(on:)`) or block on the first value in tests.
///
/// Failures are `URLError`s whose codes `reason(for:)` turns into words:
/// - status 404: `.fileDoesNotExist` ("library not found");
/// - any other status outside 200–299, or no HTTP response: `.badServerResponse`;
/// - a body that does not decode: `.cannotParseResponse` ("unreadable response");
/// - no connection, refused connection, timeout, cancellation: `URLSession`'s own code, unchanged.
/// The error's `userInfo` names the URL and, for a bad status, the status code.
///
/// ```swift
/// let service = LiveWebService(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let library = service.fetchLibraryPull(named: "RxSwift").first(timeout: 5)
/// print(library as Any)
/// // Prints: Optional(Swift.Result<…>.success(LibraryFetch.Library(name: "RxSwift")))
/// ```
public final class LiveWebService: WebService, Sendable {
    /// The default request timeout, in seconds.
    public static let defaultTimeout: TimeInterval = 5

    /// The server's root; the endpoints are below it.
    public let baseURL: URL
    /// How long a request may take, in seconds, before it fails with `URLError(.timedOut)`.
    public let timeout: TimeInterval

    private let session: URLSession

    /// Creates a service for the server at `baseURL`.
    ///
    /// The service owns an ephemeral `URLSession` (no cache, no cookies). Each request fails with
    /// `URLError(.timedOut)` once `timeout` seconds have passed without an answer. A `timeout` that is not a positive number is reported
    /// through `IssueReporting` and replaced by ``defaultTimeout``.
    /// - Parameters:
    ///   - baseURL: the server's root, for example `http://127.0.0.1:8080` (a path prefix is kept).
    ///   - timeout: seconds a request may take (default ``defaultTimeout``).
    public init(baseURL: URL, timeout: TimeInterval = LiveWebService.defaultTimeout) {
        var timeout = timeout
        if !(timeout > 0 && timeout.isFinite) {
            IssueReporting.report(
                "LiveWebService(timeout: \(timeout)) expected a positive number of seconds; "
                    + "using \(Self.defaultTimeout) instead."
            )
            timeout = Self.defaultTimeout
        }
        self.baseURL = baseURL
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout + 1
        configuration.timeoutIntervalForResource = timeout + 1
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The URL of the endpoint whose path below `baseURL` is `segments` (each one percent-encoded).
    ///
    /// ```swift
    /// let service = LiveWebService(baseURL: URL(string: "http://localhost:8080/api/")!)
    /// print(service.url(["libraries", "Rx Swift", "details"])!)
    /// // Prints: http://localhost:8080/api/libraries/Rx%20Swift/details
    /// ```
    public func url(_ segments: [String]) -> URL? {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let path = segments.map { $0.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? $0 }
        return URL(string: ([base] + path).joined(separator: "/"))
    }

    public func fetchLibraryPush(named name: String) -> Single<Library> {
        get(Library.self, ["libraries", name]).single()
    }

    public func fetchLibraryPull(named name: String) -> SignalProducer<Library, URLError> {
        get(Library.self, ["libraries", name]).producer()
    }

    public func fetchLibraryPubSub(named name: String) -> Deferred<AnyPublisher<Library, URLError>> {
        get(Library.self, ["libraries", name]).publisher()
    }

    public func fetchDetailsPush(for library: Library) -> Single<LibraryDetails> {
        get(LibraryDetails.self, ["libraries", library.name, "details"]).single()
    }

    public func fetchDetailsPull(for library: Library) -> SignalProducer<LibraryDetails, URLError> {
        get(LibraryDetails.self, ["libraries", library.name, "details"]).producer()
    }

    public func fetchDetailsPubSub(for library: Library) -> Deferred<AnyPublisher<LibraryDetails, URLError>> {
        get(LibraryDetails.self, ["libraries", library.name, "details"]).publisher()
    }

    public func fetchIdentifiersPush() -> Single<[String]> {
        get([String].self, ["libraries"]).single()
    }

    public func fetchIdentifiersPull() -> SignalProducer<[String], URLError> {
        get([String].self, ["libraries"]).producer()
    }

    public func fetchIdentifiersPubSub() -> Deferred<AnyPublisher<[String], URLError>> {
        get([String].self, ["libraries"]).publisher()
    }

    /// Where request deadlines fire: a serial queue, so it gets a thread even when the pool's are blocked.
    private static let deadlines = DispatchQueue(label: "LibraryFetch.LiveWebService.deadlines")

    /// URL path characters allowed unescaped inside one segment (no `/`, so a name stays one segment).
    private static let segmentCharacters: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        return allowed
    }()

    /// One `GET` of the endpoint at `segments`, decoding a `Value`, as a cancellable callback request.
    ///
    /// The deadline is kept here, not only by `URLSession`: Foundation on Linux rounds request
    /// timeouts down to whole seconds (0.5 s times out at once, 1.5 s after 1 s). A timer fails the
    /// request with `URLError(.timedOut)` after exactly ``timeout`` and cancels the task; the
    /// session's own timeouts, a second longer, are only a backstop. The completion runs at most
    /// once and is released as soon as the request ends, so no subscription outlives it.
    private func get<Value: Decodable & Sendable>(_: Value.Type, _ segments: [String]) -> CallbackRequest<Value> {
        CallbackRequest { [self] completion in
            guard let url = url(segments) else {
                completion(.failure(URLError(.badURL)))
                return {}
            }
            let pending = Locked<(@Sendable (Result<Value, URLError>) -> Void)?>(completion)
            let finish: @Sendable (Result<Value, URLError>?) -> Void = { result in
                let completion = pending.withLock { pending in
                    defer { pending = nil }
                    return pending
                }
                if let result { completion?(result) }
            }
            var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout + 1)
            request.httpMethod = "GET"
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let task = session.dataTask(with: request) { data, response, error in
                finish(HTTPResponse.decode(Value.self, url: url, data: data, response: response, error: error))
            }
            task.resume()
            Self.deadlines.asyncAfter(deadline: .now() + timeout) { [timeout] in
                guard pending.withLock({ $0 != nil }) else { return }
                finish(
                    .failure(
                        URLError(
                            .timedOut,
                            userInfo: [
                                NSURLErrorFailingURLErrorKey: url,
                                NSLocalizedDescriptionKey: "no answer from \(url.absoluteString) within \(timeout) s",
                            ])))
                task.cancel()
            }
            return {
                finish(nil)
                task.cancel()
            }
        }
    }
}
