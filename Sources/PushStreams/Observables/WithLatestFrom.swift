import Scheduling

extension ObservableType {
    /// On each source element, combines it with the latest element of `second` (once there is one).
    ///
    /// Same as RxSwift's `withLatestFrom(_:resultSelector:)`: `second` is subscribed first; its
    /// completion only ends its subscription; the result completes with the source.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable()
        let other = second.asObservable()
        return Producer { sink in
            let latest = Locked<Source.Element?>(nil)
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(
                other.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): latest.withLock { $0 = element }
                        case let .error(error): sink.on(.error(error))
                        case .completed: secondSubscription.dispose()
                        }
                    }))
            let firstSubscription = first.subscribe(
                AnonymousObserver { event in
                    switch event {
                    case let .next(element):
                        guard let other = latest.withLock({ $0 }) else { return }
                        do { sink.on(.next(try resultSelector(element, other))) } catch { sink.on(.error(error)) }
                    case let .error(error): sink.on(.error(error))
                    case .completed: sink.on(.completed)
                    }
                })
            return Disposables.create(secondSubscription, firstSubscription)
        }
    }

    /// On each source element, emits the latest element of `second` (once there is one).
    ///
    /// Same as RxSwift's `withLatestFrom(_:)`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
