import Scheduling

/// The trait of a sequence that only completes or fails.
///
/// Same as RxSwift's `CompletableTrait`.
public enum CompletableTrait {}

/// A sequence that carries no element, only completion or failure: a save, a sync, a side effect.
///
/// Same as RxSwift's `Completable` (a primitive sequence of `Never`).
///
/// ```swift
/// _ = Completable.empty().subscribe(onCompleted: { print("done") })
/// // Prints: done
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: completion or an error.
///
/// Same as RxSwift's `CompletableEvent`.
public enum CompletableEvent {
    /// The failure.
    case error(Swift.Error)
    /// Completion.
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure type a `Completable.create` body reports its one event to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a body that reports completion or an error.
    ///
    /// Same as RxSwift's `Completable.create(subscribe:)`: events after the first are ignored.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case let .error(error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// A completable that completes at once.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// A completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable { Completable(raw: .error(error)) }

    /// A completable that never reports.
    public static func never() -> Completable { Completable(raw: .never()) }

    /// Calls `completableFactory` for every subscriber.
    public static func deferred(_ completableFactory: @escaping () throws -> Completable) -> Completable {
        Completable(raw: .deferred { try completableFactory().asObservable() })
    }

    /// Subscribes a closure that receives completion or the error.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        source.subscribe { event in
            switch event {
            case .next: break
            case let .error(error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion and failure; `onDisposed` runs once, after the event or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onCompleted:onError:onDisposed:)`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { event in
            switch event {
            case .completed: onCompleted?()
            case let .error(error): onError?(error)
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
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

    /// Runs every completable of `sources` one after another.
    ///
    /// Same as RxSwift's `Completable.concat(_:)`.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs every completable of `sources` at once; completes when all have.
    ///
    /// Same as RxSwift's `Completable.zip(_:)` / `merge(_:)`.
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// On failure, continues with the completable `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Completable) -> Completable {
        Completable(raw: source.catch { try handler($0).asObservable() })
    }

    /// Reports the event on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Completable {
        Completable(raw: source.observe(on: scheduler))
    }

    /// Subscribes on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Completable {
        Completable(raw: source.subscribe(on: scheduler))
    }

    /// Subscribes to `second` once this completes (RxSwift's `ConcatCompletable`): nothing of this completable's
    /// chain is kept after its completion, and an error skips `second`.
    private func then<Result>(_ second: Observable<Result>) -> Observable<Result> {
        let first = source
        return Producer { sink in
            let current = SerialDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            current.disposable = firstSubscription
            firstSubscription.setDisposable(first.subscribe(AnonymousObserver { event in
                switch event {
                case .next: break
                case let .error(error): sink.on(.error(error))
                case .completed: current.disposable = second.subscribe(sink)
                }
            }))
            return current
        }
    }
}

extension ObservableType {
    /// Ignores the elements: completes or fails when this sequence does.
    ///
    /// Same as RxSwift's `asCompletable()`.
    public func asCompletable() -> Completable {
        let source = asObservable()
        return Completable(raw: Producer { sink in
            source.subscribe(AnonymousObserver { event in
                switch event {
                case .next: break
                case let .error(error): sink.on(.error(error))
                case .completed: sink.on(.completed)
                }
            })
        })
    }
}
