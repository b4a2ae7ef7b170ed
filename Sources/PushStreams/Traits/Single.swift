import Scheduling

extension PrimitiveSequence where Trait == SingleTrait {
    /// The closure type a `Single.create` body reports its one result to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a body that reports one result.
    ///
    /// Same as RxSwift's `Single.create(subscribe:)`: results after the first are ignored.
    ///
    /// ```swift
    /// let single = Single<Int>.create { observer in
    ///     observer(.success(42))
    ///     return Disposables.create()
    /// }
    /// _ = single.subscribe(onSuccess: { print($0) })
    /// // Prints: 42
    /// ```
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable.create { observer in
            subscribe { result in
                switch result {
                case let .success(element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case let .failure(error):
                    observer.on(.error(error))
                }
            }
        })
    }

    /// A single that succeeds with `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A single that never reports.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }

    /// Calls `singleFactory` for every subscriber.
    public static func deferred(_ singleFactory: @escaping () throws -> Single<Element>) -> Single<Element> {
        Single(raw: .deferred { try singleFactory().asObservable() })
    }

    /// Subscribes a closure that receives the one result.
    ///
    /// Same as RxSwift's; a source that completes without an element is reported as
    /// `failure(RxError.noElements)` (RxSwift stops a debug build).
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        let stopped = Locked(false)
        return source.subscribe { event in
            guard !stopped.withLock({ stopped in defer { stopped = true }; return stopped }) else { return }
            switch event {
            case let .next(element): observer(.success(element))
            case let .error(error): observer(.failure(error))
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for success and failure; `onDisposed` runs once, after the result or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onSuccess:onFailure:onDisposed:)`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { result in
            switch result {
            case let .success(element): onSuccess?(element)
            case let .failure(error): onFailure?(error)
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: source.map(transform))
    }

    /// Continues with the single `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// On failure, continues with the single `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Single<Element>) -> Single<Element> {
        Single(raw: source.catch { try handler($0).asObservable() })
    }

    /// On failure, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: source.catchAndReturn(element))
    }

    /// Reports the result on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: source.observe(on: scheduler))
    }

    /// Subscribes on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: source.subscribe(on: scheduler))
    }

    /// Combines two singles' elements with `resultSelector`.
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>, resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector).take(1))
    }
}

extension ObservableType {
    /// Turns a sequence of exactly one element into a `Single`.
    ///
    /// Same as RxSwift's `asSingle()`: a second element fails with `RxError.moreThanOneElement` at once,
    /// completion without an element with `RxError.noElements`; success is reported at completion.
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        return Single(raw: Producer { sink in
            let element = Locked<Element?>(nil)
            return source.subscribe(AnonymousObserver { event in
                switch event {
                case let .next(value):
                    let duplicate = element.withLock { element -> Bool in
                        if element != nil { return true }
                        element = value
                        return false
                    }
                    if duplicate { sink.on(.error(RxError.moreThanOneElement)) }
                case let .error(error):
                    sink.on(.error(error))
                case .completed:
                    if let value = element.withLock({ $0 }) {
                        sink.on(.next(value))
                        sink.on(.completed)
                    } else {
                        sink.on(.error(RxError.noElements))
                    }
                }
            })
        })
    }
}
