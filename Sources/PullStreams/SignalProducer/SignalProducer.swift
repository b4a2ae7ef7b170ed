import Scheduling

/// One started run of a producer: the signal core to observe, how to start it, how to interrupt it.
///
/// It holds the core, not a `Signal`: a run's core never ends when abandoned, so the wrapper (one
/// allocation and one critical section in its deinit per operator) would be pure cost.
@usableFromInline
struct ProducerInstance<Value, Error: Swift.Error> {
    @usableFromInline let core: SignalCore<Value, Error>
    @usableFromInline let observerDidSetup: () -> Void
    @usableFromInline let interruptHandle: Disposable

    @inlinable
    init(core: SignalCore<Value, Error>, observerDidSetup: @escaping () -> Void, interruptHandle: Disposable) {
        self.core = core
        self.observerDidSetup = observerDidSetup
        self.interruptHandle = interruptHandle
    }

    /// The run's events as a `Signal` (a new wrapper over the same core).
    @inlinable
    var signal: Signal<Value, Error> { Signal(core: core) }
}

/// A cold stream: a recipe that does its work again, from scratch, each time it is started.
///
/// Mirrors ReactiveSwift's `SignalProducer`. Disposing what `start` returns interrupts the run:
/// the interruption enters at the source and flows down through every operator (so `on(...)`
/// hooks see it before the observer), then the start handler's `Lifetime` ends.
///
/// ```swift
/// SignalProducer<Int, Never>(values: 1, 2).map { $0 * 10 }.startWithValues { print($0) }
/// // Prints: 10
/// //         20
/// ```
public struct SignalProducer<Value, Error: Swift.Error> {
    /// The type of signal each run makes (ReactiveSwift's `ProducedSignal`).
    public typealias ProducedSignal = Signal<Value, Error>

    /// ReactiveSwift's `SignalProducerCore.start`: starts a run that sends straight to the observer it
    /// is given, with no signal of this producer's own, and returns the run's interrupt handle; `nil`
    /// when a start goes through `makeInstance`. A started chain of stateless operators (`map`, `filter`,
    /// `promoteError`) is one handler observing the source run (see `flatMapStatelessEvent`), and
    /// `SignalProducer(value:)` sends to it without a signal at all.
    @usableFromInline let startDirectly: ((Signal<Value, Error>.Observer) -> Disposable)?
    /// How each start makes its run (see `makeInstance()`).
    @usableFromInline let recipe: Recipe
    /// How many stateless operators `startDirectly` runs in one handler (see `fusionLimit`). A byte, after
    /// `recipe`'s tag byte: the producer stays five words, as before `recipe` became an enum.
    @usableFromInline let fusedStages: UInt8

    @inlinable
    init(makeInstance: @escaping () -> ProducerInstance<Value, Error>) {
        recipe = .instance(makeInstance)
        startDirectly = nil
        fusedStages = 0
    }

    @inlinable
    init(
        makeInstance: @escaping () -> ProducerInstance<Value, Error>,
        startDirectly: @escaping (Signal<Value, Error>.Observer) -> Disposable,
        fusedStages: Int
    ) {
        recipe = .instance(makeInstance)
        self.startDirectly = startDirectly
        self.fusedStages = UInt8(fusedStages)
    }

    /// How many stateless operators one started handler may run in a row: a longer chain continues
    /// through the instance of the operator at the limit (a signal, whose deliveries the stack guard
    /// bounds), so an event never nests more than this many handler calls without a guarded frame.
    @inlinable static var fusionLimit: Int { 16 }

    /// Creates a producer that runs `startHandler` on every start, with a fresh observer and lifetime.
    ///
    /// The lifetime ends after the terminal event, or when the run is interrupted by disposal.
    /// Unlike `Signal.pipe`, releasing the observer does not interrupt (as in ReactiveSwift).
    @inlinable
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        self.init(recipe: .startHandler(startHandler))
    }

    /// Creates a producer that observes `signal` on each start (hot: only later events are seen).
    public init(_ signal: Signal<Value, Error>) {
        self.init { observer, lifetime in
            lifetime += signal.observe(observer)
        }
    }

    /// A producer that sends `value`, then completes.
    ///
    /// Started directly (not as another operator's upstream) it sends to the observer without a signal
    /// of its own and returns a shared disposable that is already disposed (the run is over), as
    /// ReactiveSwift's generator core does with its `NopDisposable`.
    @inlinable
    public init(value: Value) {
        self.init(recipe: .value(value))
    }

    /// A producer that fails with `error`.
    public init(error: Error) {
        self.init { observer, _ in observer.send(error: error) }
    }

    /// A producer that sends the success value and completes, or fails with the failure.
    public init(result: Result<Value, Error>) {
        switch result {
        case let .success(value): self.init(value: value)
        case let .failure(error): self.init(error: error)
        }
    }

    /// A producer that calls `action` on each start, sends its result, then completes.
    public init(_ action: @escaping () -> Value) {
        self.init { observer, _ in
            observer.send(value: action())
            observer.sendCompleted()
        }
    }

    /// A producer that sends each element of `values`, then completes.
    ///
    /// As in ReactiveSwift, the run stops sending once it has ended (a downstream `take` completed it,
    /// or it was disposed from inside an observer). Each run delivers the values as one delivery of its
    /// signal (see `SequenceRun`).
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Iterator.Element == Value {
        self.init(makeInstance: { SequenceRun<S, Error>(values).instance })
    }

    /// A producer that sends the given values, then completes.
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }

    /// A producer that completes at once.
    ///
    /// Each run is one `SequenceRun` over no values (no start handler, observer or lifetime of its own), which
    /// behaves as a start handler that completes would.
    public static var empty: SignalProducer {
        SignalProducer(makeInstance: { SequenceRun<EmptyCollection<Value>, Error>(EmptyCollection()).instance })
    }

    /// A producer that never sends anything (until disposed: then it is interrupted).
    public static var never: SignalProducer {
        SignalProducer { _, _ in }
    }

    /// `flatMapEvent` for an operator that keeps no state and forwards an interruption as it comes
    /// (`map`, `filter`, `promoteError`).
    ///
    /// Started directly, the operator is fused with the stateless operators before it, as ReactiveSwift's
    /// `TransformerCore` does: one handler, composed of every stage, observes the run of the first
    /// producer below them that is not such an operator, so an event crosses one signal for the whole
    /// chain; disposing the run interrupts that source run, whose interruption flows down through the
    /// stages to the observer. (At most `fusionLimit` stages are fused; the next one starts over on the
    /// instance of the one before.)
    ///
    /// As another operator's upstream (an instance), the operator gets a signal of its own, but no
    /// `EventGate` between the upstream run and the handler, so an event costs one critical section less
    /// per operator. Disposing the run interrupts the output directly (which is what the handler would
    /// have done with an injected interruption), then the source run.
    @inlinable
    func flatMapStatelessEvent<U, F>(_ stage: @escaping Signal<Value, Error>.Stage<U, F>) -> SignalProducer<U, F> {
        let startDirectly: (Signal<U, F>.Observer) -> Disposable
        let fusedStages: Int
        if case let .value(value) = recipe {
            // `SignalProducer(value:)` under its first stateless operator (B3): the stage takes the value
            // and the completion at once, as `start` would send them to it, with no run of its own.
            startDirectly = { observer in Self.send(value, to: Signal<Value, Error>.Observer(stage(observer), interruptsOnDeinit: false)) }
            fusedStages = 1
        } else if let startSource = self.startDirectly, Int(self.fusedStages) < Self.fusionLimit {
            startDirectly = { observer in startSource(Signal<Value, Error>.Observer(stage(observer), interruptsOnDeinit: false)) }
            fusedStages = Int(self.fusedStages) + 1
        } else {
            startDirectly = { observer in
                let instance = self.makeGuardedInstance()
                instance.core.attach(Signal<Value, Error>.Observer(stage(observer), interruptsOnDeinit: false))
                instance.observerDidSetup()
                return instance.interruptHandle
            }
            fusedStages = 1
        }
        return SignalProducer<U, F>(
            makeInstance: {
                let instance = self.makeGuardedInstance()
                let output = SignalCore<U, F>()
                let input = Signal<U, F>.Observer({ [output] event in output.send(event) }, interruptsOnDeinit: false)
                let disposables = output.disposables
                disposables.insert(instance.core.observeForRun(Signal<Value, Error>.Observer(stage(input), interruptsOnDeinit: false)))
                disposables.insert(instance.interruptHandle)
                return ProducerInstance(
                    core: output,
                    observerDidSetup: instance.observerDidSetup,
                    interruptHandle: ChainInterruptHandle(upstream: instance.interruptHandle) { [output] in output.send(.interrupted) }
                )
            },
            startDirectly: startDirectly,
            fusedStages: fusedStages
        )
    }

    /// This producer's instance, for an operator building its own on top: made now (as in
    /// ReactiveSwift), or, when this thread's guard is already at its limits, a stand-in
    /// that makes it when the run starts, from a guarded frame. So starting a 10,000-operator chain
    /// does not nest 10,000 calls; chains within those limits are built exactly as before.
    @inlinable
    func makeGuardedInstance() -> ProducerInstance<Value, Error> {
        let thread = StackGuard.current
        guard thread.enter() else { return makeDeferredInstance() }
        let instance = makeInstance()
        thread.exit()
        return instance
    }

    /// The stand-in of `makeGuardedInstance`: a relay signal, fed by the real instance once started.
    @usableFromInline
    func makeDeferredInstance() -> ProducerInstance<Value, Error> {
        let relay = SignalCore<Value, Error>()
        let upstream = SerialDisposable()
        return ProducerInstance(
            core: relay,
            observerDidSetup: {
                StackGuard.run {
                    guard !upstream.isDisposed, !relay.isTerminated else { return }
                    let instance = self.makeGuardedInstance()
                    relay.disposables.insert(instance.core.observe(Signal<Value, Error>.Observer { relay.send($0) }))
                    upstream.inner = instance.interruptHandle
                    instance.observerDidSetup()
                }
            },
            interruptHandle: AnyDisposable {
                upstream.dispose()
                relay.send(.interrupted)
            }
        )
    }
}
