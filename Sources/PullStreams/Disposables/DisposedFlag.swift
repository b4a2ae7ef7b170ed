import Synchronization

/// The "disposed yet?" flag of the pull style's disposables: the first `claim()` wins, from any thread.
///
/// ReactiveSwift's disposables each keep an atomic state for this; ours share this one flag, so every
/// disposable is idempotent and thread-safe the same way: exactly one `dispose()` gets `true` from
/// ``claim()`` and acts; ``isSet`` is `true` once a `dispose()` has started.
@usableFromInline
struct DisposedFlag: ~Copyable, Sendable {
    @usableFromInline let state = Atomic<Bool>(false)

    /// A flag that is not set yet.
    @inlinable
    init() {}

    /// Whether a `dispose()` has claimed the flag.
    @inlinable
    var isSet: Bool { state.load(ordering: .acquiring) }

    /// Sets the flag; `true` only for the first caller, the one that must act.
    @inlinable
    func claim() -> Bool { !state.exchange(true, ordering: .acquiringAndReleasing) }
}
