import Scheduling

/// The subscriber behind `values` (``AsyncPublisher`` and ``AsyncThrowingPublisher``): each `next()`
/// requests one value and waits for it.
///
/// Follows Combine's iterator (as OpenCombine documents it): a `next()` before the upstream subscription
/// arrives is remembered and requested when it does; a completion resumes the waiting `next()` with
/// `nil`, or, for a failure, the first waiting one with the error (kept for the next `next()` if none
/// waits, and thrown once); after the end every `next()` returns `nil`. `cancel()` (also the iterating
/// task's cancellation) cancels upstream and resumes every waiting `next()` with `nil`. A value nobody
/// asked for is reported as an API violation and dropped (Combine traps).
final class AsyncValuesSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    // @unchecked: all mutable state is in `state`, under its lock; continuations are resumed outside it.
    /// A suspended `next()`. The result crosses threads in a box: values need not be `Sendable`
    /// (Combine's don't), and each one is handed over once.
    typealias Waiter = UnsafeContinuation<UncheckedSendableBox<Result<Input?, Failure>>, Never>

    private enum Status {
        case awaitingSubscription
        case subscribed(Subscription)
        case terminal(Failure?)
    }

    private struct State {
        var status = Status.awaitingSubscription
        var waiting: [Waiter] = []
        var earlyDemand = Subscribers.Demand.none

        mutating func takeWaiting() -> [Waiter] {
            defer { waiting = [] }
            return waiting
        }
    }

    private let state = Locked(State())

    /// What a `next()` does once it has looked at the state.
    private enum Step {
        case request(Subscription)
        case wait
        case end(Failure?)
    }

    init() { Resources.increment() }

    deinit { Resources.decrement() }

    func receive(subscription: Subscription) {
        let early = state.withLock { state -> Subscribers.Demand? in
            guard case .awaitingSubscription = state.status else { return nil }
            state.status = .subscribed(subscription)
            defer { state.earlyDemand = .none }
            return state.earlyDemand
        }
        guard let early else {
            subscription.cancel()
            return
        }
        if early > 0 { subscription.request(early) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let (waiter, dropped) = state.withLock { state -> (Waiter?, [Waiter]) in
            guard case .subscribed = state.status else { return (nil, state.takeWaiting()) }
            guard !state.waiting.isEmpty else { return (nil, []) }
            return (state.waiting.removeFirst(), [])
        }
        for other in dropped { other.resume(returning: UncheckedSendableBox(.success(nil))) }
        if let waiter {
            waiter.resume(returning: UncheckedSendableBox(.success(input)))
        } else if dropped.isEmpty, case .subscribed = state.withLock({ $0.status }) {
            Violations.trap(Violations.unrequestedValueMessage(input, to: "the values iterator"))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (first, rest) = state.withLock { state -> (Waiter?, [Waiter]) in
            if case .terminal = state.status { return (nil, state.takeWaiting()) }
            var waiting = state.takeWaiting()
            guard !waiting.isEmpty else {
                if case let .failure(error) = completion {
                    state.status = .terminal(error)
                } else {
                    state.status = .terminal(nil)
                }
                return (nil, [])
            }
            state.status = .terminal(nil)
            return (waiting.removeFirst(), waiting)
        }
        if let first {
            switch completion {
            case .finished: first.resume(returning: UncheckedSendableBox(.success(nil)))
            case let .failure(error): first.resume(returning: UncheckedSendableBox(.failure(error)))
            }
        }
        for waiter in rest { waiter.resume(returning: UncheckedSendableBox(.success(nil))) }
    }

    func cancel() {
        let (upstream, waiting) = state.withLock { state -> (Subscription?, [Waiter]) in
            defer { state.status = .terminal(nil) }
            guard case let .subscribed(upstream) = state.status else { return (nil, state.takeWaiting()) }
            return (upstream, state.takeWaiting())
        }
        upstream?.cancel()
        for waiter in waiting { waiter.resume(returning: UncheckedSendableBox(.success(nil))) }
    }

    /// A subscriber attached to `publisher` (the iterator of `values` holds it; the first request waits for the
    /// first `next()`).
    static func subscribed<P: Publisher>(to publisher: P) -> AsyncValuesSubscriber where P.Output == Input, P.Failure == Failure {
        let subscriber = AsyncValuesSubscriber()
        publisher.subscribe(subscriber)
        return subscriber
    }

    /// Waits for the next value: `.success(nil)` at the end, `.failure` once for a failure; cancelling the
    /// waiting task cancels the subscription (and the wait answers `.success(nil)`).
    func next() async -> Result<Input?, Failure> {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (waiter: Waiter) in
                self.enqueue(waiter)
            }.value
        } onCancel: {
            self.cancel()
        }
    }

    /// Registers a `next()`: asks upstream for one more value, or answers at once after the end.
    private func enqueue(_ waiter: Waiter) {
        let step = state.withLock { state -> Step in
            switch state.status {
            case .awaitingSubscription:
                state.waiting.append(waiter)
                state.earlyDemand += 1
                return .wait
            case let .subscribed(upstream):
                state.waiting.append(waiter)
                return .request(upstream)
            case let .terminal(failure):
                state.status = .terminal(nil)
                return .end(failure)
            }
        }
        switch step {
        case let .request(upstream): upstream.request(.max(1))
        case .wait: break
        case .end(nil): waiter.resume(returning: UncheckedSendableBox(.success(nil)))
        case let .end(failure?): waiter.resume(returning: UncheckedSendableBox(.failure(failure)))
        }
    }
}
