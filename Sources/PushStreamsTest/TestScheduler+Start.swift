import PushStreams

extension TestScheduler {
    /// Creates an observer that records each event with the tick it arrived at.
    ///
    /// Same as RxTest's `createObserver(_:)`.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates an observable whose events happen at absolute ticks, whoever listens.
    ///
    /// Same as RxTest's `createHotObservable(_:)`: the events are scheduled now, so an event at the
    /// same tick as a later-scheduled subscription is sent before that subscription exists.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(kind: .hot, events: events, scheduler: self)
    }

    /// Creates an observable that replays its events relative to each subscription.
    ///
    /// Same as RxTest's `createColdObservable(_:)`: an event at offset 0 arrives in the subscription tick,
    /// after the subscribing action.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(kind: .cold, events: events, scheduler: self)
    }

    /// Creates the observable at `created`, subscribes at `subscribed`, disposes at `disposed`, runs
    /// the scheduler, and returns what was recorded.
    ///
    /// Same as RxTest's `start(created:subscribed:disposed:create:)`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// Like ``start(created:subscribed:disposed:create:)`` with the default creation and subscription ticks.
    ///
    /// Same as RxTest's `start(disposed:create:)`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Like ``start(created:subscribed:disposed:create:)`` with the defaults 100, 200 and 1000.
    ///
    /// Same as RxTest's `start(_:)`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let observer = scheduler.start { Observable.just(1) }
    /// // observer.events == [.next(200, 1), .completed(200)]
    /// ```
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create
        )
    }
}
