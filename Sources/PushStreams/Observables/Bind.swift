extension ObservableType {
    /// Sends every event to each of `observers` (subjects, `AnyObserver`s, test observers).
    ///
    /// Same as RxSwift's `bind(to:)` for observers (in RxSwift 6 core, from RxCocoa before).
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// _ = subject.subscribe(onNext: { print($0) })
    /// _ = Observable.just(1).bind(to: subject)
    /// // Prints: 1
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Sends every event, its element made optional, to each of `observers`.
    ///
    /// Same as RxSwift's `bind(to:)` for observers of optionals.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Calls `binder` with this sequence and returns its result.
    ///
    /// Same as RxSwift's `bind(to:)` for binder functions.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes `onNext` only.
    ///
    /// Same as RxSwift's `bind(onNext:)`; an error is dropped (RxSwift stops a debug build).
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
