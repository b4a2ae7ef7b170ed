import Dispatch
import Foundation
import Scheduling

/// What a blocking call saw: a result (possibly `nil`) or no decision before the deadline.
enum BlockingOutcome<Value, Error: Swift.Error> {
    case finished(Result<Value, Error>?)
    case timedOut
    /// Waiting could never end (see `BlockingDeadlockDetector`); the run was interrupted.
    case wouldDeadlock(String)
}

extension SignalProducer {
    /// Starts the producer and blocks until its first value or its termination.
    ///
    /// Same as ReactiveSwift's `first()`: `nil` when it completes without a value. Blocks forever
    /// when the producer never sends or ends; prefer `first(timeout:)` in tests. Blocking on a
    /// producer whose events come from a `TestScheduler` can only finish if another thread advances
    /// that scheduler; ReactiveSwift then blocks forever when called from the thread that drives the
    /// scheduler. Ours fails fast instead: when the start left work on a `TestScheduler` last
    /// advanced (or created) by the calling thread and the result is still open, the run is
    /// interrupted, the problem is reported as a test failure (`IssueReporting`) and `nil` is
    /// returned (the timeout variants return `BlockingError.wouldDeadlock`). On the main thread the
    /// run loop keeps turning while it waits, so work queued on the main queue still runs.
    public func first() -> Result<Value, Error>? {
        take(first: 1).single()
    }

    /// Starts the producer and blocks until it terminates; the value if there was exactly one.
    ///
    /// Same as ReactiveSwift's `single()`: `nil` for no value or more than one, the failure if it
    /// failed after at most one value.
    public func single() -> Result<Value, Error>? {
        switch blockOnSingle(timeout: nil) {
        case let .finished(result): return result
        case .timedOut: return nil
        case let .wouldDeadlock(message):
            IssueReporting.report(message)
            return nil
        }
    }

    /// Starts the producer and blocks until it terminates; its last value (`nil` if none).
    public func last() -> Result<Value, Error>? {
        take(last: 1).single()
    }

    /// Starts the producer and blocks until it terminates, ignoring values.
    public func wait() -> Result<(), Error> {
        switch blockOnTermination(timeout: nil) {
        case let .finished(result): return result ?? .success(())
        case .timedOut: return .success(())
        case let .wouldDeadlock(message):
            IssueReporting.report(message)
            return .success(())
        }
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
        case let .wouldDeadlock(message): return .failure(.wouldDeadlock(message))
        case let .finished(result): return result?.mapError { .failed($0) }
        }
    }

    private func blockOnSingle(timeout: TimeInterval?) -> BlockingOutcome<Value, Error> {
        let state = Locked<(result: Result<Value, Error>?, count: Int)>((nil, 0))
        return Self.block(
            timeout: timeout, result: { state.withLock { $0.result } },
            start: { done in
                take(first: 2).start { event in
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
            })
    }

    private func blockOnTermination(timeout: TimeInterval?) -> BlockingOutcome<(), Error> {
        let state = Locked<Result<(), Error>?>(nil)
        return Self.block(
            timeout: timeout, result: { state.withLock { $0 } },
            start: { done in
                start { event in
                    switch event {
                    case .value: return
                    case let .failed(error): state.withLock { $0 = .failure(error) }
                    case .completed, .interrupted: state.withLock { $0 = .success(()) }
                    }
                    done.signal()
                }
            })
    }

    /// What the blocking calls share: `start` starts the run, which signals `done` once decided; waits
    /// for that (interrupting the run when waiting could never end or `timeout` passed), then reads `result`.
    private static func block<V>(
        timeout: TimeInterval?, result: () -> Result<V, Error>?, start: (_ done: DispatchSemaphore) -> Disposable
    ) -> BlockingOutcome<V, Error> {
        let done = DispatchSemaphore(value: 0)
        let (disposable, deadlock) = BlockingDeadlockDetector.start({ start(done) }, isDecided: { isSignaled(done) })
        if let deadlock {
            disposable.dispose()
            return .wouldDeadlock(deadlock)
        }
        guard block(on: done, timeout: timeout) else {
            disposable.dispose()
            return .timedOut
        }
        return .finished(result())
    }

    /// Whether `semaphore` was signalled already; it stays signalled for the wait that follows.
    private static func isSignaled(_ semaphore: DispatchSemaphore) -> Bool {
        guard semaphore.wait(timeout: .now()) == .success else { return false }
        semaphore.signal()
        return true
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
