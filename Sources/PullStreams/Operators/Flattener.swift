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
/// per inner producer).
// @unchecked: all mutable state is in `state`, touched only inside `lock.run`; `observer` is only sent
// to serially (by the stream contract).
@usableFromInline
final class Flattener<U, E: Swift.Error>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var disposed = false
        @usableFromInline var outerCompleted = false
        @usableFromInline var nextID: UInt64 = 0
        @usableFromInline var running: [UInt64: Disposable?] = [:]
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
        let (start, replaced): (Bool, [Disposable]) = withLock { state in
            guard !state.disposed else { return (false, []) }
            switch strategy.kind {
            case let .concurrent(limit):
                guard UInt(state.running.count) < limit else {
                    state.waiting.append(inner)
                    return (false, [])
                }
                return (true, [])
            case .latest:
                let old = state.running.values.compactMap { $0 }
                state.running.removeAll(keepingCapacity: true)
                return (true, old)
            case .race:
                return (state.winner == nil, [])
            }
        }
        for disposable in replaced { disposable.dispose() }
        if start { self.start(inner) }
    }

    @inlinable
    func start(_ inner: SignalProducer<U, E>) {
        var next: SignalProducer<U, E>? = inner
        while let producer = next {
            let id: UInt64 = withLock { state in
                defer { state.nextID += 1 }
                state.running[state.nextID] = .some(nil)
                state.starting.insert(state.nextID)
                return state.nextID
            }
            let handle = producer.start { [self] event in innerEvent(id, event) }
            let (disposeNow, following): (Bool, SignalProducer<U, E>?) = withLock { state in
                state.starting.remove(id)
                if state.completedWhileStarting.remove(id) {
                    return (false, Self.dequeue(&state, strategy: strategy))
                }
                guard !state.disposed, state.running[id] != nil else { return (true, nil) }
                state.running[id] = handle
                return (false, nil)
            }
            if disposeNow { handle.dispose() }
            next = following
        }
    }

    /// The next waiting producer, if a `.concurrent` slot is free.
    @inlinable
    static func dequeue(_ state: inout State, strategy: FlattenStrategy) -> SignalProducer<U, E>? {
        guard !state.disposed, state.waitingHead < state.waiting.count, case let .concurrent(limit) = strategy.kind,
            UInt(state.running.count) < limit
        else { return nil }
        let next = state.waiting[state.waitingHead]
        state.waitingHead += 1
        if state.waitingHead == state.waiting.count {
            state.waiting.removeAll(keepingCapacity: true)
            state.waitingHead = 0
        }
        return next
    }

    @inlinable
    func innerEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        if case .race = strategy.kind {
            raceEvent(id, event)
            return
        }
        switch event {
        case .value, .failed:
            guard withLock({ $0.running[id] != nil }) else { return }
            observer.send(event)
        case .completed, .interrupted:
            let (next, complete): (SignalProducer<U, E>?, Bool) = withLock { state in
                guard state.running.removeValue(forKey: id) != nil else { return (nil, false) }
                if state.starting.contains(id) {
                    // Completed inside its own start: the starting loop takes the next one.
                    state.completedWhileStarting.insert(id)
                    return (nil, state.isFinished)
                }
                if let next = Self.dequeue(&state, strategy: strategy) { return (next, false) }
                return (nil, state.isFinished)
            }
            if let next { start(next) }
            if complete { observer.sendCompleted() }
        }
    }

    @inlinable
    func raceEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        let (forward, losers): (Bool, [Disposable]) = withLock { state in
            if state.winner == nil, state.running[id] != nil {
                state.winner = id
                let losers = state.running.filter { $0.key != id }.compactMap { $0.value }
                state.running = state.running.filter { $0.key == id }
                return (true, losers)
            }
            return (state.winner == id, [])
        }
        for loser in losers { loser.dispose() }
        guard forward else { return }
        if case .completed = event {
            let complete: Bool = withLock { state in
                state.running.removeValue(forKey: id)
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
            defer { state.running = [:] }
            return state.running.values.compactMap { $0 }
        }
        for handle in handles { handle.dispose() }
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
    func contains(_ id: UInt64) -> Bool { ids.lastIndex(of: id) != nil }

    @inlinable
    mutating func insert(_ id: UInt64) { ids.append(id) }

    /// Removes `id`; returns whether it was there.
    @inlinable @discardableResult
    mutating func remove(_ id: UInt64) -> Bool {
        guard let index = ids.lastIndex(of: id) else { return false }
        ids.remove(at: index)
        return true
    }
}
