import Foundation
import Scheduling

/// Runs actions as operations on an `OperationQueue`, at the given priority.
///
/// Same as RxSwift's `OperationQueueScheduler`: an immediate scheduler (no timed scheduling); an action whose
/// disposable was disposed before its operation starts does not run. Serial or concurrent as the queue is
/// (`maxConcurrentOperationCount`); `observe(on:)` keeps its events in order either way.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
/// _ = Observable.of(1, 2).observe(on: scheduler).subscribe(onNext: { print($0) })
/// // Prints (on the queue): 1
/// //                        2
/// ```
// @unchecked: both stored properties are immutable; `OperationQueue` is thread-safe.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority of every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding operations of `queuePriority` to `operationQueue`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action(state)` unless the returned disposable was disposed first.
    ///
    /// Same as RxSwift's `schedule(_:action:)`.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendableBox { action(state) }
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value())
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
