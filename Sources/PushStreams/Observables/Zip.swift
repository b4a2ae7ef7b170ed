import Scheduling

// `zip` of two to eight sources, as RxSwift spells them (its `Zip+arity.swift`). Each overload is one call of
// `zipOfEach` (Zip+Collection.swift), which runs the collection core on the sources erased to `Any`, with
// RxSwift's arity rule (complete when all have completed), and hands the selector their values back with their
// static types.

extension ObservableType where Element == Any {
    /// Pairs the n-th elements of 2 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 2.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    /// Pairs the n-th elements of 3 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 3.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3)
        -> Observable<(O1.Element, O2.Element, O3.Element)>
    {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Pairs the n-th elements of 4 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 4.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Pairs the n-th elements of 5 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 5.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Pairs the n-th elements of 6 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 6.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Pairs the n-th elements of 7 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 7.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Pairs the n-th elements of 8 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 8.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}

extension ObservableType {
    /// Pairs the n-th elements of two sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:_:resultSelector:)`, and the rules of every arity: each source's subscription
    /// is disposed when it completes; the result completes when every source has completed; any error (or a
    /// throwing selector) ends everything.
    ///
    /// ```swift
    /// // a: -1--2----|
    /// // b: --x---y----|
    /// // zip(a, b) { "\($0)\($1)" }: "1x" at 2, "2y" at 6, completed at 11
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, resultSelector: resultSelector)
    }

    /// Pairs the n-th elements of 3 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 3, with the rules of ``zip(_:_:resultSelector:)``.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, source3, resultSelector: resultSelector)
    }

    /// Pairs the n-th elements of 4 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 4, with the rules of ``zip(_:_:resultSelector:)``.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, source3, source4, resultSelector: resultSelector)
    }

    /// Pairs the n-th elements of 5 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 5, with the rules of ``zip(_:_:resultSelector:)``.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, source3, source4, source5, resultSelector: resultSelector)
    }

    /// Pairs the n-th elements of 6 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 6, with the rules of ``zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
    }

    /// Pairs the n-th elements of 7 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 7, with the rules of ``zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, source3, source4, source5, source6, source7, resultSelector: resultSelector)
    }

    /// Pairs the n-th elements of 8 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 8, with the rules of ``zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        zipOfEach(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: resultSelector)
    }
}
