extension ObservableType {
    /// Runs side effects on events and subscription milestones, passing events through unchanged.
    ///
    /// Same as RxSwift's `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`;
    /// a thrown error from `onNext`/`afterNext`/`onError`/`onCompleted` becomes an `error` event.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            onSubscribe?()
            let subscription = source.subscribe(
                AnonymousObserver { event in
                    do {
                        switch event {
                        case let .next(element):
                            try onNext?(element)
                            sink.on(event)
                            try afterNext?(element)
                        case let .error(error):
                            try onError?(error)
                            sink.on(event)
                            try afterError?(error)
                        case .completed:
                            try onCompleted?()
                            sink.on(event)
                            try afterCompleted?()
                        }
                    } catch {
                        sink.on(.error(error))
                    }
                })
            onSubscribed?()
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }
}
