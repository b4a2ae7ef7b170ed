extension ObservableType {
    /// Subscribes to the source, and disposes that subscription, on `scheduler`.
    ///
    /// Same as RxSwift's `subscribe(on:)` (formerly `subscribeOn`). On a `TestScheduler` with the
    /// processing delay, subscription and disposal each land one tick later.
    ///
    /// ```swift
    /// let background = ConcurrentDispatchQueueScheduler(qos: .background)
    /// _ = Observable.just(1).subscribe(on: background).subscribe(onNext: { print($0) })
    /// // Prints (on a background thread): 1
    /// ```
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Producer { sink in
            let everything = SerialDisposable()
            everything.replace {
                scheduler.schedule(()) { _ in
                    let subscription = source.subscribe(sink)
                    everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                    return Disposables.create()
                }
            }
            return everything
        }
    }
}
