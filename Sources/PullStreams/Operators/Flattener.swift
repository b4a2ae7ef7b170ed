/// The storage of one flattened stream (`.merge`, `.concat`, `.concurrent`, `.race`, `.throttle`;
/// `.latest` is `LatestFlattener`'s): which inner producers run, which wait, whether the outer
/// stream completed, and (race) which inner producer won. Decisions are taken under the lock;
/// starting, disposing and sending happen after it is released.
///
/// Completion: the flattened stream completes when the outer one has completed and no inner one
/// is running or waiting. An inner failure ends the flattened stream, as in ReactiveSwift; an inner
/// interruption counts as its completion except for the `.race` winner and the running `.throttle` inner,
/// whose interruption is forwarded.
/// With `.race`, events of the losers are ignored.
///
/// Depth: an inner producer that completes while it is still being started (synchronously) does not
/// start the next waiting one from inside its completion; the loop that started it does, once its
/// `start` has returned (ReactiveSwift's `.starting` state). So 10,000 queued synchronous inner
/// producers run one after the other at a constant stack depth.
///
/// `@inlinable` throughout, so it is specialized for the caller's types (no generic metadata lookup
/// per inner producer). The running inner producers are kept by integer id in `RunningInners`: the
/// first in a slot of its own (`.concat` never runs more than one, nor a merge of synchronous
/// producers), so the usual inner producer costs no hashing; starting one takes its id in
/// the same critical section that decided to start it.
// @unchecked: all mutable state (`state`) is touched only while holding `lock`; `observer` is only sent
// to serially (by the stream contract).
@usableFromInline
final class Flattener<U, E: Swift.Error>: InnerFlattener, @unchecked Sendable {
    // The per-inner and per-value paths (`receive`, `start`, `innerEvent`) take the lock with
    // `lock()`/`unlock()`: see `CriticalSection` for why.
    /// The state, only touched while holding `lock`.
    @usableFromInline
    struct State {
        @usableFromInline var disposed = false
        @usableFromInline var outerCompleted = false
        @usableFromInline var nextID: UInt64 = 0
        @usableFromInline var running = RunningInners()
        /// Producers waiting for a `.concurrent` slot, oldest at `waitingHead` (O(1) dequeue).
        @usableFromInline var waiting: [SignalProducer<U, E>] = []
        @usableFromInline var waitingHead = 0
        @usableFromInline var winner: UInt64?
        /// Inner producers whose `start` has not returned yet.
        @usableFromInline var starting = StartingIDs()
        /// Inner producers that completed during their own `start`: the starting loop dequeues for them.
        @usableFromInline var completedWhileStarting = StartingIDs()
        /// The observer of an inner that ended, ready for the next one (see `InnerTag`).
        @usableFromInline var spare: InnerObserver<Flattener>?

        @inlinable init() {}
    }

    // B5a pull: +79% instructions without it (B5c +30%; measured 2026-11-26).
    @exclusivity(unchecked) @usableFromInline var state = State()

    /// Whether the flattened stream is over (under the lock).
    @inlinable var isFinished: Bool { state.outerCompleted && state.running.isEmpty && state.waitingHead == state.waiting.count }

    /// The strategies served here.
    @usableFromInline
    enum Policy {
        case concurrent(limit: UInt)
        case race
        case throttle

        /// `nil` for `.latest`, which `LatestFlattener` serves.
        @inlinable
        init?(_ strategy: FlattenStrategy) {
            switch strategy.kind {
            case let .concurrent(limit): self = .concurrent(limit: limit)
            case .latest: return nil
            case .race: self = .race
            case .throttle: self = .throttle
            }
        }
    }

    @usableFromInline let strategy: Policy
    @usableFromInline let observer: Signal<U, E>.Observer
    @usableFromInline let lock = CriticalSection()

    @inlinable
    init(_ strategy: Policy, observer: Signal<U, E>.Observer) {
        self.strategy = strategy
        self.observer = observer
    }

    /// Registers a new running inner producer, inside its `start`; returns its id (under the lock).
    @inlinable
    func register() -> UInt64 {
        let id = state.nextID
        state.nextID += 1
        state.running.insert(id)
        state.starting.insert(id)
        return id
    }

    /// `consuming` here and in `start`: the producer the transform returns is moved in, not copied
    /// (B5a and B5b: about 90 instructions a value fewer).
    @inlinable
    func receive(_ inner: consuming SignalProducer<U, E>) {
        lock.lock()
        guard !state.disposed else {
            lock.unlock()
            return
        }
        let id: UInt64
        switch strategy {
        case let .concurrent(limit):
            // First in, first started: while others wait (a slot freed by an inner that completed inside
            // its own start is the starting loop's to fill), this one waits behind them.
            guard UInt(state.running.count) < limit, state.waitingHead == state.waiting.count else {
                state.waiting.append(inner)
                lock.unlock()
                return
            }
            id = register()
        case .race:
            guard state.winner == nil else {
                lock.unlock()
                return
            }
            id = register()
        case .throttle:
            guard state.running.isEmpty else {
                lock.unlock()
                return
            }
            id = register()
        }
        let spare = state.spare.takeSpare(for: id)
        lock.unlock()
        start(inner, id: id, reusing: consume spare)
    }

    /// Starts `inner`, registered as `id`, then whichever waiting producers its synchronous completion freed.
    @inlinable
    func start(_ inner: consuming SignalProducer<U, E>, id: UInt64, reusing spare: consuming InnerObserver<Flattener>?) {
        var producer = inner
        var id = id
        var link = (consume spare) ?? InnerObserver(for: id, of: self)
        while true {
            let handle = producer.start(link.observer)
            lock.lock()
            state.starting.remove(id)
            if state.completedWhileStarting.remove(id) {
                // It ended inside its start: its observer is free unless something still holds it.
                let free = isKnownUniquelyReferenced(&link.observer)
                guard let next = dequeue() else {
                    if free, state.spare == nil, !state.disposed { state.spare = link }  // (`dispose()` dropped it)
                    lock.unlock()
                    return
                }
                id = state.nextID - 1
                let reused = free ? link : state.spare.takeSpare(for: id)
                reused?.retag(id)
                lock.unlock()
                link = reused ?? InnerObserver(for: id, of: self)
                producer = next
                continue
            }
            let disposeNow = state.disposed || !state.running.setHandle(handle, for: id)
            lock.unlock()
            if disposeNow { handle.dispose() }
            return
        }
    }

    /// The next waiting producer, registered (its id is then `nextID - 1`), if a `.concurrent` slot is
    /// free (under the lock).
    @inlinable
    func dequeue() -> SignalProducer<U, E>? {
        guard !state.disposed, state.waitingHead < state.waiting.count, case let .concurrent(limit) = strategy,
            UInt(state.running.count) < limit
        else { return nil }
        let next = state.waiting[state.waitingHead]
        state.waitingHead += 1
        if state.waitingHead == state.waiting.count {
            state.waiting.removeAll(keepingCapacity: true)
            state.waitingHead = 0
        }
        _ = register()
        return next
    }

    @inlinable
    func innerEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        if case .race = strategy {
            raceEvent(id, event)
            return
        }
        if case .throttle = strategy, case .interrupted = event {
            let runs = lock.run { state.running.contains(id) }
            if runs { observer.sendInterrupted() }
            return
        }
        switch event {
        case .value, .failed:
            lock.lock()
            guard state.running.contains(id) else {
                lock.unlock()
                return
            }
            lock.unlock()
            observer.send(event)
        case .completed, .interrupted:
            lock.lock()
            guard state.running.remove(id) else {
                lock.unlock()
                return
            }
            if state.starting.contains(id) {
                // Completed inside its own start: the starting loop takes the next one.
                state.completedWhileStarting.insert(id)
                unlockAndCompleteIfFinished()
                return
            }
            if let next = dequeue() {
                let nextInner = state.nextID - 1
                let spare = state.spare.takeSpare(for: nextInner)
                lock.unlock()
                start(next, id: nextInner, reusing: consume spare)
                return
            }
            unlockAndCompleteIfFinished()
        }
    }

    /// Called holding the lock once an inner or the outer ended: completes if the stream is over,
    /// unlocking first.
    @inlinable
    func unlockAndCompleteIfFinished() {
        let complete = isFinished
        lock.unlock()
        if complete { observer.sendCompleted() }
    }

    @inlinable
    func raceEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        var losers: [Disposable] = []
        let forward = lock.run { () -> Bool in
            guard state.winner == nil, state.running.contains(id) else { return state.winner == id }
            state.winner = id
            losers = state.running.removeAll(except: id)
            return true
        }
        for loser in losers { loser.dispose() }
        losers = []
        guard forward else { return }
        if case .completed = event {
            let complete = lock.run {
                state.running.remove(id)
                return isFinished
            }
            if complete { observer.sendCompleted() }
        } else {
            observer.send(event)
        }
    }

    @inlinable
    func outerDidComplete() {
        lock.lock()
        state.outerCompleted = true
        unlockAndCompleteIfFinished()
    }

    @inlinable
    func dispose() {
        let (handles, spare) = lock.run {
            state.disposed = true
            state.waiting = []
            state.waitingHead = 0
            return (state.running.removeAll(except: nil), state.spare.take())
        }
        _ = spare  // released outside the lock
        for handle in handles { handle.dispose() }
    }
}
