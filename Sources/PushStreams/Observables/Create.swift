extension ObservableType {
    /// Creates an observable from a subscribe closure that sends events to the given observer.
    ///
    /// Same as RxSwift's `Observable.create`. The grammar is enforced: events after a terminal
    /// event are dropped, and the returned disposable is disposed right after a terminal event.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     observer.onNext(2) // dropped
    ///     return Disposables.create { print("disposed") }
    /// }
    /// _ = numbers.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         disposed
    /// ```
    ///
    /// Inlinable, so the sink it makes is specialized in the caller (benchmarks B5c and B7 create an
    /// inner per element).
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer.created(subscribe)
    }

    /// Calls `observableFactory` for every subscriber and subscribes to what it returns.
    ///
    /// Same as RxSwift's `deferred`; a thrown error is sent as an `error` event. Inlinable, so its
    /// sink specializes in the caller.
    @inlinable
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { sink in
            do {
                return try observableFactory().subscribe(sink)
            } catch {
                sink.on(.error(error))
                return Disposables.create()
            }
        }
    }
}
