import Scheduling

extension SignalProducer {
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
            let instance = self.makeGuardedInstance()
            let output = SignalCore<U, F>()
            let input = Signal<U, F>.Observer({ [output] event in output.send(event) }, interruptsOnDeinit: false)
            let disposables = output.disposables
            let gate = EventGate(transformation(input, Lifetime(disposables)))
            disposables.insert(instance.core.observeForRun(Signal<Value, Error>.Observer(gate.send)))
            disposables.insert(instance.interruptHandle)
            return ProducerInstance(
                core: output,
                observerDidSetup: instance.observerDidSetup,
                interruptHandle: ChainInterruptHandle(upstream: instance.interruptHandle) { [gate, disposables] in
                    gate.close()
                    disposables.dispose()
                    scheduler.schedule { output.send(.interrupted) }
                }
            )
        })
    }
}
