import Scheduling

// The arities 4 to 8 of `zip`, as RxSwift spells them (its `Zip+arity.swift`). Each erases its sources to `Any`
// and runs the collection core (`zipCore`) with RxSwift's arity rule (complete when all have completed); the
// selector gets the values back with their static types, so the casts below cannot fail.

extension ObservableType {
    /// Combines the n-th elements of 4 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 4: a completed source's subscription is disposed; the result completes
    /// when every source has completed; any error (or a throwing selector) ends everything.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element
            ) throws -> Element
    ) -> Observable<Element> {
        zipCore(
            [
                source1.asObservable().map { $0 as Any },
                source2.asObservable().map { $0 as Any },
                source3.asObservable().map { $0 as Any },
                source4.asObservable().map { $0 as Any },
            ], completesWhenUnpairable: false
        ) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 4 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 4.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element
        )
    > {
        Observable.zip(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// Combines the n-th elements of 5 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 5: a completed source's subscription is disposed; the result completes
    /// when every source has completed; any error (or a throwing selector) ends everything.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element
            ) throws -> Element
    ) -> Observable<Element> {
        zipCore(
            [
                source1.asObservable().map { $0 as Any },
                source2.asObservable().map { $0 as Any },
                source3.asObservable().map { $0 as Any },
                source4.asObservable().map { $0 as Any },
                source5.asObservable().map { $0 as Any },
            ], completesWhenUnpairable: false
        ) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 5 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 5.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element
        )
    > {
        Observable.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Combines the n-th elements of 6 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 6: a completed source's subscription is disposed; the result completes
    /// when every source has completed; any error (or a throwing selector) ends everything.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
            ) throws -> Element
    ) -> Observable<Element> {
        zipCore(
            [
                source1.asObservable().map { $0 as Any },
                source2.asObservable().map { $0 as Any },
                source3.asObservable().map { $0 as Any },
                source4.asObservable().map { $0 as Any },
                source5.asObservable().map { $0 as Any },
                source6.asObservable().map { $0 as Any },
            ], completesWhenUnpairable: false
        ) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 6 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 6.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
        )
    > {
        Observable.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the n-th elements of 7 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 7: a completed source's subscription is disposed; the result completes
    /// when every source has completed; any error (or a throwing selector) ends everything.
    public static func zip<
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
        zipCore(
            [
                source1.asObservable().map { $0 as Any },
                source2.asObservable().map { $0 as Any },
                source3.asObservable().map { $0 as Any },
                source4.asObservable().map { $0 as Any },
                source5.asObservable().map { $0 as Any },
                source6.asObservable().map { $0 as Any },
                source7.asObservable().map { $0 as Any },
            ], completesWhenUnpairable: false
        ) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
                values[6] as! O7.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 7 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 7.
    public static func zip<
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
        Observable.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the n-th elements of 8 sources with `resultSelector`.
    ///
    /// Same as RxSwift's `zip` of arity 8: a completed source's subscription is disposed; the result completes
    /// when every source has completed; any error (or a throwing selector) ends everything.
    public static func zip<
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
        zipCore(
            [
                source1.asObservable().map { $0 as Any },
                source2.asObservable().map { $0 as Any },
                source3.asObservable().map { $0 as Any },
                source4.asObservable().map { $0 as Any },
                source5.asObservable().map { $0 as Any },
                source6.asObservable().map { $0 as Any },
                source7.asObservable().map { $0 as Any },
                source8.asObservable().map { $0 as Any },
            ], completesWhenUnpairable: false
        ) { values in
            try resultSelector(
                values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element,
                values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element,
                values[6] as! O7.Element, values[7] as! O8.Element
            )
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 8 sources into tuples.
    ///
    /// Same as RxSwift's tuple form of `zip` of arity 8.
    public static func zip<
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
        Observable.zip(
            source1, source2, source3, source4, source5, source6, source7, source8
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
