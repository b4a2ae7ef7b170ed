import Scheduling

// The arities 3 to 8 of `combineLatest`, as RxSwift spells them (its `CombineLatest+arity.swift`), each arity's
// selector and tuple forms together; the two-source form, the one most used, is written out in
// CombineLatest.swift. Each overload is one call of `combineLatestOfEach` (CombineLatest+Collection.swift), which
// runs the collection core on the sources erased to `Any` and hands the selector their values back with their
// static types.

extension ObservableType {
    /// Combines the latest elements of 3 sources with `resultSelector`, once all 3 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 3, with the rules of ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 3 sources into tuples, once all 3 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 3.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 4 sources with `resultSelector`, once all 4 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 4, with the rules of ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, source4, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 4 sources into tuples, once all 4 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 4.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 5 sources with `resultSelector`, once all 5 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 5, with the rules of ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 5 sources into tuples, once all 5 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 5.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 6 sources with `resultSelector`, once all 6 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 6, with the rules of ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 6 sources into tuples, once all 6 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 6.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)
    > {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 7 sources with `resultSelector`, once all 7 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 7, with the rules of ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType,
        O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, source6, source7, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 7 sources into tuples, once all 7 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 7.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType,
        O7: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    > {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 8 sources with `resultSelector`, once all 8 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 8, with the rules of ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType,
        O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 8 sources into tuples, once all 8 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 8.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType,
        O7: ObservableType, O8: ObservableType
    >(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    > {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
