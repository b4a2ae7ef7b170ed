import Foundation

/// The catalog's one `async` call, `library(named:)`, as code written since Swift 5.5 has it.
///
/// The styles' `WebService` methods return streams; this is the same request as an `async` function,
/// which each style's `asyncSearchPipeline` bridges into its stream (RxSwift's `Single.create` with an
/// `async` closure, a `SignalProducer` that runs a `Task`, a Combine `Future` that runs a `Task`).
/// By default it answers from ``MockWebService/sampleCatalog`` without suspending.
///
/// ```swift
/// let service = AsyncLibraryService.failing(times: 1)
/// let text = await service.text(for: "RxSwift", on: ImmediateClock())
/// print(text)
/// // Prints: Library name: RxSwift   (after one failure and one retry)
/// ```
public struct AsyncLibraryService: Sendable {
    /// Fetches the library called `name`; throws `URLError(.fileDoesNotExist)` for an unknown name.
    public var library: @Sendable (_ name: String) async throws -> Library

    /// A service answering with `library`.
    public init(library: @escaping @Sendable (_ name: String) async throws -> Library) {
        self.library = library
    }

    /// Answers from `catalog` (default ``MockWebService/sampleCatalog``), without suspending.
    public static func catalog(_ catalog: [LibraryDetails] = MockWebService.sampleCatalog) -> AsyncLibraryService {
        let names = Set(catalog.map(\.name))
        return AsyncLibraryService { name in
            guard names.contains(name) else { throw URLError(.fileDoesNotExist) }
            return Library(name: name)
        }
    }

    /// Fails the first `times` calls with `error` (default: timed out), then answers from the catalog.
    public static func failing(times: Int, with error: URLError = URLError(.timedOut)) -> AsyncLibraryService {
        let calls = CallCounter()
        let catalog = AsyncLibraryService.catalog()
        return AsyncLibraryService { name in
            if await calls.next() <= times { throw error }
            return try await catalog.library(name)
        }
    }

    /// The label text for `query`: the library's name, or after a failure a wait of `retryDelay` on
    /// `clock` and one more try, whose error text is shown if it fails too.
    ///
    /// Cancellation (a newer query, a disposed subscription) ends the wait: the text is then
    /// `"Error occurred: cancelled"`, which the cancelled pipeline no longer delivers.
    public func text(
        for query: String, retryingAfter retryDelay: Duration = .seconds(1), on clock: any Clock<Duration>
    ) async -> String {
        do {
            return libraryText(try await library(query))
        } catch {
            do {
                try await clock.sleep(for: retryDelay)
                return libraryText(try await library(query))
            } catch is CancellationError {
                return errorText(URLError(.cancelled))
            } catch {
                return errorText(error)
            }
        }
    }
}

/// Counts calls from any task.
private actor CallCounter {
    private var count = 0

    /// The number of this call, from 1.
    func next() -> Int {
        count += 1
        return count
    }
}
