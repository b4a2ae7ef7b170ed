import Scheduling
import Synchronization

/// Attaching and detaching a signal's observers, and the set a delivery takes.
extension SignalCore {
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
        let attachedKey = lock.run { () -> UInt64? in
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
            case var .many(attached):
                state.observers = .none  // appended in place unless a delivery holds the buffer
                attached.append(observer)
                state.observers = .many(attached)
                state.restKeys.append(key)
            }
            interference.store(true, ordering: .releasing)
            return key
        }
        guard let key = attachedKey else {
            observer.sendInterrupted()
            return nil
        }
        Resources.increment()
        return key
    }

    /// `attach` of the first observer of a core nobody else knows yet (a run being started by
    /// `StartHandlerRun.start(_:observer:)`): no critical section, as nothing else can touch `state`,
    /// and no terminal event can have come.
    @inlinable
    final func attachUnshared(_ observer: Observer) {
        state.observers = .one(observer)
        state.firstKey = state.nextKey
        state.nextKey += 1
        Resources.increment()
    }

    /// Detaches the observer attached under `key`, if still attached.
    @usableFromInline
    func removeObserver(_ key: UInt64) {
        // Called through `Disposable`, so it runs unspecialized: the removed observer travels as
        // `AnyObject` and the interruption is sent from a separate method, which spares the generic
        // metadata lookups (`Observer?`, `Event`) that would otherwise cost on every removal.
        let outcome = lock.run { () -> (removed: AnyObject, abandoned: Bool)? in
            let removed: AnyObject
            switch state.observers {
            case .none, .skip:  // (`.skip` is never stored)
                return nil
            case let .one(first):
                guard state.firstKey == key else { return nil }
                removed = first
                state.observers = .none
            case var .many(attached):
                let index: Int
                if state.firstKey == key {
                    index = 0
                } else if let rest = state.restKeys.firstIndex(of: key) {
                    index = rest + 1
                } else {
                    return nil
                }
                state.observers = .none  // removed in place unless a delivery holds the buffer
                removed = attached.remove(at: index)
                if index == 0 {
                    state.firstKey = state.restKeys.removeFirst()
                } else {
                    state.restKeys.remove(at: index - 1)
                }
                state.observers = attached.count == 1 ? .one(attached[0]) : .many(attached)
            }
            interference.store(true, ordering: .releasing)
            return (removed, isAbandoned)
        }
        guard let (removed, abandoned) = outcome else { return }
        Resources.decrement()
        _ = removed  // released outside the lock: its deinit may send
        if abandoned { interruptAbandoned() }
    }

    /// The `Signal` wrapper went away. As in ReactiveSwift, a signal that nobody refers to and nobody
    /// observes can never be observed again: it is interrupted (to no one), which ends its lifetime and
    /// so releases what its generator holds, such as an operator's observation of its upstream.
    @usableFromInline
    func wrapperDidDeinitialize() {
        let abandoned = lock.run {
            state.wrapperAlive = false
            return isAbandoned
        }
        if abandoned { interruptAbandoned() }
    }

    /// Interrupts this core, which nobody can observe any more (see `isAbandoned`).
    @usableFromInline @inline(never)
    func interruptAbandoned() {
        send(.interrupted)
    }
}
