import Foundation
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
        Single(
            raw: Observable.create { observer in
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

    /// Subscribes a closure that receives the one result.
    ///
    /// Same as RxSwift's; a source that completes without an element is reported as
    /// `failure(RxError.noElements)` (RxSwift stops a debug build).
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeFirstEvent { event in
            switch event {
            case let .next(element): observer(.success(element))
            case let .error(error): observer(.failure(error))
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for success and failure; `onDisposed` runs once, after the result or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onSuccess:onFailure:onDisposed:)`: without `onFailure` an error goes to
    /// `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(through: subscribe(_:), onDisposed: onDisposed) { result, unhandled in
            switch result {
            case let .success(element): onSuccess?(element)
            case let .failure(error):
                if let onFailure { onFailure(error) } else { unhandled(error) }
            }
        }
    }

    /// Subscribes closures for success and failure (the name RxSwift 6 deprecated).
    ///
    /// Same as RxSwift's `subscribe(onSuccess:onError:onDisposed:)`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone, nothing more is called.
    ///
    /// Same as RxSwift's `subscribe(with:onSuccess:onFailure:onDisposed:)`.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onFailure: weakly(object, onFailure),
            onDisposed: weakly(object, onDisposed))
    }
}
