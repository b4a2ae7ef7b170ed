import Foundation
// Copy kit (Combine): block until a publisher's first value, giving up after a timeout.
// Foundation and Combine only.
import PubSubStreams

/// Why `firstValue(within:)` threw.
public enum FirstValueWithinError: Error, Equatable, CustomStringConvertible {
    /// Nothing arrived within the timeout (seconds): the publisher is slow, hot or never ends.
    case timedOut(TimeInterval)
    /// The publisher finished before sending a value.
    case finishedWithoutValue

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .timedOut(let seconds):
            "No value within \(seconds) s: is the publisher cold and finite, and its scheduler not a test scheduler?"
        case .finishedWithoutValue:
            "The publisher finished without a value."
        }
    }
}

extension Publisher {
    /// Subscribes, waits at most `timeout` seconds for the first value, cancels and returns it.
    ///
    /// ```swift
    /// XCTAssertEqual(try viewModel.ensureLibraryExists(library: library).firstValue(within: 1), true)
    /// ```
    /// - Throws: the publisher's failure, or `FirstValueWithinError`.
    public func firstValue(within timeout: TimeInterval) throws -> Output {
        let done = DispatchSemaphore(value: 0)
        let lock = KitLock()
        var outcome: Result<Output, Error>?
        func finish(_ result: Result<Output, Error>) {
            let first = lock.locked {
                let first = outcome == nil
                if first { outcome = result }
                return first
            }
            if first { done.signal() }
        }
        let cancellable = first().sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: finish(.failure(FirstValueWithinError.finishedWithoutValue))
                case .failure(let error): finish(.failure(error))
                }
            },
            receiveValue: { finish(.success($0)) }
        )
        _ = done.wait(timeout: .now() + timeout)
        cancellable.cancel()
        let result = lock.locked { outcome ?? .failure(FirstValueWithinError.timedOut(timeout)) }
        return try result.get()
    }
}
