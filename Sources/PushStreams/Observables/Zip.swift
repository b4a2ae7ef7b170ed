import Scheduling

// `zip` of two or more sources: RxSwift spells one overload per arity, 2 to 8 (its `Zip+arity.swift`); here one
// declaration with a parameter pack serves every arity, so each call RxSwift accepts compiles with the same types
// (and more than 8 sources are accepted too). Both forms run the collection core (Zip+Collection.swift) on the
// sources erased to `Any`, with RxSwift's arity rule (complete when all have completed); the selector gets their
// values back with their static types (`zipOfEach`), the tuple form makes its tuple of them (`tupleOfErased`).

extension ObservableType {
    /// Pairs the n-th elements of two or more sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:_:resultSelector:)` and its arities up to 8, with their rules: each source's
    /// subscription is disposed when it completes; the result completes when every source has completed; any
    /// error (or a throwing selector) ends everything.
    ///
    /// ```swift
    /// // a: -1--2----|
    /// // b: --x---y----|
    /// // zip(a, b) { "\($0)\($1)" }: "1x" at 2, "2y" at 6, completed at 11
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, each O: ObservableType>(
        _ source1: O1, _ source2: O2, _ source: repeat each O,
        resultSelector: @escaping (O1.Element, O2.Element, repeat (each O).Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, repeat each source, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Pairs the n-th elements of two or more sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arities 2 to 8.
    public static func zip<O1: ObservableType, O2: ObservableType, each O: ObservableType>(
        _ source1: O1, _ source2: O2, _ source: repeat each O
    ) -> Observable<(O1.Element, O2.Element, repeat (each O).Element)> {
        Observable.zipCore(erased(source1, source2, repeat each source), completesWhenUnpairable: false) { tupleOfErased($0) }
    }
}
