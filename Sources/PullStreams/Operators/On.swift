extension Signal {
    /// Runs side effects for each event, before the event is forwarded.
    ///
    /// Same as ReactiveSwift's `Signal.on(...)`. Order per event: `event`, then the specific hook
    /// (`value`/`failed`/`completed`/`interrupted`), then `terminated` for terminal events, then
    /// the downstream observer; `disposed` runs when the resulting signal's lifetime ends.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1).on(value: { print("saw", $0) }).start()
    /// // Prints: saw 1
    /// ```
    public func on(
        event: ((Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> Signal<Value, Error> {
        observing(
            event: event, failed: failed, completed: completed, interrupted: interrupted,
            terminated: terminated, disposed: disposed, value: value, endsWhenAbandoned: true)
    }

    /// `on(...)`; a producer's run passes `endsWhenAbandoned: false`, so that its callbacks still see the
    /// interruption that ends the run after the downstream has detached (as ReactiveSwift's producer `on` does).
    func observing(
        event: ((Event) -> Void)?,
        failed: ((Error) -> Void)?,
        completed: (() -> Void)?,
        interrupted: (() -> Void)?,
        terminated: (() -> Void)?,
        disposed: (() -> Void)?,
        value: ((Value) -> Void)?,
        endsWhenAbandoned: Bool
    ) -> Signal<Value, Error> {
        lift(
            { observer, lifetime in
                if let disposed { lifetime.observeEnded(disposed) }
                return { received in
                    event?(received)
                    switch received {
                    case let .value(v): value?(v)
                    case let .failed(error): failed?(error)
                    case .completed: completed?()
                    case .interrupted: interrupted?()
                    }
                    if received.isTerminating { terminated?() }
                    observer.send(received)
                }
            }, endsWhenAbandoned: endsWhenAbandoned)
    }
}

extension SignalProducer {
    /// Runs side effects around each run and each event.
    ///
    /// Same as ReactiveSwift's `SignalProducer.on(...)`: `starting` runs before the start handler,
    /// `started` after it returned (so after every event a synchronous producer sent); the other
    /// hooks as in `Signal.on(...)`.
    public func on(
        starting: (() -> Void)? = nil,
        started: (() -> Void)? = nil,
        event: ((Signal<Value, Error>.Event) -> Void)? = nil,
        failed: ((Error) -> Void)? = nil,
        completed: (() -> Void)? = nil,
        interrupted: (() -> Void)? = nil,
        terminated: (() -> Void)? = nil,
        disposed: (() -> Void)? = nil,
        value: ((Value) -> Void)? = nil
    ) -> SignalProducer<Value, Error> {
        SignalProducer(makeInstance: {
            let instance = self.makeGuardedInstance()
            let signal = instance.signal.observing(
                event: event, failed: failed, completed: completed, interrupted: interrupted,
                terminated: terminated, disposed: disposed, value: value, endsWhenAbandoned: false
            )
            return ProducerInstance(
                core: signal.core,
                observerDidSetup: {
                    // As in ReactiveSwift: `starting` when the run starts, after its observers are set up.
                    starting?()
                    instance.observerDidSetup()
                    started?()
                },
                interruptHandle: instance.interruptHandle
            )
        })
    }
}
