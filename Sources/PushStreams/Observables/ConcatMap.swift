extension ObservableType {
    /// Maps each element to an inner sequence and subscribes to them one after another.
    ///
    /// Same as RxSwift's `concatMap(_:)`: later inners wait (buffered) until the current one completes. RxSwift's
    /// `ConcatMapSink` is its `MergeLimitedSink` with one inner at a time; ours is `map` then `concat()`, the same
    /// `merge(maxConcurrent: 1)` subscription.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).concatMap { Observable.of($0, $0) }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         1
    /// //         2
    /// //         2
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        map { try selector($0).asObservable() }.concat()
    }
}
