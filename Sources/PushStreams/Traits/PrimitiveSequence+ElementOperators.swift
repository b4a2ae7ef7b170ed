// The operators RxSwift defines both for `Single` (its Single.swift) and for `Maybe` (its Maybe.swift), with the
// same meaning: declared once here, for both traits, through ``ElementTrait`` (`error` and `never`, which
// `Completable` has too, are declared once for every trait in PrimitiveSequence+Operators.swift). Each runs the
// Observable operator of the same name on the underlying sequence; `map`, `flatMap` and `catchAndReturn` keep the
// trait, `filter` and `compactMap` may drop the element, so they give a `Maybe`.

/// The traits whose sequence carries an element: `SingleTrait` and `MaybeTrait` (a `Completable` never does).
///
/// Not in RxSwift, which writes the operators both have (and `zip`) once per trait; ours are written once, for
/// these two. Call sites read the same: `Single<Int>` is `PrimitiveSequence<SingleTrait, Int>` either way.
public protocol ElementTrait {}

extension SingleTrait: ElementTrait {}
extension MaybeTrait: ElementTrait {}

extension PrimitiveSequence where Trait: ElementTrait {
    /// A single (or maybe) that succeeds with `element`.
    ///
    /// Same as RxSwift's `Single.just(_:)` and `Maybe.just(_:)`.
    public static func just(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .just(element))
    }

    /// A single (or maybe) that succeeds with `element`, delivered on `scheduler`.
    ///
    /// Same as RxSwift's `Single.just(_:scheduler:)` and `Maybe.just(_:scheduler:)`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .just(element, scheduler: scheduler))
    }

    /// Keeps the element only when `predicate` holds; otherwise completes empty, hence a `Maybe`.
    ///
    /// Same as RxSwift's `filter(_:)` on `Single` and on `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Transforms the element.
    ///
    /// Same as RxSwift's `map(_:)` on `Single` and on `Maybe`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> PrimitiveSequence<Trait, Result> {
        PrimitiveSequence<Trait, Result>(raw: source.map(transform))
    }

    /// Transforms the element; a `nil` result completes empty, hence a `Maybe`.
    ///
    /// Same as RxSwift's `compactMap(_:)` on `Single` and on `Maybe`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: source.compactMap(transform))
    }

    /// Continues with the single (or maybe, for a maybe) `selector` returns for the element.
    ///
    /// Same as RxSwift's `flatMap(_:)` on `Single` and on `Maybe`.
    public func flatMap<Result>(
        _ selector: @escaping (Element) throws -> PrimitiveSequence<Trait, Result>
    ) -> PrimitiveSequence<Trait, Result> {
        PrimitiveSequence<Trait, Result>(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// On failure, succeeds with `element`.
    ///
    /// Same as RxSwift's `catchAndReturn(_:)` on `Single` and on `Maybe`.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catchAndReturn(element))
    }

    /// On failure, succeeds with `element` (the name RxSwift 6 deprecated).
    ///
    /// Same as RxSwift's `catchErrorJustReturn(_:)` on `Single` and on `Maybe`.
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}
