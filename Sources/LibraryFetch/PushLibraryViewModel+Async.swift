import Foundation
import PushStreams

extension PushLibraryViewModel {
    /// The debounced search over an `async` service: debounce 0.3 s on `main`, drop repeats, and for
    /// the latest query await ``AsyncLibraryService/text(for:retryingAfter:on:)`` (retry after a
    /// `Task.sleep` on `clock`), bridged with RxSwift's `Single.create { try await … }`; results on `main`.
    ///
    /// A newer query disposes the older single, which cancels its task (and so its sleep).
    public static func asyncSearchPipeline(
        queries: Observable<String>, main: any SchedulerType, service: AsyncLibraryService,
        clock: any Clock<Duration>, retryDelay: Duration = .seconds(1)
    ) -> Observable<String> {
        queries
            .debounce(.milliseconds(300), scheduler: main)
            .distinctUntilChanged()
            .flatMapLatest { query in
                Single<String>.create { await service.text(for: query, retryingAfter: retryDelay, on: clock) }.asObservable()
            }
            .observe(on: main)
    }
}
