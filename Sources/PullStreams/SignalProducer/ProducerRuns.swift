/// A producer run made from a start handler, as one object: it is the run's signal core (a subclass of
/// `SignalCore`) and its interrupt handle, and holds the handler until the start. One allocation where
/// a core, a closure context for the start and a disposable took three; the input observer the handler
/// is given is made at the start.
///
/// `dispose()` (idempotent, safe from any thread: an atomic flag picks the one call that acts) sends
/// `interrupted` into the run, as the input observer would. Reached through `Disposable`, it runs
/// unspecialized (a generic class's method), so it looks up generic metadata per disposal; a closure
/// formed specialized at creation would avoid that, but one holding the run would keep the run alive
/// forever (a cycle), and a run that completes by itself (every inner run of B5c and B7) is never disposed.
// @unchecked: as `SignalCore`, the core's state is lock-guarded; `disposed` is atomic and
// `startHandler` only `start()` reads and clears, once, on the thread starting the run.
@usableFromInline
final class StartHandlerRun<Value, Error: Swift.Error>: SignalCore<Value, Error>, Disposable, @unchecked Sendable {
    @usableFromInline let disposed = DisposedFlag()
    /// Released once called: what it captures must not outlive the start because the caller keeps
    /// this handle (`replayLazily` ends its upstream when its start handlers are gone).
    /// Spelled `Optional<...>` so that it has no implicit `nil` default: assigning over that default in
    /// `init` cost an exclusivity check per run (B5c, B7).
    // swift-format-ignore: UseShorthandTypeNames
    @usableFromInline var startHandler: Optional<(Signal<Value, Error>.Observer, Lifetime) -> Void>

    /// A run that `start()` starts with `startHandler`; `nil` for one `start(_:observer:)` starts.
    @inlinable
    init(_ startHandler: ((Signal<Value, Error>.Observer, Lifetime) -> Void)?) {
        self.startHandler = startHandler
        super.init(endsWhenAbandoned: false)
    }

    /// `SignalProducer.start(_:)` of a producer made from `startHandler`: a new run, `observer`
    /// attached, the handler called; the run is its own interrupt handle. The same steps as
    /// `instance` then `start()`, without the start closure, the stored handler (whose `take()` is an
    /// exclusivity check) or any critical section before the handler: until it runs, nothing but this
    /// call knows the run, so nothing can have interrupted it (B5c, B7: every inner start).
    @inlinable
    static func start(
        _ startHandler: (Signal<Value, Error>.Observer, Lifetime) -> Void, observer: Signal<Value, Error>.Observer
    ) -> StartHandlerRun {
        let run = StartHandlerRun(nil)
        run.attachUnshared(observer)
        startHandler(run.input, run.lifetimeUnshared())
        return run
    }

    /// The input observer the start handler is given: it sends into this core.
    @inlinable
    var input: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer({ [self] event in send(event) }, interruptsOnDeinit: false)
    }

    /// The run as a `ProducerInstance`.
    @inlinable
    var instance: ProducerInstance<Value, Error> {
        ProducerInstance(core: self, observerDidSetup: { [self] in start() }, interruptHandle: self)
    }

    /// Calls the start handler (unless the run was already interrupted) with an input observer that
    /// sends into this core.
    @inlinable
    func start() {
        guard let startHandler = startHandler.take() else { return }  // one exclusive access, not two
        // One critical section asks whether an interruption came first and makes the lifetime.
        guard let lifetime = lock.run({ state.terminated ? nil : lifetimeLocked() }) else { return }
        startHandler(input, lifetime)
    }

    @usableFromInline
    var isDisposed: Bool { disposed.isSet }

    @usableFromInline
    func dispose() {
        guard disposed.claim() else { return }
        send(.interrupted)
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
