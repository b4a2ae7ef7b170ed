import Scheduling

// The arities 6 to 8 of `combineLatest` (3 to 5 are in CombineLatest+Arity.swift), built the same way.

extension ObservableType {
    /// Combines the latest elements of 6 sources with `resultSelector`, once all 6 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 6: emits on every element after all sources have emitted;
    /// a completed source's subscription is disposed; completes when all have completed, or as soon as a
    /// source sends an element while another has none and every other source has completed; any error (or a
    /// throwing selector) ends everything.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
            ) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 6 sources into tuples, once all 6 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 6.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
        )
    > {
        Observable.combineLatest(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 7 sources with `resultSelector`, once all 7 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 7: emits on every element after all sources have emitted;
    /// a completed source's subscription is disposed; completes when all have completed, or as soon as a
    /// source sends an element while another has none and every other source has completed; any error (or a
    /// throwing selector) ends everything.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element
            ) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
                values[6] as! O7.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 7 sources into tuples, once all 7 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 7.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element
        )
    > {
        Observable.combineLatest(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 8 sources with `resultSelector`, once all 8 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 8: emits on every element after all sources have emitted;
    /// a completed source's subscription is disposed; completes when all have completed, or as soon as a
    /// source sends an element while another has none and every other source has completed; any error (or a
    /// throwing selector) ends everything.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
            ) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any },
            source8.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
                values[6] as! O7.Element, values[7] as! O8.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 8 sources into tuples, once all 8 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 8.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        _ source7: O7, _ source8: O8
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
        )
    > {
        Observable.combineLatest(
            source1, source2, source3, source4, source5, source6, source7, source8
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
