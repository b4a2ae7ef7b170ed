import Scheduling

extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`: iterate it with `for try await`.
    ///
    /// Same as RxSwift's `values`: the sequence's error is thrown from the loop, its completion ends the loop;
    /// a subscription disposed before either ends it with `CancellationError`; cancelling the iterating task
    /// disposes the subscription.
    ///
    /// ```swift
    /// for try await value in Observable.of(1, 2).values { print(value) }
    /// // Prints: 1
    /// //         2
    /// ```
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream<Element, Swift.Error> { continuation in
            let finished = Locked(false)
            let disposable = source.subscribe(
                onNext: { element in
                    // The stream contract (serialized events, each element handed over once) makes the hop safe.
                    nonisolated(unsafe) let handedOver = element
                    continuation.yield(handedOver)
                },
                onError: { error in
                    finished.withLock { $0 = true }
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    finished.withLock { $0 = true }
                    continuation.finish()
                },
                onDisposed: {
                    guard !finished.withLock({ $0 }) else { return }
                    continuation.finish(throwing: CancellationError())
                })
            let subscription = UncheckedSendableBox(disposable)
            continuation.onTermination = { termination in
                if case .cancelled = termination { subscription.value.dispose() }
            }
        }
    }
}

extension AsyncSequence {
    /// An observable that iterates this async sequence in a detached task for each subscriber.
    ///
    /// Same as RxSwift's `asObservable(priority:)` on `AsyncSequence`: the elements, then completion; a thrown
    /// error is sent as the error, a `CancellationError` as completion; disposing cancels the task.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        return Observable.create { observer in
            let target = UncheckedSendableBox(observer)
            // The iteration as a closure made here, so the task captures no generic metatype of this sequence.
            var iterator = makeAsyncIterator()
            let next = UncheckedSendableBox { () async throws -> Element? in try await iterator.next() }
            let task = Task.detached(priority: priority) {
                do {
                    while let value = try await next.value() {
                        target.value.onNext(value)
                    }
                    target.value.onCompleted()
                } catch is CancellationError {
                    target.value.onCompleted()
                } catch {
                    target.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
