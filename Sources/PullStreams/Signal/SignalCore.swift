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
/// - The signal's lifetime (its `CompositeDisposable`) ends after the terminal event was delivered.
// @unchecked: all mutable state is inside `state`; `disposables` is itself lock-guarded.
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    typealias Observer = Signal<Value, Error>.Observer
    typealias Event = Signal<Value, Error>.Event

    private struct State {
        var observers: [(key: UInt64, observer: Observer)] = []
        var nextKey: UInt64 = 0
        var accepting = true
        var terminated = false
        var queue: [Event] = []
        var head = 0
        var isDelivering = false
        /// Whether a `Signal` wrapper still refers to this core (see `wrapperDidDeinitialize`).
        var wrapperAlive = true

        /// Whether an abandoned core ends itself (signals made with a generator; not producer runs, which
        /// their interrupt handle ends so that operators such as `on(interrupted:)` see it).
        var endsWhenAbandoned = false

        /// Unreferenced, unobserved and still running: nothing can ever observe it again.
        var isAbandoned: Bool { endsWhenAbandoned && !wrapperAlive && observers.isEmpty && !terminated && accepting }
    }

    private let state = Locked(State())
    /// Disposed once the terminal event has been delivered: the generator's `Lifetime`.
    let disposables = CompositeDisposable()

    /// A core; `endsWhenAbandoned` makes it interrupt itself once unreferenced and unobserved.
    init(endsWhenAbandoned: Bool = false) {
        state.withLock { $0.endsWhenAbandoned = endsWhenAbandoned }
    }

    deinit {
        let live = state.withLock { $0.observers.count }
        Resources.decrement(by: live)
        disposables.dispose()
    }

    /// Whether the terminal event has been delivered (or is being delivered).
    var isTerminated: Bool { state.withLock { $0.terminated } }

    func send(_ event: Event) {
        let drain: Bool = state.withLock { state in
            guard state.accepting else { return false }
            if event.isTerminating { state.accepting = false }
            state.queue.append(event)
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        if drain { deliverQueued() }
    }

    private func deliverQueued() {
        while true {
            let next: (Event, [Observer])? = state.withLock { state in
                guard state.head < state.queue.count else {
                    state.queue.removeAll()
                    state.head = 0
                    state.isDelivering = false
                    return nil
                }
                let event = state.queue[state.head]
                state.head += 1
                let observers = state.observers.map(\.observer)
                if event.isTerminating {
                    state.terminated = true
                    state.observers = []
                }
                return (event, observers)
            }
            guard let (event, observers) = next else { return }
            if event.isTerminating { Resources.decrement(by: observers.count) }
            for observer in observers { observer.send(event) }
            if event.isTerminating { disposables.dispose() }
        }
    }

    /// Attaches `observer`; returns `nil` (after sending it `interrupted`) when already terminated.
    func observe(_ observer: Observer) -> Disposable? {
        let key: UInt64? = state.withLock { state in
            guard !state.terminated else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.observers.append((key, observer))
            return key
        }
        guard let key else {
            observer.sendInterrupted()
            return nil
        }
        Resources.increment()
        return AnyDisposable { [weak self] in self?.removeObserver(key) }
    }

    private func removeObserver(_ key: UInt64) {
        let (removed, abandoned): (Observer?, Bool) = state.withLock { state in
            guard let index = state.observers.firstIndex(where: { $0.key == key }) else { return (nil, false) }
            let removed = state.observers.remove(at: index).observer
            return (removed, state.isAbandoned)
        }
        if removed != nil { Resources.decrement() }
        _ = removed  // released outside the lock: its deinit may send
        if abandoned { send(.interrupted) }
    }

    /// The `Signal` wrapper went away. As in ReactiveSwift, a signal that nobody refers to and nobody
    /// observes can never be observed again: it is interrupted (to no one), which ends its lifetime and
    /// so releases what its generator holds, such as an operator's observation of its upstream.
    func wrapperDidDeinitialize() {
        let abandoned: Bool = state.withLock { state in
            state.wrapperAlive = false
            return state.isAbandoned
        }
        if abandoned { send(.interrupted) }
    }
}
