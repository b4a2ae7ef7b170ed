import Scheduling

// The arities from 3 up of `combineLatest`: RxSwift spells one overload per arity, 3 to 8 (its
// `CombineLatest+arity.swift`); here one declaration with a parameter pack serves every arity, so each call
// RxSwift accepts compiles with the same types (and more than 8 sources are accepted too). The two-source form,
// the one most used, is written out in CombineLatest.swift. Both forms run the collection core
// (CombineLatest+Collection.swift) on the sources erased to `Any`; the selector gets their values back with their
// static types (`combineLatestOfEach`), the tuple form makes its tuple of them (`tupleOfErased`).

extension ObservableType {
    /// Combines the latest elements of 3 or more sources with `resultSelector`, once all have one.
    ///
    /// Same as RxSwift's `combineLatest` of arities 3 to 8, with the rules of ``combineLatest(_:_:resultSelector:)``.
    ///
    /// ```swift
    /// _ = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true)) { "\($0)\($1)\($2)" }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 1atrue
    /// ```
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, each O: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source: repeat each O,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, repeat (each O).Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, repeat each source, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 3 or more sources into tuples, once all have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arities 3 to 8.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, each O: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source: repeat each O
    ) -> Observable<(O1.Element, O2.Element, O3.Element, repeat (each O).Element)> {
        Observable.combineLatestCore(erased(source1, source2, source3, repeat each source)) { tupleOfErased($0) }
    }
}
