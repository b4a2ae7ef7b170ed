// Copy kit (ReactiveSwift): block until a producer's first value, giving up after a timeout.
// ReactiveSwift's own `first()` waits forever; this one cannot hang a test run. Foundation only.
import Foundation
import PullStreams

/// Why `first(within:)` gave no value: the producer's own error, a timeout, or an empty end.
public enum FirstWithinError<Failure: Swift.Error>: Swift.Error, CustomStringConvertible {
    /// The producer failed with its own error.
    case failed(Failure)
    /// Nothing arrived within the timeout (seconds): the producer is slow, hot or never ends.
    case timedOut(TimeInterval)
    /// The producer completed or was interrupted before sending a value.
    case noValue

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .failed(let error):
            "The producer failed: \(error)"
        case .timedOut(let seconds):
            "No value within \(seconds) s: is the producer cold and finite, and its scheduler not a test scheduler?"
        case .noValue:
            "The producer ended without a value."
        }
    }
}

extension FirstWithinError: Equatable where Failure: Equatable {}

extension SignalProducer {
    /// Starts the producer, waits at most `timeout` seconds for its first value, and disposes it.
    ///
    /// ```swift
    /// XCTAssertEqual(viewModel.ensureLibraryExists(library: library).first(within: 1), .success(true))
    /// XCTAssertEqual(SignalProducer<Int, Never>.never.first(within: 0.01), .failure(.timedOut(0.01)))
    /// ```
    public func first(within timeout: TimeInterval) -> Result<Value, FirstWithinError<Error>> {
        let done = DispatchSemaphore(value: 0)
        let lock = KitLock()
        var outcome: Result<Value, FirstWithinError<Error>>?
        func finish(_ result: Result<Value, FirstWithinError<Error>>) {
            let first = lock.locked {
                let first = outcome == nil
                if first { outcome = result }
                return first
            }
            if first { done.signal() }
        }
        let disposable = take(first: 1).start { event in
            switch event {
            case .value(let value): finish(.success(value))
            case .failed(let error): finish(.failure(.failed(error)))
            case .completed, .interrupted: finish(.failure(.noValue))
            }
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            finish(.failure(.timedOut(timeout)))  // before disposing, whose interruption would say "no value"
        }
        disposable.dispose()
        return lock.locked { outcome ?? .failure(.timedOut(timeout)) }
    }
}
