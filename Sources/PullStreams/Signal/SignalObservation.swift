/// What `Signal.observe` returns: disposing it detaches the observer.
///
/// ReactiveSwift returns an `AnyDisposable` wrapping a closure; ours is a dedicated class with the
/// same contract (thread-safe, idempotent, `isDisposed` only after `dispose()`) with a
/// ``DisposedFlag``: no lock and no closure of its own to create per observation.
// @unchecked: `core` is a weak reference, the rest is immutable or atomic.
@usableFromInline
final class SignalObservation<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline weak var core: SignalCore<Value, Error>?
    @usableFromInline let key: UInt64
    @usableFromInline let disposed = DisposedFlag()

    @inlinable
    init(core: SignalCore<Value, Error>, key: UInt64) {
        self.core = core
        self.key = key
    }

    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool { disposed.isSet }

    /// Detaches the observer (the first time only).
    @usableFromInline
    func dispose() {
        guard disposed.claim() else { return }
        core?.removeObserver(key)
    }
}

/// The observation an operator's run keeps of its source run's core (in the operator's lifetime).
///
/// Unlike `SignalObservation` it holds the core strongly: the source run's interrupt handle, kept in
/// the same lifetime, already does, so this adds no lifetime to anything, and it spares the core the
/// weak reference (a side table allocated per core, and a slower release). Released with the
/// operator's lifetime. Idempotent and safe from any thread (its ``DisposedFlag`` picks the one
/// `dispose()` that detaches).
// @unchecked: immutable apart from the atomic `disposed`.
@usableFromInline
final class RunObservation<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline let disposed = DisposedFlag()
    @usableFromInline let key: UInt64
    @usableFromInline let core: SignalCore<Value, Error>

    @inlinable
    init(core: SignalCore<Value, Error>, key: UInt64) {
        self.core = core
        self.key = key
    }

    @usableFromInline
    var isDisposed: Bool { disposed.isSet }

    @usableFromInline
    func dispose() {
        guard disposed.claim() else { return }
        core.removeObserver(key)
    }
}
