// `combineLatest` of two to eight infallibles (RxSwift's Infallible+CombineLatest+arity.swift): the Observable
// `combineLatest` of the same arity on the underlying sequences, which cannot fail, so the result cannot either.

extension Infallible {
    /// Combines the latest elements of 2 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 2.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 2 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 2.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }
}

extension Infallible {
    /// Combines the latest elements of 3 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 3.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector)
        )
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 3 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 3.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension Infallible {
    /// Combines the latest elements of 4 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 4.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 4 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 4.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
    }
}

extension Infallible {
    /// Combines the latest elements of 5 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 5.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 5 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 5.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()))
    }
}

extension Infallible {
    /// Combines the latest elements of 6 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 6.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 6 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 6.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable()))
    }
}

extension Infallible {
    /// Combines the latest elements of 7 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 7.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 7 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 7.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable()))
    }
}

extension Infallible {
    /// Combines the latest elements of 8 infallibles with `resultSelector` whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…:resultSelector:)` of arity 8.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 8 infallibles into a tuple whenever any of them sends one.
    ///
    /// Same as RxSwift's `Infallible.combineLatest(_:…)` of arity 8.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
                source6.asObservable(), source7.asObservable(), source8.asObservable()))
    }
}
