// Binding an infallible (RxCocoa's Infallible+Bind.swift): it cannot fail, so the observers and relays only ever
// see its elements and completion.

extension InfallibleType {
    /// Sends every event to each of `observers`.
    ///
    /// Same as RxCocoa's `bind(to:)` on `Infallible`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Sends every event, elements as optionals, to each of `observers`.
    ///
    /// Same as RxCocoa's `bind(to:)` on `Infallible` for observers of optionals.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { Optional($0) }.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Calls `binder` with this infallible and returns its result.
    ///
    /// Same as RxCocoa's `bind(to:)` with a binder function.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this infallible, then the result with `curriedArgument`.
    ///
    /// Same as RxCocoa's `bind(to:curriedArgument:)`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for every element.
    ///
    /// Same as RxCocoa's `bind(onNext:)` on `Infallible`.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Sends every element to each of `relays`.
    ///
    /// Same as RxCocoa's `bind(to:)` on `Infallible` for `BehaviorRelay`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element, as an optional, to each of `relays`.
    ///
    /// Same as RxCocoa's `bind(to:)` on `Infallible` for `BehaviorRelay` of optionals.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element to each of `relays`.
    ///
    /// Same as RxCocoa's `bind(to:)` on `Infallible` for `PublishRelay`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Sends every element, as an optional, to each of `relays`.
    ///
    /// Same as RxCocoa's `bind(to:)` on `Infallible` for `PublishRelay` of optionals.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in for relay in relays { relay.accept(element) } })
    }
}

extension PublishRelay {
    /// The relay as an infallible (it never fails).
    ///
    /// Same as RxRelay's `asInfallible()`.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
    /// The relay as an infallible (it never fails).
    ///
    /// Same as RxRelay's `asInfallible()`.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    /// The relay as an infallible (it never fails).
    ///
    /// Same as RxRelay's `asInfallible()`.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
