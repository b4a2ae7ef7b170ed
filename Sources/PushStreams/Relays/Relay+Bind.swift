// RxRelay's `bind(to:)` into relays (its Observable+Bind.swift): elements are accepted by every relay, in the
// order given; completion is not relayed. Where ours differs: an error is not relayed either and ends the
// binding quietly (RxRelay stops a debug build and logs in release builds).

extension ObservableType {
    /// Sends every element to each of `relays`.
    ///
    /// Same as RxRelay's `bind(to:)` for `PublishRelay`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { _ in })
    }

    /// Sends every element, as an optional, to each of `relays`.
    ///
    /// Same as RxRelay's `bind(to:)` for `PublishRelay` of optionals.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { _ in })
    }

    /// Sends every element to each of `relays`.
    ///
    /// Same as RxRelay's `bind(to:)` for `BehaviorRelay`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { _ in })
    }

    /// Sends every element, as an optional, to each of `relays`.
    ///
    /// Same as RxRelay's `bind(to:)` for `BehaviorRelay` of optionals.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { _ in })
    }

    /// Sends every element to each of `relays`.
    ///
    /// Same as RxRelay's `bind(to:)` for `ReplayRelay`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { _ in })
    }

    /// Sends every element, as an optional, to each of `relays`.
    ///
    /// Same as RxRelay's `bind(to:)` for `ReplayRelay` of optionals.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { _ in })
    }
}
