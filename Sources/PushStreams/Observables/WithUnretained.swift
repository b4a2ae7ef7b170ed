extension ObservableType {
    /// Pairs each element with `obj`, held weakly; completes as soon as `obj` is gone.
    ///
    /// Same as RxSwift's `withUnretained(_:resultSelector:)`: an element arriving after `obj` was released
    /// completes the sequence instead of being sent.
    ///
    /// ```swift
    /// final class Screen { let title = "Home" }
    /// let screen = Screen()
    /// _ = Observable.of(1).withUnretained(screen) { "\($0.title) \($1)" }.subscribe(onNext: { print($0) })
    /// // Prints: Home 1
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return Producer { [weak obj] sink in
            source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        guard let object = obj else { return sink.on(.completed) }
                        sink.on(.next(resultSelector(object, element)))
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
        }
    }

    /// Pairs each element with `obj`, held weakly, as a tuple; completes as soon as `obj` is gone.
    ///
    /// Same as RxSwift's `withUnretained(_:)`.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
