import Scheduling

/// The shared state of one `replayLazily(upTo:)`: the upstream run, the last values, the observers.
// @unchecked: all mutable state is inside `state`.
final class ReplayState<Value, Error: Swift.Error>: @unchecked Sendable {
    typealias Observer = Signal<Value, Error>.Observer

    private struct State {
        var started = false
        var buffer: [Value] = []
        var terminal: Signal<Value, Error>.Event?
        var nextKey: UInt64 = 0
        var observers: [(key: UInt64, observer: Observer)] = []
    }

    private let capacity: Int
    private let upstream: SignalProducer<Value, Error>
    private let state = Locked(State())
    private let upstreamRun = SerialDisposable()

    init(upstream: SignalProducer<Value, Error>, capacity: Int) {
        self.upstream = upstream
        self.capacity = max(0, capacity)
    }

    deinit { upstreamRun.dispose() }

    /// Replays the buffer (and the terminal event, if any) to `observer`, then keeps it attached.
    func attach(_ observer: Observer, lifetime: Lifetime) {
        let (replay, terminal, key, startUpstream): ([Value], Signal<Value, Error>.Event?, UInt64?, Bool) = state.withLock { state in
            if let terminal = state.terminal { return (state.buffer, terminal, nil, false) }
            let key = state.nextKey
            state.nextKey += 1
            state.observers.append((key, observer))
            defer { state.started = true }
            return (state.buffer, nil, key, !state.started)
        }
        for value in replay { observer.send(value: value) }
        if let terminal {
            observer.send(terminal)
            return
        }
        if let key {
            lifetime.observeEnded { [weak self] in
                self?.state.withLock { state in state.observers.removeAll { $0.key == key } }
            }
        }
        if startUpstream {
            upstreamRun.inner = upstream.start { [weak self] event in self?.receive(event) }
        }
    }

    private func receive(_ event: Signal<Value, Error>.Event) {
        let observers: [Observer] = state.withLock { state in
            switch event {
            case let .value(value):
                guard capacity > 0 else { break }
                state.buffer.append(value)
                if state.buffer.count > capacity { state.buffer.removeFirst(state.buffer.count - capacity) }
            default:
                state.terminal = event
            }
            let observers = state.observers.map { $0.observer }
            if event.isTerminating { state.observers = [] }
            return observers
        }
        for observer in observers { observer.send(event) }
    }
}

extension SignalProducer {
    /// Shares one run of this producer among all starts, replaying the last `capacity` values.
    ///
    /// Same as ReactiveSwift's `replayLazily(upTo:)`: the upstream starts on the first start and is
    /// not stopped when every subscriber disposes (later subscribers still get the replay); it
    /// ends when it terminates, or once the returned producer is released and no run is live. A late
    /// start after termination gets the buffered values and the terminal event.
    public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
        let shared = ReplayState(upstream: self, capacity: capacity)
        return SignalProducer { observer, lifetime in
            lifetime.observeEnded { withExtendedLifetime(shared) {} }  // a live run keeps the share alive
            shared.attach(observer, lifetime: lifetime)
        }
    }
}
