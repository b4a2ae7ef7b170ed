import Scheduling

extension ObservableType {
    /// Resubscribes to the source after an error each time the trigger `notificationHandler` built emits.
    ///
    /// Same as RxSwift's `retry(when:)`: the handler gets the errors (of type `Failure`; any other error is
    /// sent as is) and returns a trigger, subscribed before the source; after an error the next trigger element
    /// resubscribes, the trigger's completion completes the result and its error fails it. Resubscriptions run
    /// one at a time (a synchronous error-and-retry loop iterates instead of nesting, as RxSwift's gate does).
    ///
    /// ```swift
    /// // source: -1-#  (each subscription)     retry(when: { errors in errors.take(2) })
    /// // result: -1--1--1-|
    /// ```
    public func retry<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        retryWhenCore(notificationHandler)
    }

    /// Resubscribes to the source after any error each time the trigger `notificationHandler` built emits.
    ///
    /// Same as RxSwift's `retry(when:)` over `Swift.Error`.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        retryWhenCore(notificationHandler)
    }

    private func retryWhenCore<Failure, Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let errors = PublishSubject<Failure>()
            let notifier = PublishSubject<Trigger.Element>()
            let triggerSubscription = notificationHandler(errors.asObservable()).asObservable().subscribe(notifier)
            let current = SerialDisposable()
            let gate = Locked((running: false, again: false))
            let step = RecursiveStep<Void>()
            let resubscribe = RecursiveStep<Void>()
            step.set { _ in
                let sourceSubscription = SingleAssignmentDisposable()
                let retrySubscription = SingleAssignmentDisposable()
                current.disposable = Disposables.create(sourceSubscription, retrySubscription)
                sourceSubscription.setDisposable(
                    source.subscribe(
                        AnonymousObserver { event in
                            guard case let .error(error) = event else { return sink.on(event) }
                            guard let failure = error as? Failure else { return sink.on(event) }
                            sourceSubscription.dispose()
                            retrySubscription.setDisposable(
                                notifier.subscribe(
                                    AnonymousObserver { trigger in
                                        switch trigger {
                                        case .next: resubscribe.invoke(())
                                        case let .error(error): sink.on(.error(error))
                                        case .completed: sink.on(.completed)
                                        }
                                    }))
                            errors.on(.next(failure))
                        }))
            }
            resubscribe.set { _ in
                let start = gate.withLock { gate -> Bool in
                    if gate.running {
                        gate.again = true
                        return false
                    }
                    gate.running = true
                    return true
                }
                guard start else { return }
                repeat {
                    if sink.isDisposed { break }
                    step.invoke(())
                } while gate.withLock { gate -> Bool in
                    if gate.again {
                        gate.again = false
                        return true
                    }
                    gate.running = false
                    return false
                }
            }
            resubscribe.invoke(())
            return Disposables.create([
                triggerSubscription, current,
                Disposables.create {
                    step.clear()
                    resubscribe.clear()
                },
            ])
        }
    }

}
