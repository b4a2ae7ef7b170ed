// `combineLatest` of two to eight infallibles (RxSwift's Infallible+CombineLatest+arity.swift), each arity's
// selector and tuple forms together (RxSwift puts the tuple forms in an extension where `Element == Any`; here each
// says so in its own `where` clause): the Observable `combineLatest` of the same arity on the underlying sequences,
// which cannot fail, so the result cannot either. It emits whenever any source sends an element, once every
// source has sent one.

extension Infallible {
    /// Same as RxSwift's `Infallible.combineLatest` of arity 2: the latest elements of all, through `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2, resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 2: the latest elements of all, as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<
        (I1.Element, I2.Element)
    > where Element == Any {
        .combineLatest(source1, source2) { ($0, $1) }
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 3: the latest elements of all, through `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 3: the latest elements of all, as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> where Element == Any {
        .combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 4: the latest elements of all, through `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, source4, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 4: the latest elements of all, as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> where Element == Any {
        .combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 5: the latest elements of all, through `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 5: the latest elements of all, as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> where Element == Any {
        .combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 6: the latest elements of all, through `resultSelector`.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 6: the latest elements of all, as a tuple.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType
    >(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6) -> Infallible<
        (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)
    > where Element == Any {
        .combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 7: the latest elements of all, through `resultSelector`.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, source6, source7, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 7: the latest elements of all, as a tuple.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType
    >(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7) -> Infallible<
        (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)
    > where Element == Any {
        .combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 8: the latest elements of all, through `resultSelector`.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arity 8: the latest elements of all, as a tuple.
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType,
        I7: InfallibleType, I8: InfallibleType
    >(_ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8) -> Infallible<
        (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)
    > where Element == Any {
        .combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }

    /// The `combineLatest` of a fixed number of infallibles (from three up): the Observable one on their sequences.
    static func combineLatestOfEach<each Source: InfallibleType>(
        _ source: repeat each Source, resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatestOfEach(repeat (each source).asObservable(), resultSelector: resultSelector))
    }
}
