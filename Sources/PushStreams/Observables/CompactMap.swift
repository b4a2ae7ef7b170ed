extension ObservableType {
    /// Transforms each element and drops the `nil` results.
    ///
    /// Same as RxSwift's `compactMap(_:)`; a thrown error ends the sequence.
    ///
    /// ```swift
    /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         3
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        do {
                            if let result = try transform(element) { sink.on(.next(result)) }
                        } catch {
                            sink.on(.error(error))
                        }
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
        }
    }

    /// Drops every element; only the terminal event passes.
    ///
    /// Same as RxSwift 6's `ignoreElements()` (an `Observable<Never>`; `asCompletable()` makes it a `Completable`).
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case .next: break
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
        }
    }
}
