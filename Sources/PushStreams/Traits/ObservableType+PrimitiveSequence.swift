import Scheduling

// Turning an observable sequence into a trait (RxSwift's ObservableType+PrimitiveSequence.swift).

extension ObservableType {
    /// Turns a sequence of exactly one element into a `Single`.
    ///
    /// Same as RxSwift's `asSingle()`: a second element fails with `RxError.moreThanOneElement` at once,
    /// completion without an element with `RxError.noElements`; success is reported at completion.
    public func asSingle() -> Single<Element> {
        Single(raw: atMostOneElement(emptyFails: true))
    }

    /// Turns a sequence of at most one element into a `Maybe`.
    ///
    /// Same as RxSwift's `asMaybe()`: a second element fails with `RxError.moreThanOneElement` at once; the
    /// element is reported at completion; completion without one completes the maybe empty.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: atMostOneElement(emptyFails: false))
    }

    /// The source's one element, sent with the completion; a second element fails at once with
    /// `moreThanOneElement`; an empty completion fails with `noElements` (`asSingle`) or completes (`asMaybe`).
    private func atMostOneElement(emptyFails: Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let element = Locked<Element?>(nil)
            return source.subscribe(
                AnonymousObserver { event in
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
                        } else if emptyFails {
                            sink.on(.error(RxError.noElements))
                        } else {
                            sink.on(.completed)
                        }
                    }
                })
        }
    }

    /// The first element, or `nil` when the sequence completes empty; an error fails the single.
    ///
    /// Same as RxSwift's `first()`: the source is disposed as soon as the first element arrives.
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(
            raw: Producer { sink in
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            sink.on(.next(element))
                            sink.on(.completed)
                        case let .error(error):
                            sink.on(.error(error))
                        case .completed:
                            sink.on(.next(nil))
                            sink.on(.completed)
                        }
                    })
            })
    }
}

extension ObservableType where Element == Never {
    /// This element-less sequence as a `Completable`.
    ///
    /// Same as RxSwift's `asCompletable()`, which exists only for sequences of `Never` (use `ignoreElements()`
    /// first on others).
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
