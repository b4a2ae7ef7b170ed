import Scheduling

/// A publisher that eventually produces one value or an error, and replays it to every subscriber.
///
/// Mirrors Combine's `Future`: the closure runs at once, when the future is created (not per
/// subscriber; wrap it in `Deferred` for that); the result is kept and given to every subscriber,
/// each value waiting for that subscriber's demand. Fulfilling the promise twice keeps the first result.
///
/// ```swift
/// let future = Future<Int, Never> { promise in promise(.success(42)) }
/// let c = future.sink { print($0) }
/// // Prints: 42
/// ```
public final class Future<Output, Failure: Error>: Publisher {
    /// The callback the closure calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State {
        var result: Result<Output, Failure>?
        var waiting: [Conduit] = []
    }

    private let state = Locked(State())

    /// Creates a future and runs `attemptToFulfill` right away.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [Conduit] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiting = [] }
            return state.waiting
        }
        for conduit in waiting { conduit.resolve(result) }
    }

    /// Attaches a subscriber; it gets the result (now or later) once it has demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(AnySubscriber(subscriber)) { [weak self] conduit in
            self?.state.withLock { $0.waiting.removeAll { $0 === conduit } }
        }
        let result = state.withLock { state -> Result<Output, Failure>? in
            if state.result == nil { state.waiting.append(conduit) }
            return state.result
        }
        subscriber.receive(subscription: conduit)
        if let result { conduit.resolve(result) }
    }
}

extension Future {
    private final class Conduit: Subscription, CustomStringConvertible {
        private struct State {
            var downstream: AnySubscriber<Output, Failure>?
            var demanded = false
            var result: Result<Output, Failure>?
            var detach: ((Conduit) -> Void)?
        }

        private let state: Locked<State>

        init(_ downstream: AnySubscriber<Output, Failure>, detach: @escaping (Conduit) -> Void) {
            state = Locked(State(downstream: downstream, detach: detach))
            Resources.increment()
        }

        deinit { Resources.decrement() }

        var description: String { "Future" }

        func resolve(_ result: Result<Output, Failure>) {
            state.withLock { $0.result = result }
            deliverIfReady()
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return Violations.zeroDemand("Future's subscription") }
            state.withLock { $0.demanded = true }
            deliverIfReady()
        }

        private func deliverIfReady() {
            let ready = state.withLock { state -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
                guard let downstream = state.downstream, let result = state.result else { return nil }
                if case .success = result, !state.demanded { return nil }
                state.downstream = nil
                state.detach = nil
                return (downstream, result)
            }
            guard let (downstream, result) = ready else { return }
            switch result {
            case let .success(value):
                _ = downstream.receive(value)
                downstream.receive(completion: .finished)
            case let .failure(error):
                downstream.receive(completion: .failure(error))
            }
        }

        func cancel() {
            let (detach, downstream) = state.withLock { state in
                defer {
                    state.detach = nil
                    state.downstream = nil
                }
                return (state.detach, state.downstream)
            }
            detach?(self)
            _ = downstream
        }
    }
}
