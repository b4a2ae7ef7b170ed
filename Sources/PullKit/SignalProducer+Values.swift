// Copy kit (ReactiveSwift): Swift Concurrency bridges that ReactiveSwift does not have (its bridge
// has been an open request since 2021): `values` as an async sequence, and an `async` `first()`.
// Ours, written only against ReactiveSwift's public API (start, observe, take(first:),
// SerialDisposable), so this file copies into a project on ReactiveSwift 7 unchanged. Foundation only.
import Foundation
import PullStreams

extension SignalProducer {
    /// The producer's values as an `AsyncThrowingStream`: starts it, ends with its completion, throws its error.
    ///
    /// Not in ReactiveSwift (ours, as RxSwift's `values` and Combine's `values` are theirs). Buffering:
    /// unbounded by default, as RxSwift's `values`: a producer has no back-pressure, so every value sent
    /// while the loop is busy waits in the stream; pass `.bufferingNewest(n)` to keep only the latest.
    /// The producer starts when the stream is made (reading `values`), not when the loop begins.
    /// Cancelling the iterating task (or dropping the stream) disposes the producer; an interruption
    /// from elsewhere ends the loop with `CancellationError`.
    ///
    /// ```swift
    /// for try await value in SignalProducer<Int, URLError>([1, 2]).values { print(value) }
    /// // Prints: 1
    /// //         2
    /// ```
    @_disfavoredOverload  // a producer that cannot fail takes the `AsyncStream` below
    public var values: AsyncThrowingStream<Value, Swift.Error> { values(bufferingPolicy: .unbounded) }

    /// The values as an `AsyncThrowingStream` that buffers as `bufferingPolicy` says (see ``values``).
    @_disfavoredOverload
    public func values(
        bufferingPolicy: AsyncThrowingStream<Value, Swift.Error>.Continuation.BufferingPolicy
    ) -> AsyncThrowingStream<Value, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Value, Swift.Error>.makeStream(bufferingPolicy: bufferingPolicy)
        let subscription = SubscriptionBox()
        continuation.onTermination = { _ in subscription.disposable.dispose() }
        subscription.disposable.inner = start { event in
            switch event {
            case .value(let value):
                nonisolated(unsafe) let handedOver = value  // events are serial: each value is handed over once
                continuation.yield(handedOver)
            case .failed(let error):
                continuation.finish(throwing: error)
            case .completed:
                continuation.finish()
            case .interrupted:
                continuation.finish(throwing: CancellationError())
            }
        }
        return stream
    }

    /// The first value, awaited; `nil` when the producer completes or is interrupted first; throws its error.
    ///
    /// Not in ReactiveSwift, whose blocking `first()` returns `Result<Value, Error>?` and waits forever
    /// on a producer that never sends; this one suspends instead of blocking, and cancelling the awaiting
    /// task disposes the producer and returns `nil`. It throws only the producer's own `Error`, so
    /// `first()` of a `SignalProducer<_, Never>` needs no `try`.
    ///
    /// ```swift
    /// let exists = try await viewModel.ensureLibraryExists(library: library).first()
    /// print(exists ?? false)
    /// // Prints: true
    /// ```
    public func first() async throws(Error) -> Value? {
        let subscription = SubscriptionBox()
        let outcome: Result<Value?, Error> = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value?, Error>, Never>) in
                let once = ResumeOnce(continuation)
                subscription.disposable.inner = take(first: 1).start { event in
                    switch event {
                    case .value(let value): once.resume(.success(value))
                    case .failed(let error): once.resume(.failure(error))
                    case .completed, .interrupted: once.resume(.success(nil))
                    }
                }
            }
        } onCancel: {
            subscription.disposable.dispose()
        }
        subscription.disposable.dispose()
        return try outcome.get()
    }
}

extension SignalProducer where Error == Never {
    /// The values of a producer that cannot fail, as an `AsyncStream` (see the throwing ``values``).
    ///
    /// Not in ReactiveSwift. Completion and interruption end the loop; cancelling the task disposes the producer.
    public var values: AsyncStream<Value> { values(bufferingPolicy: .unbounded) }

    /// The values as an `AsyncStream` that buffers as `bufferingPolicy` says.
    public func values(bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: bufferingPolicy)
        let subscription = SubscriptionBox()
        continuation.onTermination = { _ in subscription.disposable.dispose() }
        subscription.disposable.inner = start { event in
            switch event {
            case .value(let value):
                nonisolated(unsafe) let handedOver = value
                continuation.yield(handedOver)
            case .completed, .interrupted:
                continuation.finish()
            }
        }
        return stream
    }
}

extension Signal {
    /// The signal's values from now on, as an `AsyncThrowingStream` (see `SignalProducer.values`).
    ///
    /// Not in ReactiveSwift. A signal is hot: the observation starts when `values` is read, so what was
    /// sent before is not seen, and what is sent between then and the loop waits in the buffer
    /// (unbounded). Cancelling the task ends the observation; the signal itself goes on.
    @_disfavoredOverload
    public var values: AsyncThrowingStream<Value, Swift.Error> {
        SignalProducer(self).values
    }

    /// The next value, awaited (see `SignalProducer.first()`): `nil` when the signal ends first.
    public func first() async throws(Error) -> Value? {
        try await SignalProducer(self).first()
    }
}

extension Signal where Error == Never {
    /// The values of a signal that cannot fail, from now on, as an `AsyncStream`.
    public var values: AsyncStream<Value> {
        SignalProducer(self).values
    }
}

/// Resumes a continuation once: the first outcome wins, later ones (an interruption after a value) are ignored.
// @unchecked: `continuation` is taken out under `lock`, once.
private final class ResumeOnce<Outcome>: @unchecked Sendable {
    private let lock = KitLock()
    private var continuation: CheckedContinuation<Outcome, Never>?

    init(_ continuation: CheckedContinuation<Outcome, Never>) { self.continuation = continuation }

    func resume(_ outcome: Outcome) {
        let taken = lock.locked {
            let taken = continuation
            continuation = nil
            return taken
        }
        nonisolated(unsafe) let handedOver = outcome
        taken?.resume(returning: handedOver)
    }
}

/// ReactiveSwift's `SerialDisposable` is thread-safe but not marked `Sendable`; the termination and
/// cancellation handlers that dispose it are `@Sendable`.
// @unchecked: its one property is a thread-safe SerialDisposable, set once per use.
private final class SubscriptionBox: @unchecked Sendable {
    let disposable = SerialDisposable()
}
