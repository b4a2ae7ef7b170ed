import Dispatch
import Foundation
import Scheduling

/// What a blocking call saw: a result (possibly `nil`) or no decision before the deadline.
enum BlockingOutcome<Value, Error: Swift.Error> {
    case finished(Result<Value, Error>?)
    case timedOut
}

extension SignalProducer {
    /// Starts the producer and blocks until its first value or its termination.
    ///
    /// Same as ReactiveSwift's `first()`: `nil` when it completes without a value. Blocks forever
    /// when the producer never sends or ends; prefer `first(timeout:)` in tests. Blocking on a
    /// producer whose events come from a `TestScheduler` can only finish if another thread advances
    /// that scheduler: from the advancing thread itself it never returns (the timeout variants
    /// then fail with `BlockingError.timedOut` instead). On the main thread the run loop keeps
    /// turning while it waits, so work queued on the main queue still runs.
    public func first() -> Result<Value, Error>? {
        take(first: 1).single()
    }

    /// Starts the producer and blocks until it terminates; the value if there was exactly one.
    ///
    /// Same as ReactiveSwift's `single()`: `nil` for no value or more than one, the failure if it
    /// failed after at most one value.
    public func single() -> Result<Value, Error>? {
        guard case let .finished(result) = blockOnSingle(timeout: nil) else { return nil }
        return result
    }

    /// Starts the producer and blocks until it terminates; its last value (`nil` if none).
    public func last() -> Result<Value, Error>? {
        take(last: 1).single()
    }

    /// Starts the producer and blocks until it terminates, ignoring values.
    public func wait() -> Result<(), Error> {
        guard case let .finished(result) = blockOnTermination(timeout: nil) else { return .success(()) }
        return result ?? .success(())
    }

    /// `first()` that gives up after `timeout` seconds with `BlockingError.timedOut`.
    public func first(timeout: TimeInterval) -> Result<Value, BlockingError<Error>>? {
        take(first: 1).single(timeout: timeout)
    }

    /// `single()` that gives up after `timeout` seconds with `BlockingError.timedOut`.
    public func single(timeout: TimeInterval) -> Result<Value, BlockingError<Error>>? {
        Self.widen(blockOnSingle(timeout: timeout), timeout)
    }

    /// `last()` that gives up after `timeout` seconds with `BlockingError.timedOut`.
    public func last(timeout: TimeInterval) -> Result<Value, BlockingError<Error>>? {
        take(last: 1).single(timeout: timeout)
    }

    /// `wait()` that gives up after `timeout` seconds with `BlockingError.timedOut`.
    public func wait(timeout: TimeInterval) -> Result<(), BlockingError<Error>> {
        Self.widen(blockOnTermination(timeout: timeout), timeout) ?? .success(())
    }

    private static func widen<V>(_ outcome: BlockingOutcome<V, Error>, _ timeout: TimeInterval) -> Result<V, BlockingError<Error>>? {
        switch outcome {
        case .timedOut: return .failure(.timedOut(after: timeout))
        case let .finished(result): return result?.mapError { .failed($0) }
        }
    }

    private func blockOnSingle(timeout: TimeInterval?) -> BlockingOutcome<Value, Error> {
        let done = DispatchSemaphore(value: 0)
        let state = Locked<(result: Result<Value, Error>?, count: Int)>((nil, 0))
        let disposable = take(first: 2).start { event in
            switch event {
            case let .value(value):
                state.withLock { state in
                    state.count += 1
                    state.result = state.count == 1 ? .success(value) : nil
                }
            case let .failed(error):
                state.withLock { $0.result = .failure(error) }
                done.signal()
            case .completed, .interrupted:
                done.signal()
            }
        }
        guard Self.block(on: done, timeout: timeout) else {
            disposable.dispose()
            return .timedOut
        }
        return .finished(state.withLock { $0.result })
    }

    private func blockOnTermination(timeout: TimeInterval?) -> BlockingOutcome<(), Error> {
        let done = DispatchSemaphore(value: 0)
        let state = Locked<Result<(), Error>?>(nil)
        let disposable = start { event in
            switch event {
            case .value: return
            case let .failed(error): state.withLock { $0 = .failure(error) }
            case .completed, .interrupted: state.withLock { $0 = .success(()) }
            }
            done.signal()
        }
        guard Self.block(on: done, timeout: timeout) else {
            disposable.dispose()
            return .timedOut
        }
        return .finished(state.withLock { $0 })
    }

    /// Waits for `semaphore`; on the main thread, keeps the run loop turning so that work the
    /// producer queued on the main queue can still run. Returns `false` on timeout.
    private static func block(on semaphore: DispatchSemaphore, timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval(max(0, $0)) }
        guard Thread.isMainThread else {
            guard let deadline else {
                semaphore.wait()
                return true
            }
            let wall = DispatchWallTime.now() + .nanoseconds(Int(max(0, deadline.timeIntervalSinceNow).clampedNanoseconds))
            return semaphore.wait(wallTimeout: wall) == .success
        }
        while semaphore.wait(timeout: .now() + .milliseconds(1)) == .timedOut {
            if let deadline, Date() >= deadline { return false }
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
        return true
    }
}
