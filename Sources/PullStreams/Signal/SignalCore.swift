import Scheduling

/// The state machine behind a `Signal`: its observers, its event queue and its lifetime.
///
/// Contracts (ReactiveSwift's `APIContracts.md`, in our words):
/// - Events are serial: one event is delivered to every observer before the next one starts.
/// - Events are never recursive: an event sent from inside an observer of the same signal is queued
///   and delivered right after the current one (ReactiveSwift deadlocks on recursive values instead).
///   An event sent from another thread while one is being delivered is handed to the delivering
///   thread, so `send` may return before its event is delivered.
/// - A terminal event is final: everything sent after it is dropped.
/// - Deliveries nested deeper than `StackGuard.limit` on one thread are left to the outermost guarded
///   frame of that thread (see `StackGuard`), so a 10,000-layer synchronous chain does not overflow.
/// - The signal's lifetime (its `CompositeDisposable`) ends after the terminal event was delivered.
///
/// Performance: the sending path is `@inlinable`, so it is specialized for the caller's types (no
/// generic metadata lookup per event); an event sent while nobody delivers goes straight to the
/// observers (no queueing), and taking the observers for a delivery only retains their array.
// @unchecked: all mutable state is in `state`, read and written only inside `lock.run`;
// `disposables` is itself lock-guarded.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    @usableFromInline
    struct State {
        /// Parallel arrays: taking `observers` for a delivery only retains the buffer (no copy). (One
        /// array of a generic (key, observer) struct costs more in metadata lookups than it saves.)
        @usableFromInline var observers: [Observer] = []
        @usableFromInline var keys: [UInt64] = []
        @usableFromInline var nextKey: UInt64 = 0
        @usableFromInline var accepting = true
        @usableFromInline var terminated = false
        @usableFromInline var queue: [Event] = []
        @usableFromInline var head = 0
        @usableFromInline var isDelivering = false
        /// Whether a `Signal` wrapper still refers to this core (see `wrapperDidDeinitialize`).
        @usableFromInline var wrapperAlive = true

        /// Whether an abandoned core ends itself (signals made with a generator; not producer runs, which
        /// their interrupt handle ends so that operators such as `on(interrupted:)` see it).
        @usableFromInline var endsWhenAbandoned = false

        @inlinable init() {}

        /// Unreferenced, unobserved and still running: nothing can ever observe it again.
        @usableFromInline var isAbandoned: Bool { endsWhenAbandoned && !wrapperAlive && observers.isEmpty && !terminated && accepting }
    }

    @usableFromInline let lock = CriticalSection()
    /// Only touched inside `lock.run`, which already excludes every other access: the dynamic
    /// exclusivity check (about a third of the per-event cost) is switched off.
    @exclusivity(unchecked) @usableFromInline var state = State()
    /// Disposed once the terminal event has been delivered: the generator's `Lifetime`.
    @usableFromInline let disposables: CompositeDisposable

    /// A core; `endsWhenAbandoned` makes it interrupt itself once unreferenced and unobserved.
    @inlinable
    init(endsWhenAbandoned: Bool = false) {
        disposables = CompositeDisposable(sharing: lock)
        state.endsWhenAbandoned = endsWhenAbandoned
    }

    deinit {
        let live = withState { $0.keys.count }
        Resources.decrement(by: live)
        disposables.dispose()
    }

    /// Runs `body` on the state, under the lock (one exclusive access per critical section).
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.run { body(&state) }
    }

    /// Whether the terminal event has been delivered (or is being delivered).
    @inlinable
    var isTerminated: Bool { withState { $0.terminated } }

    @inlinable
    func send(_ event: Event) {
        // Fast path: nobody is delivering, so this thread delivers `event` at once, without queueing.
        let observers: [Observer]? = withState { state in
            guard state.accepting else { return nil }
            if event.isTerminating { state.accepting = false }
            guard !state.isDelivering else {
                state.queue.append(event)
                return nil
            }
            state.isDelivering = true
            return Self.take(event, from: &state)
        }
        guard let observers else { return }
        let thread = StackGuard.current
        guard thread.enter() else {
            // Too deep on this thread: the outermost guarded frame delivers (later events queue behind).
            return thread.deferWork { [self] in
                deliver(event, to: observers)
                deliverQueued()
            }
        }
        deliver(event, to: observers)
        deliverQueued()
        thread.exit()
    }

    /// The observers `event` goes to; a terminal event detaches them all.
    @inlinable
    static func take(_ event: Event, from state: inout State) -> [Observer] {
        let observers = state.observers
        if event.isTerminating {
            state.terminated = true
            state.observers = []
            state.keys = []
        }
        return observers
    }

    @inlinable
    func deliver(_ event: Event, to observers: [Observer]) {
        if event.isTerminating { Resources.decrement(by: observers.count) }
        for observer in observers { observer.send(event) }
        if event.isTerminating { disposables.dispose() }
    }

    /// Delivers what other threads (or re-entrant sends) queued meanwhile; then stops delivering.
    @inlinable
    func deliverQueued() {
        while true {
            let next: (Event, [Observer])? = withState { state in
                guard state.head < state.queue.count else {
                    if !state.queue.isEmpty {
                        state.queue.removeAll(keepingCapacity: true)
                        state.head = 0
                    }
                    state.isDelivering = false
                    return nil
                }
                let event = state.queue[state.head]
                state.head += 1
                return (event, Self.take(event, from: &state))
            }
            guard let (event, observers) = next else { return }
            deliver(event, to: observers)
        }
    }

    /// Attaches `observer`; returns `nil` (after sending it `interrupted`) when already terminated.
    @inlinable
    func observe(_ observer: Observer) -> Disposable? {
        let key: UInt64? = withState { state in
            guard !state.terminated else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.observers.append(observer)
            state.keys.append(key)
            return key
        }
        guard let key else {
            observer.sendInterrupted()
            return nil
        }
        Resources.increment()
        return SignalObservation(core: self, key: key)
    }

    /// Detaches the observer attached under `key`, if still attached.
    @usableFromInline
    func removeObserver(_ key: UInt64) {
        let (removed, abandoned): (Observer?, Bool) = withState { state in
            guard let index = state.keys.firstIndex(of: key) else { return (nil, false) }
            state.keys.remove(at: index)
            let removed = state.observers.remove(at: index)
            return (removed, state.isAbandoned)
        }
        if removed != nil { Resources.decrement() }
        _ = removed  // released outside the lock: its deinit may send
        if abandoned { send(.interrupted) }
    }

    /// The `Signal` wrapper went away. As in ReactiveSwift, a signal that nobody refers to and nobody
    /// observes can never be observed again: it is interrupted (to no one), which ends its lifetime and
    /// so releases what its generator holds, such as an operator's observation of its upstream.
    @usableFromInline
    func wrapperDidDeinitialize() {
        let abandoned: Bool = withState { state in
            state.wrapperAlive = false
            return state.isAbandoned
        }
        if abandoned { send(.interrupted) }
    }
}
