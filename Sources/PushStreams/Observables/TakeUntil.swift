extension ObservableType {
    /// Mirrors the source until `other` emits an element, then completes.
    ///
    /// Same as RxSwift's `take(until:)` (formerly `takeUntil(_:)`): `other` is subscribed first; its
    /// completion alone ends nothing (only its subscription), its error ends the result.
    ///
    /// ```swift
    /// // source: -1-2-3-|
    /// // other:  ----x
    /// // result: -1-2|
    /// ```
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Producer { sink in
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(
                trigger.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case .next: sink.on(.completed)
                        case let .error(error): sink.on(.error(error))
                        case .completed: otherSubscription.dispose()
                        }
                    }))
            let sourceSubscription = source.subscribe(sink)
            return Disposables.create(otherSubscription, sourceSubscription)
        }
    }
}
