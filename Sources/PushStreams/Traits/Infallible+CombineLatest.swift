// `combineLatest` of two or more infallibles (RxSwift's Infallible+CombineLatest+arity.swift, one overload per
// arity up to 8; here two, and one declaration with a parameter pack for 3 and up), each arity's selector and
// tuple forms together (RxSwift puts the tuple forms in an extension where `Element == Any`; here each
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

    /// Same as RxSwift's `Infallible.combineLatest` of arities 3 to 8 (one declaration with a parameter pack): the
    /// latest elements of all, through `resultSelector`.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, each I: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source: repeat each I,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, repeat (each I).Element) throws -> Element
    ) -> Infallible<Element> {
        combineLatestOfEach(source1, source2, source3, repeat each source, resultSelector: resultSelector)
    }

    /// Same as RxSwift's `Infallible.combineLatest` of arities 3 to 8: the latest elements of all, as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, each I: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source: repeat each I
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, repeat (each I).Element)> where Element == Any {
        Infallible<(I1.Element, I2.Element, I3.Element, repeat (each I).Element)>(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), repeat (each source).asObservable()))
    }

    /// The `combineLatest` of a fixed number of infallibles (from three up): the Observable one on their sequences.
    static func combineLatestOfEach<each Source: InfallibleType>(
        _ source: repeat each Source, resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatestOfEach(repeat (each source).asObservable(), resultSelector: resultSelector))
    }
}
