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
        Completable(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case let .error(error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }
            })
    }

    /// A completable that completes at once.
    ///
    /// Same as RxSwift's `Completable.empty()`.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// Subscribes a closure that receives completion or the error.
    ///
    /// Same as RxSwift's `subscribe(_:)`: after the first event nothing more is reported.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribeFirstEvent(ignoringElements: true) { event in
            switch event {
            case .next: break
            case let .error(error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion and failure; `onDisposed` runs once, after the event or on dispose.
    ///
    /// Same as RxSwift's `subscribe(onCompleted:onError:onDisposed:)`: without `onError` an error goes to
    /// `Hooks.defaultErrorHandler`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(through: subscribe(_:), onDisposed: onDisposed) { event, unhandled in
            switch event {
            case .completed: onCompleted?()
            case let .error(error):
                if let onError { onError(error) } else { unhandled(error) }
            }
        }
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone, nothing more is called.
    ///
    /// Same as RxSwift's `subscribe(with:onCompleted:onError:onDisposed:)`.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: weakly(object, onCompleted),
            onError: weakly(object, onError),
            onDisposed: weakly(object, onDisposed))
    }
}
