extension ObservableType {
    /// Re-subscribes to the source after every error, forever.
    ///
    /// Same as RxSwift's `retry()`.
    public func retry() -> Observable<Element> {
        retrying(maxAttemptCount: nil)
    }

    /// Subscribes up to `maxAttemptCount` times in total, re-subscribing at once after each error.
    ///
    /// Same as RxSwift's `retry(_:)`: the count is of attempts, not of re-tries; the last error is sent.
    ///
    /// ```swift
    /// // source (cold): -1-#          retry(2): -1--1-#
    /// ```
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        retrying(maxAttemptCount: maxAttemptCount)
    }

    private func retrying(maxAttemptCount: Int?) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let current = SerialDisposable()
            let step = RecursiveStep<Int>()
            step.set { attempt in
                current.replace {
                    source.subscribe(
                        AnonymousObserver { event in
                            guard case .error = event else { return sink.on(event) }
                            if let maxAttemptCount, attempt + 1 >= maxAttemptCount {
                                sink.on(event)
                            } else {
                                step.invoke(attempt + 1)
                            }
                        })
                }
            }
            step.invoke(0)
            return Disposables.create(current, Disposables.create { step.clear() })
        }
    }
}
