import Foundation
import PullStreams

extension PullLibraryViewModel {
    /// The debounced search over an `async` service: debounce 0.3 s on `main`, skip repeats, and for
    /// the latest query await ``AsyncLibraryService/text(for:retryingAfter:on:)`` (retry after a
    /// `Task.sleep` on `clock`) in a `Task` that the producer's lifetime cancels; results on `main`.
    ///
    /// ReactiveSwift has no bridge from `async` code; the producer below is written with its public API.
    public static func asyncSearchPipeline(
        queries: SignalProducer<String, Never>, main: any DateScheduler, service: AsyncLibraryService,
        clock: any Clock<Duration>, retryDelay: Duration = .seconds(1)
    ) -> SignalProducer<String, Never> {
        queries
            .debounce(0.3, on: main)
            .skipRepeats()
            .flatMap(.latest) { query in
                SignalProducer<String, Never> { observer, lifetime in
                    nonisolated(unsafe) let observer = observer  // an observer may be sent to from any thread
                    let task = Task {
                        let text = await service.text(for: query, retryingAfter: retryDelay, on: clock)
                        observer.send(value: text)
                        observer.sendCompleted()
                    }
                    lifetime.observeEnded { task.cancel() }
                }
            }
            .observe(on: main)
    }
}
