import Scheduling

extension SignalProducer {
    /// Applies an event-level operator to each run.
    ///
    /// Disposing the run sends `interrupted` into the operator itself (even when the source has
    /// already terminated, so a value a `delay` still holds is cancelled the way ReactiveSwift
    /// cancels it), then interrupts the source run. When the operator's output terminates, for
    /// whatever reason, the source run is interrupted too, which cancels its work
    /// (`take(first:)` stops a timer).
    @inlinable
    func flatMapEvent<U, F>(_ transformation: @escaping Signal<Value, Error>.Transformation<U, F>) -> SignalProducer<U, F> {
        SignalProducer<U, F>(makeInstance: {
            self.makeOperatorInstance(transformation) { handler, _ in
                let gate = EventGate(handler)
                return (Signal<Value, Error>.Observer(gate.send), { [gate] in gate.interrupt() })
            }
        })
    }

    /// The run of an event-level operator (what `flatMapEvent` and its variants share): an output core,
    /// `transformation` given an observer into it and the output's lifetime, and the source run observed
    /// through what `connect` makes of the handler (with what disposing the run does to the operator
    /// before it interrupts the source run, in one guarded frame: see `ChainInterruptHandle`). The source
    /// run's observation and interrupt handle end with the output's lifetime.
    @inlinable
    func makeOperatorInstance<U, F>(
        _ transformation: @escaping Signal<Value, Error>.Transformation<U, F>,
        connect: (
            _ handler: @escaping (Signal<Value, Error>.Event) -> Void, _ output: SignalCore<U, F>
        ) -> (observer: Signal<Value, Error>.Observer, interrupt: () -> Void)
    ) -> ProducerInstance<U, F> {
        let instance = makeGuardedInstance()
        let output = SignalCore<U, F>()
        let input = Signal<U, F>.Observer({ [output] event in output.send(event) }, interruptsOnDeinit: false)
        let disposables = output.disposables
        let (observer, interrupt) = connect(transformation(input, Lifetime(disposables)), output)
        disposables.insert(instance.core.observeForRun(observer))
        disposables.insert(instance.interruptHandle)
        return ProducerInstance(
            core: output,
            observerDidSetup: instance.observerDidSetup,
            interruptHandle: ChainInterruptHandle(upstream: instance.interruptHandle, interrupt: interrupt)
        )
    }

    /// `flatMapEvent` for an operator whose handler, given an interruption, does nothing but forward it
    /// (`flatMap`: its inner producers are disposed with its lifetime). No `EventGate` between the
    /// upstream run and the handler, as in ReactiveSwift, whose `flatten` observes the outer signal
    /// directly: disposing the run interrupts the output directly (which is what the handler would have
    /// done with an injected interruption), whose lifetime then ends (detaching the handler from the
    /// upstream run and disposing the inner producers), then interrupts the source run. Two critical
    /// sections less per upstream event.
    @inlinable
    func flatMapForwardingInterruption<U, F>(_ transformation: @escaping Signal<Value, Error>.Transformation<U, F>) -> SignalProducer<U, F>
    {
        SignalProducer<U, F>(makeInstance: {
            self.makeOperatorInstance(transformation) { handler, output in
                (Signal<Value, Error>.Observer(handler, interruptsOnDeinit: false), { [output] in output.send(.interrupted) })
            }
        })
    }

    /// `flatMapEvent` for an operator that delivers on a scheduler (`observe(on:)`, `delay`,
    /// `throttle`, `debounce`), disposed as ReactiveSwift's `UnaryAsyncOperator` is.
    ///
    /// Disposing the run ends the transformation's lifetime at once (work it scheduled and still
    /// pending is cancelled, so no queued value is delivered after the dispose), interrupts the
    /// upstream, and sends `interrupted` downstream *on the scheduler*, not synchronously: in
    /// ReactiveSwift a disposed `observe(on:)` chain reports `interrupted` on its next turn.
    @inlinable
    func flatMapAsyncEvent<U, F>(
        on scheduler: Scheduler,
        _ transformation: @escaping Signal<Value, Error>.Transformation<U, F>
    ) -> SignalProducer<U, F> {
        SignalProducer<U, F>(makeInstance: {
            self.makeOperatorInstance(transformation) { handler, output in
                let gate = EventGate(handler)
                let interrupt = { [gate, output] in
                    gate.close()
                    output.disposables.dispose()
                    scheduler.schedule { output.send(.interrupted) }
                }
                return (Signal<Value, Error>.Observer(gate.send), interrupt)
            }
        })
    }
}
