import Scheduling

extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of subscription or of the previous element.
    ///
    /// Same as RxSwift's `timeout(_:scheduler:)`.
    ///
    /// ```swift
    /// // source: ---1----------2   timeout 5 (dashes)
    /// // result: ---1-----#
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of subscription or of the previous element.
    ///
    /// Same as RxSwift's `timeout(_:other:scheduler:)`.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Producer { sink in
            let state = Locked((id: 0, switched: false))
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            func arm(_ id: Int) {
                timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                    let fire = state.withLock { state -> Bool in
                        guard state.id == id, !state.switched else { return false }
                        state.switched = true
                        return true
                    }
                    if fire { subscription.disposable = fallback.subscribe(sink) }
                    return Disposables.create()
                }
            }
            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            arm(0)
            original.setDisposable(
                source.subscribe(
                    AnonymousObserver { event in
                        let id = state.withLock { state -> Int? in
                            guard !state.switched else { return nil }
                            state.id += 1
                            if event.isStopEvent { state.switched = true }
                            return state.id
                        }
                        guard let id else { return }
                        sink.on(event)
                        if event.isStopEvent { timer.dispose() } else { arm(id) }
                    }))
            return Disposables.create(subscription, timer)
        }
    }
}
