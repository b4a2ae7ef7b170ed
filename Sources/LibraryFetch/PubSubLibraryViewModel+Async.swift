import Foundation
import PubSubStreams

extension PubSubLibraryViewModel {
    /// The debounced search over an `async` service: debounce 0.3 s on `main`, remove duplicates, and
    /// for the latest query await ``AsyncLibraryService/text(for:retryingAfter:on:)`` (retry after a
    /// `Task.sleep` on `clock`) in a `Task` behind a `Future`; a cancelled subscription cancels the task.
    public static func asyncSearchPipeline(
        queries: AnyPublisher<String, Never>, main: AnySchedulerOf<DispatchQueue>, service: AsyncLibraryService,
        clock: any Clock<Duration>, retryDelay: Duration = .seconds(1)
    ) -> AnyPublisher<String, Never> {
        queries
            .debounce(for: .milliseconds(300), scheduler: main)
            .removeDuplicates()
            .map { query in
                Deferred {
                    let running = RunningTask()
                    return Future<String, Never> { promise in
                        nonisolated(unsafe) let fulfil = promise  // a Future's promise may be called from any thread
                        running.set(Task { fulfil(.success(await service.text(for: query, retryingAfter: retryDelay, on: clock))) })
                    }
                    .handleEvents(receiveCancel: { running.cancel() })
                }
            }
            .switchToLatest()
            .receive(on: main)
            .eraseToAnyPublisher()
    }
}

/// The task behind one search's `Future`, cancelled when its subscriber cancels.
// @unchecked: `task` and `cancelled` are read and written only under `lock`.
private final class RunningTask: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private var cancelled = false

    func set(_ task: Task<Void, Never>) {
        let cancelNow = lock.locked {
            self.task = task
            return cancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.locked {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}

extension NSLock {
    /// Runs `body` while holding the lock (Foundation's own `withLock` needs iOS 16; this file runs on iOS 13).
    fileprivate func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
