import Dispatch
import Foundation
import PubSubStreams
import PullStreams
import PushStreams
import Scheduling

/// One event a subscription delivered, in terms common to the three styles.
enum Delivered<Value> {
    case value(Value)
    case failure(Error)
    case completed
    case interrupted

    /// The failure as a `URLError`, if it is one.
    var urlError: URLError? {
        if case let .failure(error) = self { return error as? URLError }
        return nil
    }

    /// The value, if this is one.
    var value: Value? {
        if case let .value(value) = self { return value }
        return nil
    }
}

/// Records what a subscription delivers, from whatever thread delivers it, and lets a test block
/// until something has arrived (the blocking-first pattern, with a timeout, for all three styles).
///
/// `LibraryFetchTests` depends on `LibraryFetch` only, so RxBlocking's and the pub-sub test module's
/// blocking helpers are not available here; this small recorder stands in for both, and records
/// whether each event arrived on the main thread.
final class DeliveryRecorder<Value>: Sendable {
    /// One recorded event and whether it arrived on the main thread.
    struct Entry {
        let event: Delivered<Value>
        let onMainThread: Bool
    }

    private let entries = Locked<[Entry]>([])
    private let arrived = DispatchSemaphore(value: 0)

    /// Everything recorded so far.
    var all: [Entry] { entries.withLock { $0 } }

    /// Records `event`, noting the current thread.
    func record(_ event: Delivered<Value>) {
        entries.withLock { $0.append(Entry(event: event, onMainThread: Thread.isMainThread)) }
        arrived.signal()
    }

    /// Blocks until the first event arrives; `nil` after `timeout` seconds.
    func first(timeout: TimeInterval = 1) -> Entry? {
        if let first = all.first { return first }
        _ = arrived.wait(timeout: .now() + .milliseconds(Int(timeout * 1_000)))
        return all.first
    }

    /// Subscribes to `single`, recording its result.
    static func subscribe(_ single: Single<Value>) -> (DeliveryRecorder, PushStreams.Disposable) {
        let recorder = DeliveryRecorder()
        let disposable = single.subscribe { result in
            switch result {
            case let .success(value): recorder.record(.value(value))
            case let .failure(error): recorder.record(.failure(error))
            }
        }
        return (recorder, disposable)
    }

    /// Starts `producer`, recording every event.
    static func start(_ producer: SignalProducer<Value, URLError>) -> (DeliveryRecorder, PullStreams.Disposable) {
        let recorder = DeliveryRecorder()
        let disposable = producer.start { event in
            switch event {
            case let .value(value): recorder.record(.value(value))
            case let .failed(error): recorder.record(.failure(error))
            case .completed: recorder.record(.completed)
            case .interrupted: recorder.record(.interrupted)
            }
        }
        return (recorder, disposable)
    }

    /// Sinks `publisher`, recording every event.
    static func sink(_ publisher: some Publisher<Value, URLError>) -> (DeliveryRecorder, AnyCancellable) {
        let recorder = DeliveryRecorder()
        let cancellable = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: recorder.record(.completed)
                case let .failure(error): recorder.record(.failure(error))
                }
            },
            receiveValue: { recorder.record(.value($0)) }
        )
        return (recorder, cancellable)
    }
}
