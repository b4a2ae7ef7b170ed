import Foundation
import LibraryFetch
import PubSubStreams
import PubSubStreamsTest
import PullStreams
import PushStreams
import PushStreamsTest
import Scheduling

/// The async patterns' wiring: await-first's awaited value and the async search on one clock.
enum AsyncWiring {
    /// The first value of `ensureLibraryExists(library:)`, awaited through the style's bridge
    /// (with a one-second timeout on the stream), as text; the awaiting thread waits for the task.
    static func awaitFirstValue(_ style: Style, library: Library) throws -> String {
        try waitForTask {
            switch style {
            case .push:
                let viewModel = PushLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let value = try await viewModel.ensureLibraryExists(library: library).take(1).asSingle()
                    .timeout(.seconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
                return "\(value)"
            case .pull:
                let viewModel = PullLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                // The pull kit's `first() async` in short (the cookbook does not link the kits).
                let producer = viewModel.ensureLibraryExists(library: library)
                    .timeout(after: 1, raising: URLError(.timedOut), on: QueueScheduler(qos: .default, name: "timeout")).take(first: 1)
                return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, Error>) in
                    let resumed = Locked(false)
                    producer.start { event in
                        let outcome: Result<String, Error>
                        switch event {
                        case .value(let value): outcome = .success("\(value)")
                        case .failed(let error): outcome = .failure(error)
                        case .completed, .interrupted: outcome = .success("nothing")
                        }
                        if !resumed.withLock({ done in
                            defer { done = true }
                            return done
                        }) {
                            continuation.resume(with: outcome)
                        }
                    }
                }
            case .pubsub:
                let viewModel = PubSubLibraryViewModel(webService: MockWebService(), schedulers: .immediate)
                let value = try await viewModel.ensureLibraryExists(library: library)
                    .timeout(.seconds(1), scheduler: DispatchQueue(label: "timeout"), customError: { URLError(.timedOut) })
                    .first()  // ends the subscription with the value: Combine's timeout keeps timing after a completion
                    .values.first { _ in true }
                return value.map { "\($0)" } ?? "nothing"
            }
        }
    }

    /// Types each query into the style's `asyncSearchPipeline` (test scheduler and `TestClock` on
    /// `clock`, a service that fails its first call) and records the label text.
    static func search(_ style: Style, clock: VirtualClock, recorder: TimelineRecorder, queries: [TimelineEvent]) -> [Any] {
        let typed = queries.compactMap { event in event.notification.value.map { (time: event.time, query: $0) } }
        let testClock = TestClock(virtualClock: clock)
        let service = AsyncLibraryService.failing(times: 1)
        switch style {
        case .push:
            let scheduler = PushStreamsTest.TestScheduler(clock: clock, resolution: StyleWiring.pushResolution)
            let input = PublishSubject<String>()
            let subscription = PushLibraryViewModel.asyncSearchPipeline(queries: input, main: scheduler, service: service, clock: testClock)
                .subscribe(onNext: recorder.value, onError: recorder.error, onCompleted: recorder.completed)
            for (time, query) in typed { clock.schedule(at: time) { input.onNext(query) } }
            return [scheduler, input, subscription]
        case .pull:
            let scheduler = PullStreams.TestScheduler(clock: clock)
            let (signal, input) = Signal<String, Never>.pipe()
            let disposable = PullLibraryViewModel.asyncSearchPipeline(
                queries: SignalProducer(signal), main: scheduler, service: service, clock: testClock
            ).startWithValues(recorder.value)
            for (time, query) in typed { clock.schedule(at: time) { input.send(value: query) } }
            return [scheduler, input, disposable]
        case .pubsub:
            let scheduler = DispatchQueue.test(clock: clock)
            let input = PassthroughSubject<String, Never>()
            let cancellable = PubSubLibraryViewModel.asyncSearchPipeline(
                queries: input.eraseToAnyPublisher(), main: scheduler.eraseToAnyScheduler(), service: service, clock: testClock
            ).sink(receiveValue: recorder.value)
            for (time, query) in typed { clock.schedule(at: time) { input.send(query) } }
            return [scheduler, input, cancellable]
        }
    }

    /// Advances `clock` to `nanoseconds` through a `TestClock`, which waits for the tasks each action
    /// starts or wakes; this thread waits for that (at most ten seconds).
    static func advance(_ clock: VirtualClock, to nanoseconds: Int64) throws {
        let testClock = TestClock(virtualClock: clock)
        try waitForTask { await testClock.advance(to: TestClock.Instant(nanoseconds: nanoseconds)) }
    }
}

/// Runs `operation` in a task and waits for its result on this thread, at most `timeout` seconds.
func waitForTask<Value: Sendable>(timeout: TimeInterval = 10, _ operation: @escaping @Sendable () async throws -> Value) throws -> Value {
    let done = DispatchSemaphore(value: 0)
    let outcome = Locked<Result<Value, Error>?>(nil)
    Task {
        let result: Result<Value, Error>
        do { result = .success(try await operation()) } catch { result = .failure(error) }
        outcome.withLock { $0 = result }
        done.signal()
    }
    guard done.wait(timeout: .now() + timeout) == .success, let result = outcome.withLock({ $0 }) else {
        throw AsyncWaitTimeout(seconds: timeout)
    }
    return try result.get()
}

/// An async scenario step did not finish in time.
struct AsyncWaitTimeout: Error, CustomStringConvertible {
    let seconds: TimeInterval
    var description: String { "the async step did not finish within \(seconds) s" }
}
