import Dispatch
import Foundation

/// Runs work on a (possibly concurrent) dispatch queue.
///
/// Same as RxSwift's `ConcurrentDispatchQueueScheduler`. Work items may run in parallel; each
/// stream still delivers its events serially (our operators serialize).
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// _ = Observable.just(1).subscribe(on: background).subscribe(onNext: { print($0) })
/// // Prints (on a background thread): 1
/// ```
public final class ConcurrentDispatchQueueScheduler: DispatchQueueScheduling, Sendable {
    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on the global queue of `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Runs `action` asynchronously on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

}
