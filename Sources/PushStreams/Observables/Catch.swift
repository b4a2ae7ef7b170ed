extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error.
    ///
    /// Same as RxSwift's `catch(_:)` (formerly `catchError`): the fallback is subscribed at the
    /// moment of the error; a thrown error from `handler` ends the sequence with it.
    ///
    /// ```swift
    /// _ = Observable<Int>.error(TestError.boom).catch { _ in .just(0) }.subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SerialDisposable()
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(source.subscribe(AnonymousObserver { event in
                guard case let .error(error) = event else { return sink.on(event) }
                do {
                    let fallback = try handler(error)
                    let next = SingleAssignmentDisposable()
                    subscription.disposable = next
                    next.setDisposable(fallback.subscribe(sink))
                } catch {
                    sink.on(.error(error))
                }
            }))
            return subscription
        }
    }

    /// On error, emits `element` and completes.
    ///
    /// Same as RxSwift's `catchAndReturn(_:)` (formerly `catchErrorJustReturn`).
    ///
    /// ```swift
    /// _ = Observable<Int>.error(TestError.boom).catchAndReturn(-1).subscribe(onNext: { print($0) })
    /// // Prints: -1
    /// ```
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }
}
