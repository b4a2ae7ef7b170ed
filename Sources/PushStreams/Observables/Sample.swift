import Scheduling

extension ObservableType {
    /// On each sampler event, emits the source's latest element if a new one arrived since the last sample.
    ///
    /// Same as RxSwift's `sample(_:defaultValue:)`: the result completes at the first sampler event
    /// (or sampler completion) after the source completed; `defaultValue` is emitted when nothing new arrived.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let trigger = sampler.asObservable()
        return Producer { sink in
            let state = Locked(SampleState<Element>())
            let sourceSubscription = SingleAssignmentDisposable()
            sourceSubscription.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        switch event {
                        case let .next(element): state.withLock { $0.element = element }
                        case let .error(error): sink.on(.error(error))
                        case .completed:
                            state.withLock { $0.atEnd = true }
                            sourceSubscription.dispose()
                        }
                    }))
            let samplerSubscription = trigger.subscribe(
                AnonymousObserver { event in
                    if case let .error(error) = event { return sink.on(.error(error)) }
                    let (element, atEnd) = state.withLock { state -> (Element?, Bool) in
                        defer { state.element = nil }
                        return (state.element, state.atEnd)
                    }
                    if let element = element ?? defaultValue { sink.on(.next(element)) }
                    if atEnd { sink.on(.completed) }
                })
            return Disposables.create(sourceSubscription, samplerSubscription)
        }
    }
}

/// The latest unsampled element of `sample` and whether the source has ended.
struct SampleState<Element> {
    var element: Element?
    var atEnd = false
}
