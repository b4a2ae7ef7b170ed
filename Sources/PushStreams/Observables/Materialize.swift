extension ObservableType {
    /// Turns every event into an element; the terminal event is followed by completion.
    ///
    /// Same as RxSwift's `materialize()`.
    ///
    /// ```swift
    /// _ = Observable.just(1).materialize().subscribe(onNext: { print($0) })
    /// // Prints: next(1)
    /// //         completed
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(
                AnonymousObserver { event in
                    sink.on(.next(event))
                    if event.isStopEvent { sink.on(.completed) }
                })
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns materialized events back into events.
    ///
    /// Same as RxSwift's `dematerialize()`.
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element): sink.on(element.event)
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
        }
    }
}
