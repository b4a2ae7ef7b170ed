/// The storage of one flattened stream: which inner producers run, which wait, whether the outer
/// stream completed, and (race) which inner producer won. Decisions are taken under the lock;
/// starting, disposing and sending happen after it is released.
///
/// Completion: the flattened stream completes when the outer one has completed and no inner one
/// is running or waiting. An inner failure ends the flattened stream, as in ReactiveSwift; an inner
/// interruption counts as its completion except for the `.race` winner, whose interruption is forwarded.
/// With `.latest`, events of a replaced inner producer are ignored; with `.race`, those of the losers.
///
/// Depth: an inner producer that completes while it is still being started (synchronously) does not
/// start the next waiting one from inside its completion; the loop that started it does, once its
/// `start` has returned (ReactiveSwift's `.starting` state). So 10,000 queued synchronous inner
/// producers run one after the other at a constant stack depth.
///
/// `@inlinable` throughout, so it is specialized for the caller's types (no generic metadata lookup
/// per inner producer). The running inner producers are kept by integer id in `RunningInners`: the
/// first in a slot of its own (`.latest` never runs more than one, nor `.concat`, nor a merge of
/// synchronous producers), so the usual inner producer costs no hashing; starting one takes its id in
/// the same critical section that decided to start it.
// @unchecked: all mutable state is in `state`, touched only inside `lock.run`; `observer` is only sent
// to serially (by the stream contract).
@usableFromInline
final class Flattener<U, E: Swift.Error>: @unchecked Sendable {
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

        @usableFromInline var isFinished: Bool { outerCompleted && running.isEmpty && waitingHead == waiting.count }

        @usableFromInline init() {}

        /// Registers a new running inner producer, inside its `start`; returns its id.
        @inlinable
        mutating func register() -> UInt64 {
            let id = nextID
            nextID += 1
            running.insert(id)
            starting.insert(id)
            return id
        }
    }

    @usableFromInline let strategy: FlattenStrategy
    @usableFromInline let observer: Signal<U, E>.Observer
    @usableFromInline let lock = CriticalSection()
    /// Only touched inside `lock.run`, which already excludes every other access.
    @exclusivity(unchecked) @usableFromInline var storage = State()

    /// Runs `body` on the state, under the lock.
    @inlinable
    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.run { body(&storage) }
    }

    @inlinable
    init(_ strategy: FlattenStrategy, observer: Signal<U, E>.Observer) {
        self.strategy = strategy
        self.observer = observer
    }

    @inlinable
    func receive(_ inner: SignalProducer<U, E>) {
        let (id, replaced): (UInt64?, Disposable?) = withLock { state in
            guard !state.disposed else { return (nil, nil) }
            switch strategy.kind {
            case let .concurrent(limit):
                guard UInt(state.running.count) < limit else {
                    state.waiting.append(inner)
                    return (nil, nil)
                }
                return (state.register(), nil)
            case .latest:
                // At most one runs: the one it replaces.
                let old = state.running.removeOnly()
                return (state.register(), old)
            case .race:
                guard state.winner == nil else { return (nil, nil) }
                return (state.register(), nil)
            }
        }
        replaced?.dispose()
        if let id { start(inner, id: id) }
    }

    /// Starts `inner`, registered as `id`, then whichever waiting producers its synchronous completion freed.
    @inlinable
    func start(_ inner: SignalProducer<U, E>, id: UInt64) {
        var next: (SignalProducer<U, E>, UInt64)? = (inner, id)
        while let (producer, id) = next {
            let handle = producer.start(Signal<U, E>.Observer({ [self] event in innerEvent(id, event) }, interruptsOnDeinit: false))
            let (disposeNow, following): (Bool, (SignalProducer<U, E>, UInt64)?) = withLock { state in
                state.starting.remove(id)
                if state.completedWhileStarting.remove(id) {
                    return (false, Self.dequeue(&state, strategy: strategy))
                }
                guard !state.disposed, state.running.setHandle(handle, for: id) else { return (true, nil) }
                return (false, nil)
            }
            if disposeNow { handle.dispose() }
            next = following
        }
    }

    /// The next waiting producer, registered, if a `.concurrent` slot is free.
    @inlinable
    static func dequeue(_ state: inout State, strategy: FlattenStrategy) -> (SignalProducer<U, E>, UInt64)? {
        guard !state.disposed, state.waitingHead < state.waiting.count, case let .concurrent(limit) = strategy.kind,
            UInt(state.running.count) < limit
        else { return nil }
        let next = state.waiting[state.waitingHead]
        state.waitingHead += 1
        if state.waitingHead == state.waiting.count {
            state.waiting.removeAll(keepingCapacity: true)
            state.waitingHead = 0
        }
        return (next, state.register())
    }

    @inlinable
    func innerEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        if case .race = strategy.kind {
            raceEvent(id, event)
            return
        }
        switch event {
        case .value, .failed:
            guard withLock({ $0.running.contains(id) }) else { return }
            observer.send(event)
        case .completed, .interrupted:
            let (next, complete): ((SignalProducer<U, E>, UInt64)?, Bool) = withLock { state in
                guard state.running.remove(id) else { return (nil, false) }
                if state.starting.contains(id) {
                    // Completed inside its own start: the starting loop takes the next one.
                    state.completedWhileStarting.insert(id)
                    return (nil, state.isFinished)
                }
                if let next = Self.dequeue(&state, strategy: strategy) { return (next, false) }
                return (nil, state.isFinished)
            }
            if let (producer, id) = next { start(producer, id: id) }
            if complete { observer.sendCompleted() }
        }
    }

    @inlinable
    func raceEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        let (forward, losers): (Bool, [Disposable]) = withLock { state in
            if state.winner == nil, state.running.contains(id) {
                state.winner = id
                return (true, state.running.removeAll(except: id))
            }
            return (state.winner == id, [])
        }
        for loser in losers { loser.dispose() }
        guard forward else { return }
        if case .completed = event {
            let complete: Bool = withLock { state in
                state.running.remove(id)
                return state.isFinished
            }
            if complete { observer.sendCompleted() }
        } else {
            observer.send(event)
        }
    }

    @inlinable
    func outerCompleted() {
        let complete: Bool = withLock { state in
            state.outerCompleted = true
            return state.isFinished
        }
        if complete { observer.sendCompleted() }
    }

    @inlinable
    func dispose() {
        let handles: [Disposable] = withLock { state in
            state.disposed = true
            state.waiting = []
            state.waitingHead = 0
            return state.running.removeAll(except: nil)
        }
        for handle in handles { handle.dispose() }
    }
}

/// The running inner producers of a `Flattener`, by id, each with its interrupt handle once its `start`
/// returned it: the first in a slot of its own, the others (only a `.merge`, `.concurrent` or `.race` of
/// producers that stay running) in a dictionary. So the usual flatten, one inner producer at a time,
/// never hashes an id (hashing into a dictionary was about 270 instructions of a `flatMap(.latest)` value).
@usableFromInline
struct RunningInners {
    @usableFromInline var firstID: UInt64?
    @usableFromInline var firstHandle: Disposable?
    @usableFromInline var others: [UInt64: Disposable?] = [:]

    @inlinable init() {}

    @inlinable var count: Int { (firstID == nil ? 0 : 1) + others.count }

    @inlinable var isEmpty: Bool { firstID == nil && others.isEmpty }

    @inlinable
    func contains(_ id: UInt64) -> Bool {
        firstID == id || (!others.isEmpty && others[id] != nil)
    }

    /// Adds `id`, without a handle yet.
    @inlinable
    mutating func insert(_ id: UInt64) {
        if firstID == nil {
            firstID = id
            firstHandle = nil
        } else {
            others[id] = .some(nil)
        }
    }

    /// Records `handle` for `id`; `false` when `id` no longer runs.
    @inlinable
    mutating func setHandle(_ handle: Disposable, for id: UInt64) -> Bool {
        if firstID == id {
            firstHandle = handle
            return true
        }
        guard !others.isEmpty, others[id] != nil else { return false }
        others[id] = .some(handle)
        return true
    }

    /// Removes `id`; returns whether it was running.
    @inlinable @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        if firstID == id {
            firstID = nil
            firstHandle = nil
            return true
        }
        guard !others.isEmpty else { return false }
        return others.removeValue(forKey: id) != nil
    }

    /// Removes every running producer, when at most one runs (`.latest`); returns its handle.
    @inlinable
    mutating func removeOnly() -> Disposable? {
        if firstID != nil {
            let handle = firstHandle
            firstID = nil
            firstHandle = nil
            return handle
        }
        guard !others.isEmpty else { return nil }
        let handle = others.values.first ?? nil
        others.removeAll()
        return handle
    }

    /// Removes every running producer but `kept`; returns the handles of those removed.
    @inlinable
    mutating func removeAll(except kept: UInt64?) -> [Disposable] {
        var handles: [Disposable] = []
        if let id = firstID, id != kept {
            if let firstHandle { handles.append(firstHandle) }
            firstID = nil
            firstHandle = nil
        }
        guard !others.isEmpty else { return handles }
        for (id, handle) in others where id != kept {
            if let handle { handles.append(handle) }
        }
        if let kept, let handle = others[kept] {
            others = [kept: handle]
        } else {
            others = [:]
        }
        return handles
    }
}

/// The ids of the inner producers inside their own `start` (or completed there): as many as starts
/// nested on the threads starting inners right now, so a handful. An array searched from the end costs
/// less than hashing every id into a `Set` (which was about a tenth of a `flatMap(.latest)` value).
@usableFromInline
struct StartingIDs {
    @usableFromInline var ids: [UInt64] = []

    @inlinable init() {}

    @inlinable
    func contains(_ id: UInt64) -> Bool { ids.last == id || ids.lastIndex(of: id) != nil }

    @inlinable
    mutating func insert(_ id: UInt64) { ids.append(id) }

    /// Removes `id`; returns whether it was there.
    @inlinable @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        if ids.last == id {
            ids.removeLast()
            return true
        }
        guard let index = ids.lastIndex(of: id) else { return false }
        ids.remove(at: index)
        return true
    }
}
