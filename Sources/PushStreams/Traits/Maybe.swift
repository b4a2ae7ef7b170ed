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
        Maybe(
            raw: Observable.create { observer in
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

    /// A maybe that completes without an element.
    ///
    /// Same as RxSwift's `Maybe.empty()`.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// Subscribes a closure that receives the one event.
    ///
    /// Same as RxSwift's `subscribe(_:)`: after `success` nothing more is reported.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeFirstEvent { event in
            switch event {
            case let .next(element): observer(.success(element))
            case let .error(error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures per event; `onDisposed` runs once, after the event or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onSuccess:onError:onCompleted:onDisposed:)`: without `onError` an error goes
    /// to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(through: subscribe(_:), onDisposed: onDisposed) { event, unhandled in
            switch event {
            case let .success(element): onSuccess?(element)
            case let .error(error):
                if let onError { onError(error) } else { unhandled(error) }
            case .completed: onCompleted?()
            }
        }
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone, nothing more is called.
    ///
    /// Same as RxSwift's `subscribe(with:onSuccess:onError:onCompleted:onDisposed:)`.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed))
    }
}
