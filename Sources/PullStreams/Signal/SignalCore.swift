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
/// Not `final`: a start handler's run (`StartHandlerRun`) is a subclass, one object with its core (B5c,
/// B7); every member is `final`, so calls stay direct and inlinable.
// @unchecked: all mutable state (`state`) is read and written only while holding `lock`;
// `disposables` is itself lock-guarded.
@usableFromInline
class SignalCore<Value, Error: Swift.Error>: @unchecked Sendable {
    @usableFromInline typealias Observer = Signal<Value, Error>.Observer
    @usableFromInline typealias Event = Signal<Value, Error>.Event

    /// The state, only touched while holding `lock`, which already excludes every other access.
    @usableFromInline
    struct State {
        /// The attached observers, in attach order.
        @usableFromInline var observers = Observers.none
        /// Events queued while a delivery runs, oldest at `head`, each with the thread that sent it.
        @usableFromInline var queue: [(event: Event, sender: UInt)] = []
        @usableFromInline var head = 0
        /// The key of the first observer (meaningless while there is none).
        @usableFromInline var firstKey: UInt64 = 0
        /// The keys of the other observers, in attach order (empty unless `observers` is `.many`).
        @usableFromInline var restKeys: [UInt64] = []
        @usableFromInline var nextKey: UInt64 = 0
        @usableFromInline var accepting = true
        @usableFromInline var terminated = false
        /// The thread delivering while `turn` is not idle (see `currentThreadID`).
        @usableFromInline var deliveringThread: UInt = 0
        /// Whether a `Signal` wrapper still refers to this core (see `wrapperDidDeinitialize`).
        @usableFromInline var wrapperAlive = true
        @usableFromInline var disposablesEnded = false  // see `disposables`
        /// `lifetime`, made on first use (a `SignalProducer(value:)` run never asks for it).
        @usableFromInline var madeLifetime: Lifetime?

        @inlinable init() {}
    }

    // B6 pull: +32% instructions without it (B5c +15%, B7 +8%; measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline final var state = State()
    /// Whether an abandoned core ends itself (signals made with a generator; not producer runs, which
    /// their interrupt handle ends so that operators such as `on(interrupted:)` see it).
    @usableFromInline let endsWhenAbandoned: Bool

    /// Unreferenced, unobserved and still running: nothing can ever observe it again (under the lock).
    @usableFromInline final var isAbandoned: Bool {
        endsWhenAbandoned && !state.wrapperAlive && state.observers.isEmpty && !state.terminated && state.accepting
    }

    @usableFromInline let lock = CriticalSection()
    /// `stackGuards`, read once here: through the global, every delivery paid its lazy-initialization
    /// check (about 16 instructions a delivery in B6 and B7).
    @usableFromInline let threadGuards = stackGuards
    /// Set, under the lock, whenever an event is queued or the observers change; cleared when
    /// `sendValues` takes the delivery. While it stays clear, `sendValues` delivers value after value
    /// to the observers it took, with no critical section per value.
    @usableFromInline let interference = Atomic<Bool>(false)
    /// Who delivers (see `SenderTurn`): nobody (`idle`, the queue is empty), a sender delivering its
    /// own event with nothing queued (`direct`), or a sender draining the queue. A direct sender that
    /// finds nothing queued behind its event ends its turn with one compare-and-swap, not a second
    /// critical section (B6: about 40 instructions a delivery fewer, in every signal of B5c and B7).
    @usableFromInline let turn = SenderTurn()

    /// A core; `endsWhenAbandoned` makes it interrupt itself once unreferenced and unobserved.
    @inlinable
    init(endsWhenAbandoned: Bool = false) {
        self.endsWhenAbandoned = endsWhenAbandoned
    }

    deinit {
        // The last reference is gone: nobody else can touch `state`, so `endAfterTerminal()`'s critical
        // section is skipped (every run of B5c and B7 ends here). The lifetime may still be held (and
        // used) elsewhere, so it is ended under the lock.
        Resources.decrement(by: state.observers.count)
        if !state.disposablesEnded, let lifetime = state.madeLifetime { lifetime.lock.run { lifetime.endLocked() }?.dispose() }
    }

    /// Whether the terminal event has been delivered (or is being delivered).
    @inlinable
    final var isTerminated: Bool {
        lock.run { state.terminated }
    }

    /// Whether the signal still accepts events.
    @inlinable
    final var isAccepting: Bool {
        lock.run { state.accepting }
    }

    /// Sends `event` to the observers: at once when nobody is delivering, else queued behind the
    /// delivery under way (see `SenderTurn`).
    @inlinable
    final func send(_ event: Event) {
        let terminating: Bool
        if case .value = event { terminating = false } else { terminating = true }
        guard let observers = takeTurn(for: event, terminating: terminating) else { return }
        // The thread's guard borrowed, not retained (about 20 instructions a delivery fewer).
        threadGuards.withCurrent { thread in
            guard thread.enter() else {
                // Too deep on this thread: the outermost guarded frame delivers (later events queue behind).
                return thread.deferWork { [self] in deliverDirectly(event, to: observers, terminating: terminating) }
            }
            deliverDirectly(event, to: observers, terminating: terminating)
            thread.exit()
        }
    }

    /// Under the lock, for `send`: the observers to deliver `event` to when this thread takes the turn
    /// (nobody is delivering); `nil` when the signal no longer accepts events or `event` was queued.
    /// Always inlined, with `lock()` and `defer { unlock() }` rather than `lock.run { }`: as a closure (or
    /// a function called out of line) this section cost pull B6 779 instructions per element against 692
    /// (callgrind, 2026-11-26).
    @inlinable @inline(__always)
    final func takeTurn(for event: Event, terminating: Bool) -> Observers? {
        lock.lock()
        defer { lock.unlock() }
        guard state.accepting else { return nil }
        if terminating { state.accepting = false }
        guard case .queue = turn.claim() else {
            // Nobody is delivering, so this thread delivers `event` at once, without queueing. (Or the
            // direct sender ended its turn between `claim`'s look and its compare-and-swap: the queue
            // is empty and the turn, left `draining`, is ours; `finishDirect` then fails, so what queues
            // behind `event` meanwhile is delivered after it, as from a direct turn.)
            state.deliveringThread = currentThreadID()
            return take(terminating: terminating)
        }
        // As in ReactiveSwift, a terminal event from another thread overtakes the values still
        // waiting: they are dropped, and it is delivered right after the event being delivered.
        // (Values queued re-entrantly by the delivering thread itself keep their order.)
        let sender = currentThreadID()
        if terminating, state.head < state.queue.count, state.deliveringThread != sender {
            dropValuesQueuedByOthers(keeping: sender)
        }
        state.queue.append((event, sender))
        interference.store(true, ordering: .releasing)
        return nil
    }

    /// Delivers the event this thread's turn let through directly, then ends the turn: with one
    /// compare-and-swap when nothing queued behind it, else by delivering the queue.
    @inlinable
    final func deliverDirectly(_ event: Event, to observers: Observers, terminating: Bool) {
        guard !terminating else { return deliverTerminal(event, to: observers) }
        observers.send(event)
        if !turn.finishDirect() { deliverQueued() }
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
    final func sendValues<S: Sequence>(_ values: S) where S.Element == Value {
        var iterator = values.makeIterator()
        let thread = StackGuard.current
        while true {
            let observers = lock.run { () -> Observers in
                guard state.accepting, turn.claimIfIdle() else { return .skip }
                state.deliveringThread = currentThreadID()
                interference.store(false, ordering: .relaxed)
                return state.observers
            }
            if case .skip = observers {
                // Ended, or another thread delivers: this value is handed to it (or dropped) by `send`.
                guard isAccepting, let value = iterator.next() else { return }
                send(.value(value))
                continue
            }
            while !interference.load(ordering: .acquiring) {
                guard let value = iterator.next() else {
                    if !turn.finishDirect() { deliverQueuedGuarded(thread) }
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
    final func deliverQueuedGuarded(_ thread: NestingGuard) {
        guard thread.enter() else {
            return thread.deferWork { [self] in deliverQueued() }
        }
        deliverQueued()
        thread.exit()
    }

    /// The observers an event goes to (under the lock); a terminal event detaches them all.
    @inlinable
    final func take(terminating: Bool) -> Observers {
        let observers = state.observers
        if terminating {
            state.terminated = true
            state.observers = .none
            state.restKeys = []
        }
        return observers
    }

    /// Delivers the terminal event, then ends the lifetime and the turn (see `endAfterTerminal`).
    @inlinable
    final func deliverTerminal(_ event: Event, to observers: Observers) {
        Resources.decrement(by: observers.count)
        observers.send(event)
        endAfterTerminal()
    }

    /// Drops the waiting values sent by threads other than `sender` and the delivering thread: in
    /// ReactiveSwift those senders are still blocked when the terminal event arrives, and it overtakes
    /// them. (The terminal's own thread already returned from its earlier sends there, so its values
    /// stay; so do re-entrant ones, which ReactiveSwift cannot express.) Called under the lock.
    @usableFromInline
    final func dropValuesQueuedByOthers(keeping sender: UInt) {
        let kept = state.queue[state.head...].filter { $0.sender == sender || $0.sender == state.deliveringThread }
        state.queue.removeSubrange(state.head...)
        state.queue.append(contentsOf: kept)
    }

    /// Delivers what other threads (or re-entrant sends) queued meanwhile; then ends this thread's
    /// turn (the caller's, whichever state it is in: only holders of the lock change it, apart from a
    /// direct sender's `finishDirect()`, and this thread is that sender).
    @inlinable
    final func deliverQueued() {
        while true {
            let next = lock.run { () -> (event: Event, observers: Observers)? in
                guard state.head < state.queue.count else {
                    if !state.queue.isEmpty {
                        state.queue.removeAll(keepingCapacity: true)
                        state.head = 0
                    }
                    turn.finishDraining()
                    return nil
                }
                let event = state.queue[state.head].event
                state.head += 1
                return (event, take(terminating: event.isTerminating))
            }
            guard let (event, observers) = next else { return }
            // Nothing is ever queued behind a terminal event (it stops `accepting` as it is queued).
            guard !event.isTerminating else { return deliverTerminal(event, to: observers) }
            observers.send(event)
        }
    }
}
