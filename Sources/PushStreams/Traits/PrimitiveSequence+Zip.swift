// `zip` of two or more singles or maybes (RxSwift's PrimitiveSequence+Zip+arity.swift writes one overload per
// arity, 2 to 8, once for `Single` and once for `Maybe`; here one declaration with a parameter pack serves every
// arity, and both traits through ``ElementTrait``). Each runs the Observable `zip` on the underlying sequences and keeps the trait: the result
// succeeds once every source has, fails at the first error, and (a maybe) completes empty once every source has
// completed.

extension PrimitiveSequence where Trait: ElementTrait {
    /// Combines the elements of 2 or more singles (or maybes) with `resultSelector`.
    ///
    /// Same as RxSwift's `zip(_:…:resultSelector:)` of arities 2 to 8 on `Single` and on `Maybe`.
    public static func zip<E1, E2, each E>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source: repeat PrimitiveSequence<Trait, each E>,
        resultSelector: @escaping (E1, E2, repeat each E) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        zipOfEach(source1, source2, repeat each source, resultSelector: resultSelector)
    }

    /// The `zip` of a fixed number of sequences of this trait: the Observable `zip` of their sequences.
    static func zipOfEach<each Value>(
        _ source: repeat PrimitiveSequence<Trait, each Value>, resultSelector: @escaping (repeat each Value) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zipOfEach(repeat (each source).asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequence where Element == Any, Trait: ElementTrait {
    /// Combines the elements of 2 or more singles (or maybes) into a tuple.
    ///
    /// Same as RxSwift's `zip(_:…)` of arities 2 to 8 on `Single` and on `Maybe`.
    public static func zip<E1, E2, each E>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>, _ source: repeat PrimitiveSequence<Trait, each E>
    ) -> PrimitiveSequence<Trait, (E1, E2, repeat each E)> {
        PrimitiveSequence<Trait, (E1, E2, repeat each E)>(
            raw: Observable.zip(source1.asObservable(), source2.asObservable(), repeat (each source).asObservable()))
    }
}
