extension ObservableType {
    /// Emits `elements` at subscription, in order, then the source's events.
    ///
    /// Same as RxSwift's `startWith(_:)`.
    ///
    /// ```swift
    /// _ = Observable.just(3).startWith(1, 2).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         2
    /// //         3
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            for element in elements { sink.on(.next(element)) }
            return source.subscribe(sink)
        }
    }
}
