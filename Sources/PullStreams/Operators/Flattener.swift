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
    /// The state, only touched while holding `lock`.
    @usableFromInline
    struct State {
        @usableFromInline var disposed = false
        @usableFromInline var outerCompleted = false
        @usableFromInline var running = RunningInners()
        /// Producers waiting for a `.concurrent` slot, oldest at `waitingHead` (O(1) dequeue).
        @usableFromInline var waiting: [SignalProducer<U, E>] = []
        @usableFromInline var waitingHead = 0
        @usableFromInline var winner: UInt64?
        /// The inners' ids and starts; one that ended inside its `start` has the starting loop dequeue for it.
        @usableFromInline var starts = InnerStarts<Flattener>()

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
        let id = state.starts.begin()
        state.running.insert(id)
        return id
    }

    /// What to do once the lock is released, as decided when an inner producer started or ended.
    @usableFromInline
    enum Next {
        case nothing
        case complete
        /// Dispose the handle of an inner that was dropped while it started.
        case dispose(Disposable)
        /// Start the waiting producer registered as `id`, with the spare observer if there was one.
        case start(SignalProducer<U, E>, id: UInt64, spare: InnerObserver<Flattener>?)
    }

    /// Starts `inner` if the strategy has room for it, queues it (`.concurrent`) or drops it.
    /// `consuming` here and in `start`: the producer the transform returns is moved in, not copied
    /// (B5a and B5b: about 90 instructions a value fewer).
    @inlinable
    func receive(_ inner: consuming SignalProducer<U, E>) {
        // Taken apart, and the spare moved on, so that nothing else holds its observer (see `start`).
        guard case let (id, spare)? = admit(inner) else { return }
        start(inner, id: id, reusing: consume spare)
    }

    /// Under the lock: registers `inner` and takes the spare observer for it if the strategy has room,
    /// else queues it (`.concurrent`) or drops it (`nil`).
    @inlinable @inline(__always)
    func admit(_ inner: borrowing SignalProducer<U, E>) -> (UInt64, InnerObserver<Flattener>?)? {
        lock.lock()
        defer { lock.unlock() }
        guard !state.disposed else { return nil }
        switch strategy {
        case let .concurrent(limit):
            // First in, first started: while others wait (a slot freed by an inner that completed inside
            // its own start is the starting loop's to fill), this one waits behind them.
            guard UInt(state.running.count) < limit, state.waitingHead == state.waiting.count else {
                state.waiting.append(copy inner)
                return nil
            }
        case .race:
            guard state.winner == nil else { return nil }
        case .throttle:
            guard state.running.isEmpty else { return nil }
        }
        let id = register()
        return (id, state.starts.takeSpare(for: id))
    }

    /// Starts `inner`, registered as `id`, then whichever waiting producers its synchronous completion freed.
    @inlinable
    func start(_ inner: consuming SignalProducer<U, E>, id: UInt64, reusing spare: consuming InnerObserver<Flattener>?) {
        var producer = inner
        var id = id
        var link = (consume spare) ?? InnerObserver(for: id, of: self)
        while true {
            let handle = producer.start(link.observer)
            // Used only if it ended inside its start: its observer is then free unless something still holds it.
            let free = isKnownUniquelyReferenced(&link.observer)
            switch started(id, handle, link, free: free) {
            case .nothing, .complete: return
            case let .dispose(handle):
                handle.dispose()
                return
            case let .start(next, nextID, reused):
                id = nextID
                link = reused ?? InnerObserver(for: id, of: self)
                producer = next
            }
        }
    }

    /// Under the lock, once inner `id` returned `handle` from its `start`: keeps the handle, or says to
    /// dispose it (the inner was dropped meanwhile), or, if the inner ended inside its start, keeps its
    /// observer (`link`, `free` when nothing else holds it) as the spare or hands it to the next waiting one.
    @inlinable @inline(__always)
    func started(_ id: UInt64, _ handle: Disposable, _ link: borrowing InnerObserver<Flattener>, free: Bool) -> Next {
        lock.lock()
        defer { lock.unlock() }
        guard state.starts.finish(id) else {
            return state.disposed || !state.running.setHandle(handle, for: id) ? .dispose(handle) : .nothing
        }
        guard let next = dequeue() else {
            if free, !state.disposed { state.starts.keepSpare(copy link) }  // (`dispose()` dropped it)
            return .nothing
        }
        let nextID = state.starts.lastID
        let reused = free ? copy link : state.starts.takeSpare(for: nextID)
        reused?.retag(nextID)
        return .start(next, id: nextID, spare: reused)
    }

    /// The next waiting producer, registered (its id is then `state.starts.lastID`), if a `.concurrent` slot is
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
            if isRunning(id) { observer.sendInterrupted() }
            return
        }
        switch event {
        case .value, .failed:
            guard isRunning(id) else { return }
            observer.send(event)
        case .completed, .interrupted:
            switch ended(id) {
            case .nothing, .dispose: break
            case .complete: observer.sendCompleted()
            case let .start(producer, id, spare): start(producer, id: id, reusing: spare)
            }
        }
    }

    /// Whether inner `id` still runs (its events are forwarded while it does).
    @inlinable @inline(__always)
    func isRunning(_ id: UInt64) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return state.running.contains(id)
    }

    /// Under the lock, once inner `id` ended: what follows (the next waiting producer, or the completion).
    @inlinable @inline(__always)
    func ended(_ id: UInt64) -> Next {
        lock.lock()
        defer { lock.unlock() }
        guard state.running.remove(id) else { return .nothing }
        // Completed inside its own start, the starting loop takes the next one; else this one does.
        if !state.starts.endedWhileStarting(id), let next = dequeue() {
            let nextInner = state.starts.lastID
            return .start(next, id: nextInner, spare: state.starts.takeSpare(for: nextInner))
        }
        return isFinished ? .complete : .nothing
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
        let complete = lock.run {
            state.outerCompleted = true
            return isFinished
        }
        if complete { observer.sendCompleted() }
    }

    @inlinable
    func dispose() {
        let (handles, spare) = lock.run {
            state.disposed = true
            state.waiting = []
            state.waitingHead = 0
            return (state.running.removeAll(except: nil), state.starts.spare.take())
        }
        _ = spare  // released outside the lock
        for handle in handles { handle.dispose() }
    }
}
