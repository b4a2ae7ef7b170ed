/// One started run of a producer: the signal to observe, how to start it, how to interrupt it.
@usableFromInline
struct ProducerInstance<Value, Error: Swift.Error> {
    @usableFromInline let signal: Signal<Value, Error>
    @usableFromInline let observerDidSetup: () -> Void
    @usableFromInline let interruptHandle: Disposable

    @inlinable
    init(signal: Signal<Value, Error>, observerDidSetup: @escaping () -> Void, interruptHandle: Disposable) {
        self.signal = signal
        self.observerDidSetup = observerDidSetup
        self.interruptHandle = interruptHandle
    }
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
    @usableFromInline let makeInstance: () -> ProducerInstance<Value, Error>

    @inlinable
    init(makeInstance: @escaping () -> ProducerInstance<Value, Error>) {
        self.makeInstance = makeInstance
    }

    /// Creates a producer that runs `startHandler` on every start, with a fresh observer and lifetime.
    ///
    /// The lifetime ends after the terminal event, or when the run is interrupted by disposal.
    /// Unlike `Signal.pipe`, releasing the observer does not interrupt (as in ReactiveSwift).
    @inlinable
    public init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        makeInstance = {
            let core = SignalCore<Value, Error>()
            let input = Signal<Value, Error>.Observer({ [core] event in core.send(event) }, interruptsOnDeinit: false)
            return ProducerInstance(
                signal: Signal(core: core),
                observerDidSetup: {
                    guard !core.isTerminated else { return }
                    startHandler(input, Lifetime(core.disposables))
                },
                interruptHandle: AnyDisposable { input.sendInterrupted() }
            )
        }
    }

    /// Creates a producer that observes `signal` on each start (hot: only later events are seen).
    public init(_ signal: Signal<Value, Error>) {
        self.init { observer, lifetime in
            lifetime += signal.observe(observer)
        }
    }

    /// A producer that sends `value`, then completes.
    @inlinable
    public init(value: Value) {
        self.init { observer, _ in
            observer.send(value: value)
            observer.sendCompleted()
        }
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
    @inlinable
    public init<S: Sequence>(_ values: S) where S.Iterator.Element == Value {
        self.init { observer, lifetime in
            for value in values {
                guard !lifetime.hasEnded else { return }
                observer.send(value: value)
            }
            observer.sendCompleted()
        }
    }

    /// A producer that sends the given values, then completes.
    public init(values first: Value, _ second: Value, _ tail: Value...) {
        self.init([first, second] + tail)
    }

    /// A producer that completes at once.
    public static var empty: SignalProducer {
        SignalProducer { observer, _ in observer.sendCompleted() }
    }

    /// A producer that never sends anything (until disposed: then it is interrupted).
    public static var never: SignalProducer {
        SignalProducer { _, _ in }
    }

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
            let instance = self.makeInstance()
            let output = SignalCore<U, F>()
            let input = Signal<U, F>.Observer({ [output] event in output.send(event) }, interruptsOnDeinit: false)
            let gate = EventGate(transformation(input, Lifetime(output.disposables)))
            output.disposables += instance.signal.observe(Signal<Value, Error>.Observer(gate.send))
            output.disposables += instance.interruptHandle
            return ProducerInstance(
                signal: Signal(core: output),
                observerDidSetup: instance.observerDidSetup,
                interruptHandle: AnyDisposable {
                    gate.interrupt()
                    instance.interruptHandle.dispose()
                }
            )
        })
    }
}
