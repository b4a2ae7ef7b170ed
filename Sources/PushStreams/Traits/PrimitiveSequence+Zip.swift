// `zip` of two to eight singles (RxSwift's PrimitiveSequence+Zip+arity.swift; the maybes are in
// PrimitiveSequence+ZipMaybe.swift): each runs the Observable `zip` of the same arity on the underlying
// sequences and keeps the trait: the result succeeds once every source has, fails at the first error, and (a
// maybe) completes empty once every source has completed.

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 2 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 2 on `Single`.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 2 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 2 on `Single`.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 3 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 3 on `Single`.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 3 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 3 on `Single`.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 4 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 4 on `Single`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 4 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 4 on `Single`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>(
            raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 5 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 5 on `Single`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 5 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 5 on `Single`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 6 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 6 on `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 6 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 6 on `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 7 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 7 on `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 7 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 7 on `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Combines the elements of 8 singles with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 8 on `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait == SingleTrait {
    /// Combines the elements of 8 singles into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 8 on `Single`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}
