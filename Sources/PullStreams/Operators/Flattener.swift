import Scheduling

/// The storage of one flattened stream: which inner producers run, which wait, whether the outer
/// stream completed, and (race) which inner producer won. Decisions are taken under the lock;
/// starting, disposing and sending happen after it is released.
///
/// Completion: the flattened stream completes when the outer one has completed and no inner one
/// is running or waiting. An inner failure ends the flattened stream, as in ReactiveSwift; an inner
/// interruption counts as its completion except for the `.race` winner, whose interruption is forwarded.
/// With `.latest`, events of a replaced inner producer are ignored; with `.race`, those of the losers.
// @unchecked: all mutable state is inside `state`; `observer` is only sent to serially (by the stream contract).
final class Flattener<U, E: Swift.Error>: @unchecked Sendable {
    private struct State {
        var disposed = false
        var outerCompleted = false
        var nextID: UInt64 = 0
        var running: [UInt64: Disposable?] = [:]
        var waiting: [SignalProducer<U, E>] = []
        var winner: UInt64?

        var isFinished: Bool { outerCompleted && running.isEmpty && waiting.isEmpty }
    }

    private let strategy: FlattenStrategy
    private let observer: Signal<U, E>.Observer
    private let state = Locked(State())

    init(_ strategy: FlattenStrategy, observer: Signal<U, E>.Observer) {
        self.strategy = strategy
        self.observer = observer
    }

    func receive(_ inner: SignalProducer<U, E>) {
        let (start, replaced): (Bool, [Disposable]) = state.withLock { state in
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
                state.running = [:]
                return (true, old)
            case .race:
                return (state.winner == nil, [])
            }
        }
        for disposable in replaced { disposable.dispose() }
        if start { self.start(inner) }
    }

    private func start(_ inner: SignalProducer<U, E>) {
        let id: UInt64 = state.withLock { state in
            defer { state.nextID += 1 }
            state.running[state.nextID] = .some(nil)
            return state.nextID
        }
        let handle = inner.start { [self] event in innerEvent(id, event) }
        let disposeNow: Bool = state.withLock { state in
            guard !state.disposed, state.running[id] != nil else { return true }
            state.running[id] = handle
            return false
        }
        if disposeNow { handle.dispose() }
    }

    private func innerEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        if case .race = strategy.kind {
            raceEvent(id, event)
            return
        }
        switch event {
        case .value, .failed:
            guard state.withLock({ $0.running[id] != nil }) else { return }
            observer.send(event)
        case .completed, .interrupted:
            let (next, complete): (SignalProducer<U, E>?, Bool) = state.withLock { state in
                guard state.running.removeValue(forKey: id) != nil else { return (nil, false) }
                if !state.waiting.isEmpty, case let .concurrent(limit) = strategy.kind, UInt(state.running.count) < limit {
                    return (state.waiting.removeFirst(), false)
                }
                return (nil, state.isFinished)
            }
            if let next { start(next) }
            if complete { observer.sendCompleted() }
        }
    }

    private func raceEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        let (forward, losers): (Bool, [Disposable]) = state.withLock { state in
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
            let complete: Bool = state.withLock { state in
                state.running.removeValue(forKey: id)
                return state.isFinished
            }
            if complete { observer.sendCompleted() }
        } else {
            observer.send(event)
        }
    }

    func outerCompleted() {
        let complete: Bool = state.withLock { state in
            state.outerCompleted = true
            return state.isFinished
        }
        if complete { observer.sendCompleted() }
    }

    func dispose() {
        let handles: [Disposable] = state.withLock { state in
            state.disposed = true
            state.waiting = []
            defer { state.running = [:] }
            return state.running.values.compactMap { $0 }
        }
        for handle in handles { handle.dispose() }
    }
}
