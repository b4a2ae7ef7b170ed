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
/// - Deliveries nested once half the thread's stack is used or 512 guarded calls nest are left to the outermost guarded
///   frame of that thread (see `StackGuard`), so a 10,000-layer synchronous chain does not overflow.
/// - The signal's lifetime (its `CompositeDisposable`) ends after the terminal event was delivered.
///
/// Performance: the sending path is `@inlinable`, so it is specialized for the caller's types (no
/// generic metadata lookup per event); an event sent while nobody delivers goes straight to the
/// observers (no queueing), and taking the observers for a delivery retains at most one observer and one array.
// @unchecked: all mutable state (the `@exclusivity(unchecked)` properties) is read and written only
// while holding `lock`; `disposables` is itself lock-guarded.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    // The state, only touched while holding `lock`, which already excludes every other access: the
    // dynamic exclusivity checks are switched off (callgrind, with them on for just the six observer-key
    // and lifetime fields: pull B6 1,522 instructions per element against 1,005, B5a 2,864 against 2,597). Plain stored
    // properties, not a generic `State` struct: in a debug build each use of a struct nested in this
    // generic class is a run-time metadata lookup, and the flags below are non-generic.

    /// The attached observers, in attach order.
    @exclusivity(unchecked) @usableFromInline var observers = Observers.none
    /// Events queued while a delivery runs, oldest at `head`.
    @exclusivity(unchecked) @usableFromInline var queue: [Event] = []
    @exclusivity(unchecked) @usableFromInline var head = 0
    /// The key of the first observer (meaningless while there is none).
    @exclusivity(unchecked) @usableFromInline var firstKey: UInt64 = 0
    /// The keys of the other observers, in attach order (empty unless `observers` is `.many`).
    @exclusivity(unchecked) @usableFromInline var restKeys: [UInt64] = []
    @exclusivity(unchecked) @usableFromInline var nextKey: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var accepting = true
    @exclusivity(unchecked) @usableFromInline var terminated = false
    @exclusivity(unchecked) @usableFromInline var isDelivering = false
    /// The thread delivering while `isDelivering` (see `currentThreadID`).
    @exclusivity(unchecked) @usableFromInline var deliveringThread: UInt = 0
    /// The thread that sent each event of `queue` (same indices).
    @exclusivity(unchecked) @usableFromInline var queuedBy: [UInt] = []
    /// Whether a `Signal` wrapper still refers to this core (see `wrapperDidDeinitialize`).
    @exclusivity(unchecked) @usableFromInline var wrapperAlive = true
    /// Whether an abandoned core ends itself (signals made with a generator; not producer runs, which
    /// their interrupt handle ends so that operators such as `on(interrupted:)` see it).
    @usableFromInline let endsWhenAbandoned: Bool
    /// Whether `disposables` has been ended (see `SignalCore.disposables`).
    @exclusivity(unchecked) @usableFromInline var disposablesEnded = false

    /// Unreferenced, unobserved and still running: nothing can ever observe it again (under the lock).
    @usableFromInline var isAbandoned: Bool { endsWhenAbandoned && !wrapperAlive && observers.isEmpty && !terminated && accepting }

    @usableFromInline let lock = CriticalSection()
    /// `disposables`, made on first use (a `SignalProducer(value:)` run never asks for it). Only
    /// touched under the lock, with `disposablesEnded`.
    @exclusivity(unchecked) @usableFromInline var madeDisposables: CompositeDisposable?
    /// Set, under the lock, whenever an event is queued or the observers change; cleared when
    /// `sendValues` takes the delivery. While it stays clear, `sendValues` delivers value after value
    /// to the observers it took, with no critical section per value.
    @usableFromInline let interference = Atomic<Bool>(false)

    /// Disposed once the terminal event has been delivered: the generator's `Lifetime`. Made on first
    /// use; made after the end, it is returned already disposed (what is added to it is disposed at once).
    @inlinable
    var disposables: CompositeDisposable {
        let (disposables, ended) = lock.run { () -> (CompositeDisposable, Bool) in
            if let made = madeDisposables { return (made, false) }
            let made = CompositeDisposable(sharing: lock)
            madeDisposables = made
            return (made, disposablesEnded)
        }
        if ended { disposables.dispose() }  // outside the lock: it takes the same one
        return disposables
    }

    /// A core; `endsWhenAbandoned` makes it interrupt itself once unreferenced and unobserved.
    @inlinable
    init(endsWhenAbandoned: Bool = false) {
        self.endsWhenAbandoned = endsWhenAbandoned
    }

    deinit {
        // The last reference is gone: nobody else can hold the lock.
        Resources.decrement(by: observers.count)
        endDisposables()
    }

    /// Ends `disposables` (disposes it if it was made; one made later comes disposed).
    @inlinable
    func endDisposables() {
        let made = lock.run {
            disposablesEnded = true
            return madeDisposables
        }
        made?.dispose()
    }

    /// Whether the terminal event has been delivered (or is being delivered).
    @inlinable
    var isTerminated: Bool {
        lock.run { terminated }
    }

    /// Whether the signal still accepts events.
    @inlinable
    var isAccepting: Bool {
        lock.run { accepting }
    }

    /// The per-event paths (`send`, `sendValues`, `deliverQueued`) take the lock with `lock()`/`unlock()`:
    /// written as `lock.run { }` (a closure returning the observers, or `.skip`) they cost pull B6 about
    /// 15% more instructions (callgrind: 1,181 against 1,017 per element) and B5a about 6%.
    @inlinable
    func send(_ event: Event) {
        let terminating: Bool
        if case .value = event { terminating = false } else { terminating = true }
        // Fast path: nobody is delivering, so this thread delivers `event` at once, without queueing.
        lock.lock()
        guard accepting else {
            lock.unlock()
            return
        }
        if terminating { accepting = false }
        guard !isDelivering else {
            // As in ReactiveSwift, a terminal event from another thread overtakes the values still
            // waiting: they are dropped, and it is delivered right after the event being delivered.
            // (Values queued re-entrantly by the delivering thread itself keep their order.)
            let sender = currentThreadID()
            if terminating, head < queue.count, deliveringThread != sender {
                dropValuesQueuedByOthers(keeping: sender)
            }
            queue.append(event)
            queuedBy.append(sender)
            interference.store(true, ordering: .releasing)
            lock.unlock()
            return
        }
        isDelivering = true
        deliveringThread = currentThreadID()
        let observers = take(terminating: terminating)
        lock.unlock()
        let thread = StackGuard.current
        guard thread.enter() else {
            // Too deep on this thread: the outermost guarded frame delivers (later events queue behind).
            return thread.deferWork { [self] in
                deliver(event, to: observers, terminating: terminating)
                deliverQueued()
            }
        }
        deliver(event, to: observers, terminating: terminating)
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
            lock.lock()
            guard accepting, !isDelivering else {
                lock.unlock()
                // Ended, or another thread delivers: this value is handed to it (or dropped) by `send`.
                guard isAccepting, let value = iterator.next() else { return }
                send(.value(value))
                continue
            }
            isDelivering = true
            deliveringThread = currentThreadID()
            interference.store(false, ordering: .relaxed)
            let observers = self.observers
            lock.unlock()
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
                    while isAccepting, let value = iterator.next() { send(.value(value)) }
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

    /// The observers an event goes to (under the lock); a terminal event detaches them all.
    @inlinable
    func take(terminating: Bool) -> Observers {
        let observers = self.observers
        if terminating {
            terminated = true
            self.observers = .none
            restKeys = []
        }
        return observers
    }

    @inlinable
    func deliver(_ event: Event, to observers: Observers, terminating: Bool) {
        if terminating { Resources.decrement(by: observers.count) }
        observers.send(event)
        if terminating { endDisposables() }
    }

    /// Drops the waiting values sent by threads other than `sender` and the delivering thread: in
    /// ReactiveSwift those senders are still blocked when the terminal event arrives, and it overtakes
    /// them. (The terminal's own thread already returned from its earlier sends there, so its values
    /// stay; so do re-entrant ones, which ReactiveSwift cannot express.) Called under the lock.
    @usableFromInline
    func dropValuesQueuedByOthers(keeping sender: UInt) {
        var keptEvents: [Event] = []
        var keptBy: [UInt] = []
        for index in head..<queue.count where queuedBy[index] == sender || queuedBy[index] == deliveringThread {
            keptEvents.append(queue[index])
            keptBy.append(queuedBy[index])
        }
        queue.removeSubrange(head...)
        queuedBy.removeSubrange(head...)
        queue.append(contentsOf: keptEvents)
        queuedBy.append(contentsOf: keptBy)
    }

    /// Delivers what other threads (or re-entrant sends) queued meanwhile; then stops delivering.
    @inlinable
    func deliverQueued() {
        while true {
            lock.lock()
            guard head < queue.count else {
                if !queue.isEmpty {
                    queue.removeAll(keepingCapacity: true)
                    queuedBy.removeAll(keepingCapacity: true)
                    head = 0
                }
                isDelivering = false
                lock.unlock()
                return
            }
            let event = queue[head]
            head += 1
            let terminating: Bool
            if case .value = event { terminating = false } else { terminating = true }
            let observers = take(terminating: terminating)
            lock.unlock()
            deliver(event, to: observers, terminating: terminating)
        }
    }

    /// The `Signal` wrapper went away. As in ReactiveSwift, a signal that nobody refers to and nobody
    /// observes can never be observed again: it is interrupted (to no one), which ends its lifetime and
    /// so releases what its generator holds, such as an operator's observation of its upstream.
    @usableFromInline
    func wrapperDidDeinitialize() {
        let abandoned = lock.run {
            wrapperAlive = false
            return isAbandoned
        }
        if abandoned { send(.interrupted) }
    }
}
