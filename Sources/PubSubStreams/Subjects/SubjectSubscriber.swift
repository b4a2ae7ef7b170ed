import Scheduling

/// The subscriber behind `subscribe(_ subject:)`: forwards into a subject and is its upstream subscription.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private enum State {
        case awaiting(Downstream)
        case subscribed(Downstream, Subscription)
        case terminal
    }

    private let state: Locked<State>

    init(_ subject: Downstream) {
        state = Locked(.awaiting(subject))
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var description: String { "Subject" }

    func receive(subscription: Subscription) {
        let subject = state.withLock { state -> Downstream? in
            guard case let .awaiting(subject) = state else { return nil }
            state = .subscribed(subject, subscription)
            return subject
        }
        guard let subject else {
            subscription.cancel()
            return
        }
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let subject = state.withLock { state -> Downstream? in
            guard case let .subscribed(subject, _) = state else { return nil }
            return subject
        }
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = state.withLock { state -> Downstream? in
            guard case let .subscribed(subject, _) = state else { return nil }
            state = .terminal
            return subject
        }
        subject?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = state.withLock { state -> Subscription? in
            guard case let .subscribed(_, upstream) = state else { return nil }
            return upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        // The previous state leaves the lock with its subject: the subject may be released here for the
        // last time, and its deinit cancels this subscriber again (as Combine's subjects cancel their
        // upstreams), which must find the lock free.
        let previous = state.withLock { state -> State in
            defer { state = .terminal }
            return state
        }
        if case let .subscribed(_, upstream) = previous { upstream.cancel() }
    }
}
