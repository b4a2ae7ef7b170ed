/// A producer run made from a start handler, as one object: it is the run's interrupt handle and holds
/// what its start needs (the core, the observer the handler is given, the handler). One allocation
/// where a closure context for the start plus a disposable took two.
///
/// `dispose()` (idempotent, safe from any thread: an atomic flag picks the one call that acts) sends
/// `interrupted` into the run, as the input observer would. It calls a closure formed, specialized,
/// at creation: a generic class's method reached through `Disposable` runs unspecialized code, which
/// would look up generic metadata on every disposal.
// @unchecked: immutable apart from the atomic `disposed` and `startHandler`, which only `start()` reads
// and clears, once, on the thread starting the run.
@usableFromInline
final class StartHandlerRun<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline let disposed = DisposedFlag()
    @usableFromInline let interrupt: () -> Void
    @usableFromInline let core: SignalCore<Value, Error>
    @usableFromInline let input: Signal<Value, Error>.Observer
    /// Released once called: what it captures must not outlive the start because the caller keeps
    /// this handle (`replayLazily` ends its upstream when its start handlers are gone).
    @usableFromInline var startHandler: ((Signal<Value, Error>.Observer, Lifetime) -> Void)?

    @inlinable
    init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
        let core = SignalCore<Value, Error>()
        let input = Signal<Value, Error>.Observer({ [core] event in core.send(event) }, interruptsOnDeinit: false)
        self.core = core
        self.input = input
        self.startHandler = startHandler
        interrupt = { [input] in input.sendInterrupted() }
    }

    /// The run as a `ProducerInstance`.
    @inlinable
    var instance: ProducerInstance<Value, Error> {
        ProducerInstance(core: core, observerDidSetup: { [self] in start() }, interruptHandle: self)
    }

    /// Calls the start handler (unless the run was already interrupted).
    @inlinable
    func start() {
        guard let startHandler else { return }
        self.startHandler = nil
        guard !core.isTerminated else { return }
        startHandler(input, Lifetime(core.disposables))
    }

    @usableFromInline
    var isDisposed: Bool { disposed.isSet }

    @usableFromInline
    func dispose() {
        guard disposed.claim() else { return }
        interrupt()
    }
}

/// The run of `SignalProducer(_ values:)`, `SignalProducer(value:)` (over `CollectionOfOne`) and
/// `SignalProducer.empty` (over `EmptyCollection`), as one object: sends the values straight into the
/// core, as one delivery (`SignalCore.sendValues`), then completes. No observer object, no `Lifetime`
/// and no start closure, which a run from a start handler would make. Its `dispose()` is as
/// `StartHandlerRun`'s.
// @unchecked: immutable apart from the atomic `disposed` and `values`, which only `start()` reads and
// clears, once, on the thread starting the run.
@usableFromInline
final class SequenceRun<Values: Sequence, Error: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline let disposed = DisposedFlag()
    @usableFromInline let interrupt: () -> Void
    @usableFromInline let core: SignalCore<Values.Element, Error>
    /// Released once sent, as `StartHandlerRun` releases its start handler: the caller keeps this handle.
    @usableFromInline var values: Values?

    @inlinable
    init(_ values: Values) {
        let core = SignalCore<Values.Element, Error>()
        self.core = core
        self.values = values
        interrupt = { [core] in core.send(.interrupted) }
    }

    /// The run as a `ProducerInstance`.
    @inlinable
    var instance: ProducerInstance<Values.Element, Error> {
        ProducerInstance(core: core, observerDidSetup: { [self] in start() }, interruptHandle: self)
    }

    /// Sends the values, then completes (unless the run was already interrupted).
    @inlinable
    func start() {
        guard let values = self.values.take() else { return }
        guard !core.isTerminated else { return }
        core.sendValues(values)
        core.send(.completed)
    }

    @usableFromInline
    var isDisposed: Bool { disposed.isSet }

    @usableFromInline
    func dispose() {
        guard disposed.claim() else { return }
        interrupt()
    }
}

/// The value of a `SignalProducer(value:)`, boxed once so that the producer's two closures share it.
@usableFromInline
final class ValueBox<Value> {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

/// What a run that is over by the time `start` returns gives back: already disposed, and disposing it
/// does nothing. ReactiveSwift's `NopDisposable.shared` plays the same part for its generator cores.
// @unchecked: immutable.
@usableFromInline
final class NopDisposable: Disposable, @unchecked Sendable {
    @usableFromInline static let shared = NopDisposable()

    @usableFromInline
    var isDisposed: Bool { true }

    @usableFromInline
    func dispose() {}
}
