extension ObservableType {
    /// Keeps the elements that satisfy `predicate`; a thrown error ends the sequence.
    ///
    /// Inlinable, so the per-event closure is specialized in the caller's module. Same as RxSwift's `filter(_:)`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).filter { $0 % 2 == 1 }.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// //         3
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            source.subscribe(AnonymousObserver { event in
                guard case let .next(element) = event else { return sink.on(event) }
                do {
                    if try predicate(element) { sink.on(event) }
                } catch {
                    sink.on(.error(error))
                }
            })
        }
    }
}
