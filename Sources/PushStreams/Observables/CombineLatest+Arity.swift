import Scheduling

// The arities 3 to 5 of `combineLatest` (6 to 8 are in CombineLatest+Arity6to8.swift), as RxSwift spells them
// (its `CombineLatest+arity.swift`). Each erases its sources to `Any` and runs the collection core
// (`combineLatestCore`), which holds the latest value of each source; the selector gets them back with their
// static types, so the casts below cannot fail.

extension ObservableType {
    /// Combines the latest elements of 3 sources with `resultSelector`, once all 3 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 3: emits on every element after all sources have emitted;
    /// a completed source's subscription is disposed; completes when all have completed, or as soon as a
    /// source sends an element while another has none and every other source has completed; any error (or a
    /// throwing selector) ends everything.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element
            ) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 3 sources into tuples, once all 3 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 3.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element
        )
    > {
        Observable.combineLatest(
            source1, source2, source3
        ) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 4 sources with `resultSelector`, once all 4 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 4: emits on every element after all sources have emitted;
    /// a completed source's subscription is disposed; completes when all have completed, or as soon as a
    /// source sends an element while another has none and every other source has completed; any error (or a
    /// throwing selector) ends everything.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element
            ) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 4 sources into tuples, once all 4 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 4.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element
        )
    > {
        Observable.combineLatest(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 5 sources with `resultSelector`, once all 5 have one.
    ///
    /// Same as RxSwift's `combineLatest` of arity 5: emits on every element after all sources have emitted;
    /// a completed source's subscription is disposed; completes when all have completed, or as soon as a
    /// source sends an element while another has none and every other source has completed; any error (or a
    /// throwing selector) ends everything.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element
            ) throws -> Element
    ) -> Observable<Element> {
        combineLatestCore([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
        ]) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 5 sources into tuples, once all 5 have one.
    ///
    /// Same as RxSwift's tuple form of `combineLatest` of arity 5.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element
        )
    > {
        Observable.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }
}
