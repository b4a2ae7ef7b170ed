extension ObservableType {
    /// Emits `element` and completes, synchronously on subscription.
    ///
    /// Same as RxSwift's `just(_:)`.
    ///
    /// ```swift
    /// _ = Observable.just(1).subscribe { print($0) }
    /// // Prints: next(1)
    /// //         completed
    /// ```
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Producer { sink in
            sink.on(.next(element))
            sink.on(.completed)
            return Disposables.create()
        }
    }

    /// Completes at once without elements.
    ///
    /// Same as RxSwift's `empty()`.
    @inlinable
    public static func empty() -> Observable<Element> {
        Producer { sink in
            sink.on(.completed)
            return Disposables.create()
        }
    }

    /// Never sends any event.
    ///
    /// Same as RxSwift's `never()`.
    @inlinable
    public static func never() -> Observable<Element> {
        Producer { _ in Disposables.create() }
    }

    /// Fails at once with `error`.
    ///
    /// Same as RxSwift's `error(_:)`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer { sink in
            sink.on(.error(error))
            return Disposables.create()
        }
    }
}
