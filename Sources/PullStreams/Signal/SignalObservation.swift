import Synchronization

/// What `Signal.observe` returns: disposing it detaches the observer.
///
/// ReactiveSwift returns an `AnyDisposable` wrapping a closure; ours is a dedicated class with the
/// same contract (thread-safe, idempotent, `isDisposed` only after `dispose()`), guarded by the
/// signal's own lock: no lock and no closure of its own to create per observation.
// @unchecked: `disposed` is only read or written inside `lock.run`; `core` is a weak reference.
@usableFromInline
final class SignalObservation<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline let lock: CriticalSection
    @usableFromInline weak var core: SignalCore<Value, Error>?
    @usableFromInline let key: UInt64
    /// Only touched inside `lock.run`: the dynamic exclusivity check is switched off.
    @exclusivity(unchecked) @usableFromInline var disposed = false

    @inlinable
    init(core: SignalCore<Value, Error>, key: UInt64) {
        lock = core.lock
        self.core = core
        self.key = key
    }

    /// Whether `dispose()` has been called.
    @usableFromInline
    var isDisposed: Bool { lock.run { disposed } }

    /// Detaches the observer (the first time only).
    @usableFromInline
    func dispose() {
        let first: Bool = lock.run {
            defer { disposed = true }
            return !disposed
        }
        if first { core?.removeObserver(key) }
    }
}

/// The observation an operator's run keeps of its source run's core (in the operator's lifetime).
///
/// Unlike `SignalObservation` it holds the core strongly: the source run's interrupt handle, kept in
/// the same lifetime, already does, so this adds no lifetime to anything, and it spares the core the
/// weak reference (a side table allocated per core, and a slower release). Released with the
/// operator's lifetime. Idempotent and safe from any thread (an atomic flag picks the one `dispose()`
/// that detaches).
// @unchecked: immutable apart from the atomic `disposed`.
@usableFromInline
final class RunObservation<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline let key: UInt64
    @usableFromInline let core: SignalCore<Value, Error>

    @inlinable
    init(core: SignalCore<Value, Error>, key: UInt64) {
        self.core = core
        self.key = key
    }

    @usableFromInline
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @usableFromInline
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        core.removeObserver(key)
    }
}
