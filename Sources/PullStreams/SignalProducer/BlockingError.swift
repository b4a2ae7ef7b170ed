import Foundation

/// Why a blocking call with a timeout (`first(timeout:)`, `single(timeout:)`, `last(timeout:)`,
/// `wait(timeout:)`) did not produce the producer's own result.
///
/// ReactiveSwift's blocking calls have no timeout and can block forever; ours add these variants.
/// `.failed` carries the producer's own error, `.timedOut` says that no result arrived in time
/// (the run is then disposed, so it is interrupted), `.wouldDeadlock` that waiting could never end.
///
/// ```swift
/// let result = SignalProducer<Int, Never>.never.first(timeout: 0.01)
/// print(result!)
/// // Prints: failure(Timed out after 0.01s waiting for first() ...)
/// ```
public enum BlockingError<Error: Swift.Error>: Swift.Error, CustomStringConvertible {
    /// The producer failed with this error.
    case failed(Error)
    /// Nothing decided the result within this many seconds.
    case timedOut(after: TimeInterval)
    /// Waiting could never end (the producer waits on a `TestScheduler` driven by the blocked thread);
    /// the run was interrupted at once. Carries the explanation.
    case wouldDeadlock(String)

    /// The producer's error, if it failed.
    public var error: Error? {
        if case let .failed(error) = self { return error }
        return nil
    }

    /// Whether this is a timeout.
    public var isTimeout: Bool {
        if case .timedOut = self { return true }
        return false
    }

    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case let .failed(error):
            return "\(error)"
        case let .timedOut(seconds):
            return "Timed out after \(seconds)s: the producer neither terminated nor sent the value the call waits for. "
                + "Blocking needs a cold producer that finishes; if its events come from a TestScheduler, "
                + "advance that scheduler from another thread, or test it in virtual time instead."
        case let .wouldDeadlock(explanation):
            return explanation
        }
    }
}

extension BlockingError: Equatable where Error: Equatable {}
