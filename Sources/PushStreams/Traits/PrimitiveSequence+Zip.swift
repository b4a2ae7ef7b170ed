// `zip` of two to eight singles or maybes, as RxSwift spells them (its PrimitiveSequence+Zip+arity.swift, which
// writes each overload once for `Single` and once for `Maybe`; here one set serves both traits, through
// ``ZippableTrait``). Each runs the Observable `zip` on the underlying sequences and keeps the trait: the result
// succeeds once every source has, fails at the first error, and (a maybe) completes empty once every source has
// completed.

/// The traits whose sequences `zip` combines by arity: `SingleTrait` and `MaybeTrait`.
///
/// Not in RxSwift, which writes the `zip` overloads once per trait; ours are written once, for these two.
public protocol ZippableTrait {}

extension SingleTrait: ZippableTrait {}
extension MaybeTrait: ZippableTrait {}

extension PrimitiveSequence where Trait: ZippableTrait {
    /// Combines the elements of 2 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 2 on `Single` and on `Maybe`.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, resultSelector: resultSelector)
    }

    /// Combines the elements of 3 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 3 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, source3, resultSelector: resultSelector)
    }

    /// Combines the elements of 4 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 4 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, source3, source4, resultSelector: resultSelector)
    }

    /// Combines the elements of 5 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 5 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, source3, source4, source5, resultSelector: resultSelector)
    }

    /// Combines the elements of 6 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 6 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
    }

    /// Combines the elements of 7 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 7 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, source3, source4, source5, source6, source7, resultSelector: resultSelector)
    }

    /// Combines the elements of 8 singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arity 8 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: resultSelector)
    }

    /// The `zip` of a fixed number of sequences of this trait: the Observable `zip` of their sequences.
    static func zipOfEach<each Value>(
        _ source: repeat PrimitiveSequence<Trait, each Value>, resultSelector: @escaping (repeat each Value) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zipOfEach(repeat (each source).asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait: ZippableTrait {
    /// Combines the elements of 2 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 2 on `Single` and on `Maybe`.
    public static func zip<E1, E2>(_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>) -> PrimitiveSequence<
        Trait, (E1, E2)
    > {
        PrimitiveSequence<Trait, (E1, E2)>.zipOfEach(source1, source2) { ($0, $1) }
    }

    /// Combines the elements of 3 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 3 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>.zipOfEach(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the elements of 4 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 4 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>.zipOfEach(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the elements of 5 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 5 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>.zipOfEach(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the elements of 6 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 6 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>.zipOfEach(source1, source2, source3, source4, source5, source6) {
            ($0, $1, $2, $3, $4, $5)
        }
    }

    /// Combines the elements of 7 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 7 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>.zipOfEach(source1, source2, source3, source4, source5, source6, source7) {
            ($0, $1, $2, $3, $4, $5, $6)
        }
    }

    /// Combines the elements of 8 singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arity 8 on `Single` and on `Maybe`.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source3: PrimitiveSequence<Trait, E3>,
        _ source4: PrimitiveSequence<Trait, E4>, _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>.zipOfEach(
            source1, source2, source3, source4, source5, source6, source7, source8
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
