import Scheduling

/// The storage of one flattened stream: which inner producers run, which wait, whether the outer
/// stream completed. Decisions are taken under the lock; starting, disposing and sending happen
/// after it is released.
///
/// Completion: the flattened stream completes when the outer one has completed and no inner one
/// is running or waiting. An inner failure or interruption ends the flattened stream, as in
/// ReactiveSwift. With `.latest`, events of a replaced inner producer are ignored.
// @unchecked: all mutable state is inside `state`; `observer` is only sent to serially (by the stream contract).
final class Flattener<U, E: Swift.Error>: @unchecked Sendable {
    private struct State {
        var disposed = false
        var outerCompleted = false
        var nextID: UInt64 = 0
        var running: [UInt64: Disposable?] = [:]
        var waiting: [SignalProducer<U, E>] = []
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
            case .merge:
                return (true, [])
            case .concat:
                guard state.running.isEmpty else {
                    state.waiting.append(inner)
                    return (false, [])
                }
                return (true, [])
            case .latest:
                let old = state.running.values.compactMap { $0 }
                state.running = [:]
                return (true, old)
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
            if state.disposed { return true }
            if state.running[id] != nil { state.running[id] = handle }
            return false
        }
        if disposeNow { handle.dispose() }
    }

    private func innerEvent(_ id: UInt64, _ event: Signal<U, E>.Event) {
        switch event {
        case .value, .failed, .interrupted:
            guard state.withLock({ $0.running[id] != nil }) else { return }
            observer.send(event)
        case .completed:
            let (next, complete): (SignalProducer<U, E>?, Bool) = state.withLock { state in
                guard state.running.removeValue(forKey: id) != nil else { return (nil, false) }
                if state.running.isEmpty, !state.waiting.isEmpty {
                    return (state.waiting.removeFirst(), false)
                }
                return (nil, state.outerCompleted && state.running.isEmpty && state.waiting.isEmpty)
            }
            if let next { start(next) }
            if complete { observer.sendCompleted() }
        }
    }

    func outerCompleted() {
        let complete: Bool = state.withLock { state in
            state.outerCompleted = true
            return state.running.isEmpty && state.waiting.isEmpty
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
