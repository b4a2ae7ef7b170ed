import Scheduling

extension ObservableType {
    /// Maps an element to an inner sequence only while no inner is active; others are dropped.
    ///
    /// Same as RxSwift's `flatMapFirst(_:)`: the selector is not even called for a dropped element.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            let state = Locked<(active: Bool, outerDone: Bool)>((false, false))
            let inner = SerialDisposable()
            let outer = SingleAssignmentDisposable()
            outer.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element):
                            guard
                                state.withLock({ state -> Bool in
                                    if state.active { return false }
                                    state.active = true
                                    return true
                                })
                            else { return }
                            let observable: Observable<Source.Element>
                            do { observable = try selector(element).asObservable() } catch {
                                sink.on(.error(error))
                                return
                            }
                            let subscription = SingleAssignmentDisposable()
                            inner.disposable = subscription
                            subscription.setDisposable(
                                observable.subscribe(
                                    AnonymousObserver { event in
                                        guard case .completed = event else { return sink.on(event) }
                                        subscription.dispose()
                                        if state.withLock({
                                            $0.active = false
                                            return $0.outerDone
                                        }) {
                                            sink.on(.completed)
                                        }
                                    }))
                        case let .error(error):
                            sink.on(.error(error))
                        case .completed:
                            outer.dispose()
                            if state.withLock({
                                $0.outerDone = true
                                return !$0.active
                            }) {
                                sink.on(.completed)
                            }
                        }
                    }))
            return Disposables.create(outer, inner)
        }
    }
}
