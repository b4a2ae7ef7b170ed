extension ObservableType {
    /// Shifts every element and the completion by `dueTime`; an error is sent at once.
    ///
    /// Same as RxSwift's `delay(_:scheduler:)`: an error drops the elements still waiting.
    ///
    /// ```swift
    /// // source: -1-2-|        delay 10 (one dash): --1-2-|
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let pending = CompositeDisposable()
            let subscription = source.subscribe(AnonymousObserver { event in
                if case .error = event {
                    pending.dispose()
                    return sink.on(event)
                }
                pending.insert(scheduler.scheduleRelative(event, dueTime: dueTime) { event in
                    sink.on(event)
                    return Disposables.create()
                })
            })
            return Disposables.create(subscription, pending)
        }
    }

    /// Subscribes to the source only after `dueTime`.
    ///
    /// Same as RxSwift's `delaySubscription(_:scheduler:)`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                subscription.setDisposable(source.subscribe(sink))
                return Disposables.create()
            }
            return Disposables.create(timer, subscription)
        }
    }
}
