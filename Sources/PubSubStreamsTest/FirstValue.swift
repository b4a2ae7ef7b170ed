import Foundation
import Scheduling

/// Why `firstValue(timeout:)` could not return a value.
public enum FirstValueError: Error, Equatable, CustomStringConvertible {
    /// No value and no completion arrived within `seconds`.
    case timedOut(seconds: TimeInterval)
    /// The publisher finished without emitting any value.
    case finishedWithoutValue

    /// What was expected, what happened, why, what to do.
    public var description: String {
        switch self {
        case let .timedOut(seconds):
            return "firstValue(timeout: \(seconds)) expected a value or a completion within \(seconds)s, but none "
                + "arrived. The publisher may be hot (a subject nobody sends to), never complete, or deliver on a "
                + "queue that this thread blocks. Send the value before waiting, use a cold publisher, or inject "
                + "an immediate or test scheduler."
        case .finishedWithoutValue:
            return "firstValue(timeout:) expected a value, but the publisher finished without emitting any. "
                + "Check the publisher's inputs, or test for completion instead of a value."
        }
    }
}

extension Publisher {
    /// Blocks until the publisher's first value and returns it: the blocking-first pattern.
    ///
    /// Not in Combine or combine-schedulers (the tutorials write it by hand). Throws the publisher's
    /// failure, ``FirstValueError/finishedWithoutValue`` when it finishes empty, and
    /// ``FirstValueError/timedOut(seconds:)`` after `timeout` seconds. It never hangs: on the main thread
    /// it runs the main run loop while it waits, so a publisher delivering on `DispatchQueue.main` still
    /// gets through. The subscription is cancelled before returning.
    ///
    /// ```swift
    /// print(try Just(1).firstValue())
    /// // Prints: 1
    /// ```
    /// - Parameter timeout: how long to wait, in seconds (default 1).
    /// - Throws: the failure, or a ``FirstValueError``.
    public func firstValue(timeout: TimeInterval = 1) throws -> Output {
        let outcome = Locked<Result<Output, any Error>?>(nil)
        let semaphore = DispatchSemaphore(value: 0)
        let cancellable = first().sink(
            receiveCompletion: { completion in
                outcome.withLock { outcome in
                    guard outcome == nil else { return }
                    switch completion {
                    case .finished: outcome = .failure(FirstValueError.finishedWithoutValue)
                    case let .failure(error): outcome = .failure(error)
                    }
                }
                semaphore.signal()
            },
            receiveValue: { value in
                outcome.withLock { outcome in
                    if outcome == nil { outcome = .success(value) }
                }
            }
        )
        defer { cancellable.cancel() }
        let deadline = Date(timeIntervalSinceNow: Swift.max(0, timeout))
        if Thread.isMainThread {
            while outcome.withLock({ $0 == nil }), Date() < deadline {
                let slice = Swift.min(deadline, Date(timeIntervalSinceNow: 0.005))
                _ = RunLoop.current.run(mode: .default, before: slice)
                _ = semaphore.wait(timeout: .now() + .milliseconds(1))
            }
        } else {
            _ = semaphore.wait(timeout: .now() + .nanoseconds(Int(Swift.max(0, timeout) * 1e9)))
        }
        guard let result = outcome.withLock({ $0 }) else {
            throw FirstValueError.timedOut(seconds: timeout)
        }
        return try result.get()
    }
}
