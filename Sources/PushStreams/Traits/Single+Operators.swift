// The operators RxSwift defines for `Single` only (its Single.swift): each runs the Observable operator of the
// same name on the underlying sequence. Those it defines for `Single` and for `Maybe` alike are declared once,
// in PrimitiveSequence+ElementOperators.swift.

extension PrimitiveSequence where Trait == SingleTrait {
    /// Runs side effects for the result, the subscription and the disposal.
    ///
    /// Same as RxSwift's `do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)`.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Continues with the maybe `selector` returns for the element.
    ///
    /// Same as RxSwift's `flatMapMaybe(_:)`.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Continues with the completable `selector` returns for the element.
    ///
    /// Same as RxSwift's `flatMapCompletable(_:)`.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Combines the elements of every single in `collection` with `resultSelector`.
    ///
    /// Same as RxSwift's `Single.zip(_:resultSelector:)` over a collection: an empty collection succeeds with
    /// `resultSelector([])` (called per subscription).
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return Single<Result>(raw: .deferred { .just(try resultSelector([])) })
        }
        return Single<Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the elements of every single in `collection` into an array.
    ///
    /// Same as RxSwift's `Single.zip(_:)` over a collection: an empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Single<[Element]> where Collection.Element == Single<Element> {
        if collection.isEmpty { return Single<[Element]>(raw: .just([])) }
        return Single<[Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }

    /// This single as a maybe (which then never completes empty).
    ///
    /// Same as RxSwift's `asMaybe()` on `Single`.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    /// This single's outcome without its element: completes on success, fails on failure.
    ///
    /// Same as RxSwift's `asCompletable()` on `Single`.
    public func asCompletable() -> Completable { source.ignoreElements().asCompletable() }
}
