// The operators RxSwift defines for `Completable` only (its Completable.swift and Completable+AndThen.swift).

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the events, the subscription and the disposal.
    ///
    /// Same as RxSwift's `do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs `second` after this completes; this one's error skips it.
    ///
    /// Same as RxSwift's `andThen(_:)` to a `Completable`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: then(second.asObservable()))
    }

    /// Runs `second` after this completes, and then is that single.
    ///
    /// Same as RxSwift's `andThen(_:)` to a `Single`.
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: then(second.asObservable()))
    }

    /// Runs `second` after this completes, and then is that maybe.
    ///
    /// Same as RxSwift's `andThen(_:)` to a `Maybe`.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: then(second.asObservable()))
    }

    /// Runs `second` after this completes, and then is that sequence.
    ///
    /// Same as RxSwift's `andThen(_:)` to an `Observable`.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        then(second)
    }

    /// Runs `second` after this completes.
    ///
    /// Same as RxSwift's `concat(_:)` on `Completable`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(self, second)
    }

    /// Runs the completables of `sequence` one after another; the first error ends it.
    ///
    /// Same as RxSwift's `Completable.concat(_:)` over a sequence.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the completables of `collection` one after another; the first error ends it.
    ///
    /// Same as RxSwift's `Completable.concat(_:)` over a collection.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs `sources` one after another; the first error ends it.
    ///
    /// Same as RxSwift's `Completable.concat(_:)`.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs every completable of `sources` at once; completes when all have, fails at the first error.
    ///
    /// Same as RxSwift's `Completable.zip(_:)` over a collection (a merge).
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs every completable of `sources` at once; completes when all have, fails at the first error.
    ///
    /// Same as RxSwift's `Completable.zip(_:)` over an array.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs every completable of `sources` at once; completes when all have, fails at the first error.
    ///
    /// Same as RxSwift's `Completable.zip(_:)`.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs every completable of `sources` at once (our earlier name for `zip`).
    ///
    /// RxSwift has no `merge` on `Completable`; it is its `zip`.
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Subscribes to `second` once this completes (RxSwift's `ConcatCompletable`): nothing of this completable's
    /// chain is kept after its completion, and an error skips `second`.
    private func then<Result>(_ second: Observable<Result>) -> Observable<Result> {
        let first = source
        return Producer { sink in
            let current = SerialDisposable()
            current.replace {
                first.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case .next: break
                        case let .error(error): sink.on(.error(error))
                        case .completed: current.disposable = second.subscribe(sink)
                        }
                    })
            }
            return current
        }
    }
}

extension CompletableEvent: Equatable {
    /// Equal kinds; errors are equal when their `"\(error)"` texts are.
    ///
    /// RxSwift puts this conformance in RxTest (comparing `NSError` domain and code too on Darwin).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case let (.error(left), .error(right)): return "\(left)" == "\(right)"
        case (.completed, .completed): return true
        default: return false
        }
    }
}
