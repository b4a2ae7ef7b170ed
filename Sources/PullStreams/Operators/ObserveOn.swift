extension Signal {
    /// Delivers every event through `scheduler`.
    ///
    /// Same as ReactiveSwift's `observe(on:)`: each event is scheduled in order; with a
    /// `TestScheduler` nothing arrives until it is advanced.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// SignalProducer<Int, Never>(value: 1).observe(on: scheduler).startWithValues { print($0) }
    /// scheduler.advance()
    /// // Prints: 1
    /// ```
    public func observe(on scheduler: Scheduler) -> Signal<Value, Error> {
        lift(Self.observing(on: scheduler))
    }

    static func observing(on scheduler: Scheduler) -> Transformation<Value, Error> {
        { observer, lifetime in
            { event in lifetime += scheduler.schedule { observer.send(event) } }
        }
    }
}

extension SignalProducer {
    /// Delivers every event through `scheduler`.
    public func observe(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
        flatMapAsyncEvent(on: scheduler, Signal.observing(on: scheduler))
    }

    /// Runs the start handler through `scheduler` (events are then sent wherever it sends them).
    ///
    /// Same as ReactiveSwift's `start(on:)`: disposing before the scheduler ran interrupts the run
    /// at once and the start handler never runs.
    public func start(on scheduler: Scheduler) -> SignalProducer<Value, Error> {
        SignalProducer(makeInstance: {
            let instance = self.makeGuardedInstance()
            let lifetime = Lifetime(instance.core.disposables)
            return ProducerInstance(
                core: instance.core,
                observerDidSetup: { lifetime += scheduler.schedule(instance.observerDidSetup) },
                interruptHandle: instance.interruptHandle
            )
        })
    }
}
