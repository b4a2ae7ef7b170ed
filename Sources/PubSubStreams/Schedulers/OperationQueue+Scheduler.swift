import Foundation
import Scheduling

/// `OperationQueue` is a pub-sub `Scheduler`, with Combine's spelling of its time and stride types.
///
/// Mirrors Combine's `OperationQueue` conformance (OpenCombineFoundation's on Linux): `schedule(_:)`
/// adds a `BlockOperation`; `schedule(after:)` adds an operation that becomes ready at the date (so
/// the queue's limits and dependencies still apply); a repeating schedule adds one such operation per
/// tick, each added when the previous one has run, until the returned cancellable cancels the
/// current one. An operation that has run does nothing when run again. In a file that also sees
/// Combine, write ``OperationQueueSchedulerTimeType``.
///
/// ```swift
/// let queue = OperationQueue()
/// let c = Just(1).receive(on: queue).sink { print($0) }
/// queue.waitUntilAllOperationsAreFinished()
/// // Prints: 1
/// ```
extension OperationQueue: Scheduler {
    /// Combine's name for operation-queue time: ``OperationQueueSchedulerTimeType``.
    public typealias SchedulerTimeType = OperationQueueSchedulerTimeType

    /// Combine's name for the operation-queue options: ``OperationQueueSchedulerOptions``.
    public typealias SchedulerOptions = OperationQueueSchedulerOptions

    /// The current date.
    public var now: OperationQueueSchedulerTimeType { OperationQueueSchedulerTimeType(Date()) }

    /// Zero.
    public var minimumTolerance: OperationQueueSchedulerTimeType.Stride { OperationQueueSchedulerTimeType.Stride(0) }

    /// Adds a `BlockOperation` running `action`.
    public func schedule(options: OperationQueueSchedulerOptions?, _ action: @escaping () -> Void) {
        let box = UncheckedSendableBox(action)
        addOperation(BlockOperation { box.value() })
    }

    /// Adds an operation running `action` that becomes ready at `date`.
    public func schedule(
        after date: OperationQueueSchedulerTimeType, tolerance: OperationQueueSchedulerTimeType.Stride,
        options: OperationQueueSchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let operation = TimedOperation(action, chain: nil)
        addOperation(operation)
        operation.becomeReady(after: date.date.timeIntervalSinceNow)
    }

    /// Adds an operation running `action` at `date`, and after each run the next one, `interval` later.
    public func schedule(
        after date: OperationQueueSchedulerTimeType, interval: OperationQueueSchedulerTimeType.Stride,
        tolerance: OperationQueueSchedulerTimeType.Stride, options: OperationQueueSchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let chain = TimedOperation.Chain(queue: self, interval: interval.timeInterval)
        let first = TimedOperation(action, chain: chain)
        chain.start(first)
        addOperation(first)
        first.becomeReady(after: date.date.timeIntervalSinceNow)
        return AnyCancellable { chain.cancel() }
    }
}

/// An operation that runs its action once, when the queue runs it after it became ready (at a date).
final class TimedOperation: Operation, Cancellable, @unchecked Sendable {
    // @unchecked: the mutable state is in `state`, under its lock; Operation's own is thread-safe.

    /// The repeating schedule: the operation of the current tick, and the queue the next one goes to.
    final class Chain: @unchecked Sendable {
        // @unchecked: `state` is only touched under its lock.
        private let state: Locked<(queue: OperationQueue?, current: TimedOperation?)>
        private let interval: TimeInterval

        init(queue: OperationQueue, interval: TimeInterval) {
            state = Locked((queue, nil))
            self.interval = interval
        }

        func start(_ operation: TimedOperation) { state.withLock { $0.current = operation } }

        /// `finished` ran: adds the next tick's operation, unless the chain was cancelled.
        func next(after finished: TimedOperation, _ action: @escaping () -> Void) {
            let operation = TimedOperation(action, chain: self)
            let queue = state.withLock { state -> OperationQueue? in
                guard state.current === finished, let queue = state.queue else { return nil }
                state.current = operation
                return queue
            }
            guard let queue else { return }
            queue.addOperation(operation)
            operation.becomeReady(after: interval)
        }

        func cancel() {
            let current = state.withLock { state -> TimedOperation? in
                defer { state = (nil, nil) }
                return state.current
            }
            current?.cancel()
        }
    }

    private let state: Locked<(action: (() -> Void)?, chain: Chain?, ready: Bool)>

    init(_ action: @escaping () -> Void, chain: Chain?) {
        state = Locked((action, chain, false))
        super.init()
    }

    /// Ready once its date has come (or once cancelled, so that the queue can let it go).
    override var isReady: Bool { super.isReady && (state.withLock { $0.ready } || isCancelled) }

    override func main() {
        let (action, chain) = state.withLock { state -> ((() -> Void)?, Chain?) in
            defer { state.action = nil }
            return (state.action, state.chain)
        }
        guard let action else { return }
        action()
        chain?.next(after: self, action)
    }

    override func cancel() {
        state.withLock { state in
            state.action = nil
            state.chain = nil
        }
        readinessChanges { super.cancel() }
    }

    /// Becomes ready `seconds` from now.
    func becomeReady(after seconds: TimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + Swift.max(0, seconds)) { [weak self] in
            self?.readinessChanges { self?.state.withLock { $0.ready = true } }
        }
    }

    /// Tells the queue (by key-value observing) that `isReady` may change in `body`.
    private func readinessChanges(_ body: () -> Void) {
        #if canImport(Darwin)
            willChangeValue(forKey: "isReady")
            body()
            didChangeValue(forKey: "isReady")
        #else
            willChangeValue(for: \.isReady)
            body()
            didChangeValue(for: \.isReady)
        #endif
    }
}
