import Scheduling

/// The trait of a sequence that emits at most one element, then completes, or an error.
///
/// Same as RxSwift's `MaybeTrait`.
public enum MaybeTrait {}

/// A sequence that emits one element, or completes empty, or fails: a lookup that may find nothing.
///
/// Same as RxSwift's `Maybe`.
///
/// ```swift
/// _ = Maybe.just(1).subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
/// // Prints: 1
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers: its element, an error, or completion without an element.
///
/// Same as RxSwift's `MaybeEvent`.
public enum MaybeEvent<Element> {
    /// The one element (the maybe is then done).
    case success(Element)
    /// The failure.
    case error(Swift.Error)
    /// Completion without an element.
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The closure type a `Maybe.create` body reports its one event to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a body that reports one event.
    ///
    /// Same as RxSwift's `Maybe.create(subscribe:)`: events after the first are ignored.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case let .success(element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case let .error(error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// A maybe that succeeds with `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    /// A maybe that completes without an element.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// A maybe that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> { Maybe(raw: .error(error)) }

    /// A maybe that never reports.
    public static func never() -> Maybe<Element> { Maybe(raw: .never()) }

    /// Calls `maybeFactory` for every subscriber.
    public static func deferred(_ maybeFactory: @escaping () throws -> Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: .deferred { try maybeFactory().asObservable() })
    }

    /// Subscribes a closure that receives the one event.
    ///
    /// Same as RxSwift's `subscribe(_:)`: after `success` nothing more is reported.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        let stopped = Locked(false)
        return source.subscribe { event in
            guard !stopped.withLock({ stopped in defer { stopped = true }; return stopped }) else { return }
            switch event {
            case let .next(element): observer(.success(element))
            case let .error(error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures per event; `onDisposed` runs once, after the event or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onSuccess:onError:onCompleted:onDisposed:)`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = subscribe { event in
            switch event {
            case let .success(element): onSuccess?(element)
            case let .error(error): onError?(error)
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe<Result>(raw: source.map(transform))
    }

    /// Keeps the element only when `predicate` holds (else completes empty).
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Continues with the maybe `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// On failure, continues with the maybe `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: source.catch { try handler($0).asObservable() })
    }

    /// Succeeds with `default` when this completes empty.
    ///
    /// Same as RxSwift's `ifEmpty(default:)`.
    public func ifEmpty(default: Element) -> Single<Element> {
        let source = self.source
        return Single(raw: Producer { sink in
            let sent = Locked(false)
            return source.subscribe(AnonymousObserver { event in
                if case .next = event { sent.withLock { $0 = true } }
                if case .completed = event, !sent.withLock({ $0 }) { sink.on(.next(`default`)) }
                sink.on(event)
            })
        })
    }

    /// Reports the event on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: source.observe(on: scheduler))
    }

    /// Subscribes on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: source.subscribe(on: scheduler))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// This single as a maybe (which then never completes empty).
    ///
    /// Same as RxSwift's `asMaybe()` on `Single`.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }
}

extension ObservableType {
    /// Turns a sequence of at most one element into a `Maybe`.
    ///
    /// Same as RxSwift's `asMaybe()`: a second element fails with `RxError.moreThanOneElement` at once; the
    /// element is reported at completion; completion without one completes the maybe empty.
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        return Maybe(raw: Producer { sink in
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
                    if let value = element.withLock({ $0 }) { sink.on(.next(value)) }
                    sink.on(.completed)
                }
            })
        })
    }
}
