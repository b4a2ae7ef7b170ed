import Dispatch
import Foundation

/// Runs work on a serial dispatch queue.
///
/// Same as RxSwift's `SerialDispatchQueueScheduler`. `observe(on:)` with it keeps order.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(qos: .default)
/// _ = Observable.just(1).observe(on: scheduler).subscribe(onNext: { print($0) })
/// // Prints (on the queue): 1
/// ```
// @unchecked: every stored property is an immutable `Sendable` value; subclasses add none that are mutable.
public class SerialDispatchQueueScheduler: DispatchQueueScheduling, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue`.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of `qos`.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Runs `action` asynchronously on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

}
