import Scheduling

extension ObservableType {
    /// Mirrors the source for `duration` after subscription on `scheduler`, then completes.
    ///
    /// Same as RxSwift's `take(for:scheduler:)`: the timer starts at subscription (before the source is
    /// subscribed); the source's own terminal event ends the result earlier.
    ///
    /// ```swift
    /// // source:                 -1-2-3-4-
    /// // take(for: 5 ticks):     -1-2-|     (subscribed at 0)
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        let duration = validatedDueTime(duration, operator: "take(for:)")
        return Producer { sink in
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.on(.completed)
                return Disposables.create()
            }
            return Disposables.create(timer, source.subscribe(sink))
        }
    }
}
