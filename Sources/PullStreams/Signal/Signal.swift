/// A hot stream of events: observers see what is sent while they are attached, nothing earlier.
///
/// Mirrors ReactiveSwift's `Signal`. Create one with `pipe()` or `init(_ generator:)`; the signal
/// is interrupted when its input observer is released, and (as in ReactiveSwift) when nothing refers
/// to it and its last observer is gone, which releases an operator's observation of its upstream.
/// See `SignalCore` for the delivery contract.
///
/// ```swift
/// let (output, input) = Signal<Int, Never>.pipe()
/// output.observeValues { print($0) }
/// input.send(value: 1)
/// // Prints: 1
/// ```
public final class Signal<Value, Error: Swift.Error> {
    @usableFromInline let core: SignalCore<Value, Error>

    @usableFromInline
    init(core: SignalCore<Value, Error>) {
        self.core = core
    }

    deinit {
        core.wrapperDidDeinitialize()
    }

    /// Creates a signal and hands its input observer and lifetime to `generator`, once, now.
    ///
    /// The lifetime ends after the terminal event; when the input observer is released (nothing
    /// retains it), the signal is interrupted, as in ReactiveSwift.
    @inlinable
    public convenience init(_ generator: (Observer, Lifetime) -> Void) {
        self.init(generator, interruptsOnDeinit: true)
    }

    /// The operators' initializer: their input observer does not interrupt on release, because it is
    /// retained by the upstream observation for exactly as long as events can still arrive.
    @inlinable
    convenience init(_ generator: (Observer, Lifetime) -> Void, interruptsOnDeinit: Bool, endsWhenAbandoned: Bool = true) {
        let core = SignalCore<Value, Error>(endsWhenAbandoned: endsWhenAbandoned)
        self.init(core: core)
        let input = Observer({ [core] event in core.send(event) }, interruptsOnDeinit: interruptsOnDeinit)
        generator(input, core.lifetime)
    }

    /// An operator at the level of events: given the downstream observer and lifetime, the
    /// handler for upstream events. Signals apply it with `lift`, producers with `flatMapEvent`.
    @usableFromInline typealias Transformation<U, F: Swift.Error> = (Signal<U, F>.Observer, Lifetime) -> (Event) -> Void

    /// A stateless operator (`map`, `filter`, `promoteError`): given the downstream observer, the
    /// handler for upstream events. It needs no lifetime, so a producer fuses a started chain of them
    /// into one handler (see `SignalProducer.flatMapStatelessEvent`).
    @usableFromInline typealias Stage<U, F: Swift.Error> = (Signal<U, F>.Observer) -> (Event) -> Void

    /// `lift` for a stateless operator.
    @inlinable
    func lift<U, F>(stateless stage: @escaping Stage<U, F>) -> Signal<U, F> {
        lift { observer, _ in stage(observer) }
    }

    /// Builds an operator: a signal fed by `self` through `transformation`, detached when it terminates.
    @inlinable
    func lift<U, F>(_ transformation: @escaping Transformation<U, F>, endsWhenAbandoned: Bool = true) -> Signal<U, F> {
        Signal<U, F>(
            { observer, lifetime in
                let handler = transformation(observer, lifetime)
                lifetime.disposables.insert(self.observe(Observer(handler)))
            }, interruptsOnDeinit: false, endsWhenAbandoned: endsWhenAbandoned)
    }

    /// Creates a hot signal and the observer that feeds it.
    /// - Parameter disposable: disposed when the signal terminates.
    /// - Returns: the signal (`output`) and its input observer (`input`); releasing `input` interrupts the signal.
    @inlinable
    public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        var captured: Observer?
        let signal = Signal { observer, lifetime in
            if let disposable { lifetime += disposable }
            captured = observer
        }
        guard let input = captured else {
            preconditionFailure("API Violation: Signal's generator did not run synchronously")
        }
        return (signal, input)
    }

    /// A signal that never sends anything.
    ///
    /// As ReactiveSwift's, it stays alive while observed (its lifetime holds its own input), and ends
    /// silently once nothing refers to it and nobody observes it.
    public static var never: Signal {
        Signal({ input, lifetime in lifetime.observeEnded { _ = input } }, interruptsOnDeinit: false)
    }

    /// A signal that has already terminated: observers get `interrupted` at once (ReactiveSwift's semantics).
    public static var empty: Signal {
        let core = SignalCore<Value, Error>()
        core.send(.interrupted)
        return Signal(core: core)
    }

    /// Attaches `observer`.
    /// - Returns: a disposable that detaches it, or `nil` if the signal has already terminated
    ///   (the observer then receives `interrupted`).
    @inlinable @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        core.observe(observer)
    }
}
