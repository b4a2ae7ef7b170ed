import Scheduling
import Synchronization

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
/// observers (no queueing), and taking the observers for a delivery retains at most one observer and one array.
// @unchecked: all mutable state is in `state` and `madeDisposables`, read and written only inside
// `lock.run`; `disposables` is itself lock-guarded.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    /// A delivery's observers, in attach order: none, one inline (most signals have one observer,
    /// which then costs no array), or several in an array. One word either way, so taking them for a
    /// delivery retains one object and copies nothing.
    @usableFromInline
    enum Observers {
        case none
        case one(Observer)
        case many([Observer])
        /// Not an attached set: what `send` gets when the event is not this thread's to deliver
        /// (dropped after a terminal event, or queued for the delivering thread). Never stored. A case
        /// of its own rather than an `Optional`, whose copies on the per-event path cost more.
        case skip

        @inlinable var count: Int {
            switch self {
            case .none, .skip: 0
            case .one: 1
            case let .many(observers): observers.count
            }
        }

        @inlinable var isEmpty: Bool {
            switch self {
            case .none, .skip: true
            case .one, .many: false
            }
        }

        /// Sends `event` to each observer, in attach order.
        @inlinable
        func send(_ event: Event) {
            switch self {
            case .none, .skip: return
            case let .one(observer): observer.send(event)
            case let .many(observers): for observer in observers { observer.send(event) }
            }
        }
    }

    @usableFromInline
    struct State {
        /// The attached observers, in attach order.
        @usableFromInline var observers = Observers.none
        /// The key of the first observer (meaningless while there is none).
        @usableFromInline var firstKey: UInt64 = 0
        /// The keys of the other observers, in attach order (empty unless `observers` is `.many`).
        @usableFromInline var restKeys: [UInt64] = []
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
        /// Whether `disposables` has been ended (see `SignalCore.disposables`).
        @usableFromInline var disposablesEnded = false

        @inlinable init() {}

        /// Unreferenced, unobserved and still running: nothing can ever observe it again.
        @usableFromInline var isAbandoned: Bool { endsWhenAbandoned && !wrapperAlive && observers.isEmpty && !terminated && accepting }
    }

    @usableFromInline let lock = CriticalSection()
    /// Only touched inside `lock.run`, which already excludes every other access: the dynamic
    /// exclusivity check (about a third of the per-event cost) is switched off.
    @exclusivity(unchecked) @usableFromInline var state = State()
    /// `disposables`, made on first use (a `SignalProducer(value:)` run never asks for it). Only
    /// touched inside `lock.run`, with `state.disposablesEnded`.
    @exclusivity(unchecked) @usableFromInline var madeDisposables: CompositeDisposable?
    /// Set, inside `lock.run`, whenever an event is queued or the observers change; cleared when
    /// `sendValues` takes the delivery. While it stays clear, `sendValues` delivers value after value
    /// to the observers it took, with no critical section per value.
    @usableFromInline let interference = Atomic<Bool>(false)

    /// Disposed once the terminal event has been delivered: the generator's `Lifetime`. Made on first
    /// use; made after the end, it is returned already disposed (what is added to it is disposed at once).
    @inlinable
    var disposables: CompositeDisposable {
        let (disposables, ended): (CompositeDisposable, Bool) = lock.run {
            if let made = madeDisposables { return (made, false) }
            let made = CompositeDisposable(sharing: lock)
            madeDisposables = made
            return (made, state.disposablesEnded)
        }
        if ended { disposables.dispose() }  // outside the lock: it takes the same one
        return disposables
    }

    /// A core; `endsWhenAbandoned` makes it interrupt itself once unreferenced and unobserved.
    @inlinable
    init(endsWhenAbandoned: Bool = false) {
        state.endsWhenAbandoned = endsWhenAbandoned
    }

    deinit {
        let live = withState { $0.observers.count }
        Resources.decrement(by: live)
        endDisposables()
    }

    /// Ends `disposables` (disposes it if it was made; one made later comes disposed).
    @inlinable
    func endDisposables() {
        let made: CompositeDisposable? = lock.run {
            state.disposablesEnded = true
            return madeDisposables
        }
        made?.dispose()
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
        let observers: Observers = withState { state in
            guard state.accepting else { return .skip }
            if event.isTerminating { state.accepting = false }
            guard !state.isDelivering else {
                state.queue.append(event)
                interference.store(true, ordering: .releasing)
                return .skip
            }
            state.isDelivering = true
            return Self.take(event, from: &state)
        }
        if case .skip = observers { return }
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

    /// Sends each element of `values` as a value (while the signal accepts events), as one delivery.
    ///
    /// The same events, in the same order, as a `send(.value(_:))` per element, but the delivery is
    /// taken once: between values only `interference` is read, and when it is set (an event was queued
    /// by a re-entrant or concurrent `send`, or the observers changed) the queue is delivered and the
    /// delivery taken again. So a sequence producer costs no critical section per value. Each value is
    /// still a guarded frame of its own (what a guarded frame deferred runs before the next value), and
    /// past the stack guard's limit the value and the rest go as `send` sends them.
    @inlinable
    func sendValues<S: Sequence>(_ values: S) where S.Element == Value {
        var iterator = values.makeIterator()
        let thread = StackGuard.current
        while true {
            let observers: Observers = withState { state in
                guard state.accepting, !state.isDelivering else { return .skip }
                state.isDelivering = true
                interference.store(false, ordering: .relaxed)
                return state.observers
            }
            if case .skip = observers {
                // Ended, or another thread delivers: this value is handed to it (or dropped) by `send`.
                guard withState({ $0.accepting }), let value = iterator.next() else { return }
                send(.value(value))
                continue
            }
            while !interference.load(ordering: .acquiring) {
                guard let value = iterator.next() else {
                    deliverQueuedGuarded(thread)
                    return
                }
                let event = Event.value(value)
                guard thread.enter() else {
                    // Too deep on this thread: the outermost guarded frame delivers this value and what
                    // queues behind it, which is where the rest of the values go.
                    thread.deferWork { [self] in
                        observers.send(event)
                        deliverQueued()
                    }
                    while withState({ $0.accepting }), let value = iterator.next() { send(.value(value)) }
                    return
                }
                observers.send(event)
                thread.exit()
            }
            deliverQueuedGuarded(thread)
        }
    }

    /// `deliverQueued` as a guarded frame (deferred to the outermost one when too deep).
    @inlinable
    func deliverQueuedGuarded(_ thread: NestingGuard) {
        guard thread.enter() else {
            return thread.deferWork { [self] in deliverQueued() }
        }
        deliverQueued()
        thread.exit()
    }

    /// The observers `event` goes to; a terminal event detaches them all.
    @inlinable
    static func take(_ event: Event, from state: inout State) -> Observers {
        let observers = state.observers
        if event.isTerminating {
            state.terminated = true
            state.observers = .none
            state.restKeys = []
        }
        return observers
    }

    @inlinable
    func deliver(_ event: Event, to observers: Observers) {
        if event.isTerminating { Resources.decrement(by: observers.count) }
        observers.send(event)
        if event.isTerminating { endDisposables() }
    }

    /// Delivers what other threads (or re-entrant sends) queued meanwhile; then stops delivering.
    @inlinable
    func deliverQueued() {
        while true {
            let next: (Event, Observers)? = withState { state in
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
        guard let key = attach(observer) else { return nil }
        return SignalObservation(core: self, key: key)
    }

    /// `observe` for an operator's run observing its source run: the disposable holds this core
    /// strongly (see `RunObservation`), so no weak reference is formed to it.
    @inlinable
    func observeForRun(_ observer: Observer) -> Disposable? {
        guard let key = attach(observer) else { return nil }
        return RunObservation(core: self, key: key)
    }

    /// Attaches `observer` for good (until the terminal event): `observe` without the disposable, for
    /// a caller that would drop it (a producer's `start`). No `SignalObservation` then, and no weak
    /// reference formed to this core (which costs it a side table). Returns the observer's key, or
    /// `nil` (after sending it `interrupted`) when already terminated.
    @inlinable @discardableResult
    func attach(_ observer: Observer) -> UInt64? {
        let key: UInt64? = withState { state in
            guard !state.terminated else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            switch state.observers {
            case .none, .skip:  // (`.skip` is never stored)
                state.observers = .one(observer)
                state.firstKey = key
            case let .one(first):
                state.observers = .many([first, observer])
                state.restKeys.append(key)
            case var .many(observers):
                state.observers = .none  // appended in place unless a delivery holds the buffer
                observers.append(observer)
                state.observers = .many(observers)
                state.restKeys.append(key)
            }
            interference.store(true, ordering: .releasing)
            return key
        }
        guard let key else {
            observer.sendInterrupted()
            return nil
        }
        Resources.increment()
        return key
    }

    /// Detaches the observer attached under `key`, if still attached.
    @usableFromInline
    func removeObserver(_ key: UInt64) {
        // Called through `Disposable`, so it runs unspecialized: the removed observer travels as
        // `AnyObject` and the interruption is sent from a separate method, which spares the generic
        // metadata lookups (`Observer?`, `Event`) that would otherwise cost on every removal.
        let (removed, abandoned): (AnyObject?, Bool) = withState { state in
            let removed: AnyObject
            switch state.observers {
            case .none, .skip:  // (`.skip` is never stored)
                return (nil, false)
            case let .one(first):
                guard state.firstKey == key else { return (nil, false) }
                removed = first
                state.observers = .none
            case var .many(observers):
                let index: Int
                if state.firstKey == key {
                    index = 0
                } else if let rest = state.restKeys.firstIndex(of: key) {
                    index = rest + 1
                } else {
                    return (nil, false)
                }
                state.observers = .none  // removed in place unless a delivery holds the buffer
                removed = observers.remove(at: index)
                if index == 0 {
                    state.firstKey = state.restKeys.removeFirst()
                } else {
                    state.restKeys.remove(at: index - 1)
                }
                state.observers = observers.count == 1 ? .one(observers[0]) : .many(observers)
            }
            interference.store(true, ordering: .releasing)
            return (removed, state.isAbandoned)
        }
        if removed != nil { Resources.decrement() }
        _ = removed  // released outside the lock: its deinit may send
        if abandoned { interruptAbandoned() }
    }

    /// Interrupts this core, which nobody can observe any more (see `State.isAbandoned`).
    @usableFromInline @inline(never)
    func interruptAbandoned() {
        send(.interrupted)
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
