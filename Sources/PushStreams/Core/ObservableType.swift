/// A type that can be converted to an ``Observable``.
///
/// Same as RxSwift's `ObservableConvertibleType`.
public protocol ObservableConvertibleType {
    /// The type of the elements.
    associatedtype Element
    /// The observable sequence this value stands for.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers subscribe to.
///
/// Same as RxSwift's `ObservableType`: operators are extensions on it. Every operator of ours
/// enforces the grammar `next* (error | completed)?`: nothing follows a terminal event, and
/// the upstream subscription is disposed when a terminal event arrives.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the events of the sequence.
    /// - Returns: a disposable that ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps the sequence in an ``Observable``, as RxSwift does (through `Observable.create`).
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }

    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// _ = Observable.just(1).subscribe { print($0) }
    /// // Prints: next(1)
    /// //         completed
    /// ```
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes closures per event kind; `onDisposed` runs once, after a terminal event or on dispose.
    ///
    /// Inlinable, so the per-event closure is specialized in the caller's module. Same as RxSwift's: without
    /// `onError`, an error goes to `Hooks.defaultErrorHandler` (ours does nothing by default; RxSwift's prints in
    /// debug builds).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // Prints: 1
    /// //         2
    /// //         done
    /// ```
    @inlinable public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        // One function for both paths below: passed as a non-escaping argument, its context stays on the stack.
        func handle(_ event: Event<Element>) {
            switch event {
            case let .next(element): onNext?(element)
            case let .error(error):
                if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            case .completed: onCompleted?()
            }
        }
        guard let onDisposed else {
            // Nothing to run on disposal: the subscription itself is the disposable (no composite to allocate).
            let source = asObservable()
            if let producer = source as? Producer<Element>, let subscription = producer.subscribeDirectly(handle) {
                return subscription
            }
            return source.subscribe(AnonymousObserver<Element>(handle))
        }
        let disposable = Disposables.create(with: onDisposed)
        let observer = AnonymousObserver<Element> { event in
            handle(event)
            if event.isStopEvent { disposable.dispose() }
        }
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }
}
