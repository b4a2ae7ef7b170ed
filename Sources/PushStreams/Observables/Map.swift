extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    ///
    /// Inlinable, so the per-event closure is specialized in the caller's module. Same as RxSwift's `map(_:)`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // Prints: 10
    /// //         20
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(AnonymousObserver { event in sink.on(event.map(transform)) })
        }
    }
}
