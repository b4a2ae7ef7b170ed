import Scheduling

// The async/await bridges of the traits (RxSwift's PrimitiveSequence+Concurrency.swift and
// Infallible+Concurrency.swift): `value` awaits the one outcome; cancelling the awaiting task disposes the
// subscription, and a subscription disposed before its outcome throws `CancellationError`.

extension PrimitiveSequence where Trait == SingleTrait {
    /// A single whose result is what `work` returns or throws, run in a task per subscriber.
    ///
    /// Same as RxSwift's `Single.create(detached:priority:work:)`: disposing cancels the task.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil, work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        create { single in
            let report = UncheckedSendableBox(single)
            let operation: @Sendable () async -> Void = {
                let result: SingleEvent<Element>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                nonisolated(unsafe) let handedOver = result
                report.value(handedOver)
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The element, awaited; the error is thrown.
    ///
    /// Same as RxSwift's `value` on `Single`.
    public var value: Element {
        get async throws {
            try await awaitOutcome { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) }, onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The element, or `nil` when the maybe completes empty, awaited; the error is thrown.
    ///
    /// Same as RxSwift's `value` on `Maybe`.
    public var value: Element? {
        get async throws {
            try await awaitOutcome { resume in
                subscribe(
                    onSuccess: { resume(.success($0)) }, onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) }, onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Completion, awaited; the error is thrown.
    ///
    /// Same as RxSwift's `value` on `Completable`.
    public var value: Void {
        get async throws {
            try await awaitOutcome { resume in
                subscribe(
                    onCompleted: { resume(.success(())) }, onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

extension InfallibleType {
    /// The elements as an `AsyncStream`: iterate it with `for await`.
    ///
    /// Same as RxSwift's `values` on `Infallible`: completion ends the loop; cancelling the iterating task
    /// disposes the subscription.
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream<Element> { continuation in
            let disposable = source.subscribe(
                onNext: { element in
                    nonisolated(unsafe) let handedOver = element
                    continuation.yield(handedOver)
                },
                onCompleted: { continuation.finish() })
            let subscription = UncheckedSendableBox(disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}

/// Subscribes with `subscribe` and awaits the first outcome it reports; cancelling disposes the subscription.
private func awaitOutcome<Value>(
    _ subscribe: (_ resume: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
            let resumed = Locked(false)
            subscription.setDisposable(
                subscribe { outcome in
                    guard
                        !resumed.withLock({ done in
                            defer { done = true }
                            return done
                        })
                    else { return }
                    nonisolated(unsafe) let handedOver = outcome
                    continuation.resume(with: handedOver)
                })
        }
    } onCancel: {
        subscription.dispose()
    }
}
