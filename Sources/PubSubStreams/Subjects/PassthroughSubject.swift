import Scheduling

/// A subject that broadcasts values to its current subscribers and keeps nothing.
///
/// Mirrors Combine's `PassthroughSubject`: a subscriber without outstanding demand misses the
/// value (it is dropped for that subscriber, not buffered); a late subscriber gets only the
/// completion. Calls to `send` must not overlap (the publisher contract); ours does not serialize them.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// subject.send(1)                       // no subscriber: lost
/// let c = subject.sink { print($0) }
/// subject.send(2)
/// // Prints: 2
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private struct State {
        var conduits: [SubjectConduit<Output, Failure>] = []
        var completion: Subscribers.Completion<Failure>?
    }

    private let state = Locked(State())

    /// Creates a subject with no subscribers.
    public init() {}

    /// Attaches a subscriber; after completion it gets the completion at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        let conduit = SubjectConduit(downstream, keepsLatest: false, pending: nil) { [weak self] conduit in
            self?.state.withLock { $0.conduits.removeAll { $0 === conduit } }
        }
        let completion = state.withLock { state -> Subscribers.Completion<Failure>? in
            if let completion = state.completion { return completion }
            state.conduits.append(conduit)
            return nil
        }
        if let completion {
            conduit.cancel()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
        } else {
            subscriber.receive(subscription: conduit)
        }
    }

    /// Sends `value` to each subscriber with demand; ignored after completion.
    public func send(_ value: Output) {
        let conduits = state.withLock { $0.completion == nil ? $0.conduits : [] }
        for conduit in conduits { conduit.offer(value) }
    }

    /// Sends the completion to every subscriber once; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        let conduits = state.withLock { state -> [SubjectConduit<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer { state.conduits = [] }
            return state.conduits
        }
        for conduit in conduits { conduit.finish(completion) }
    }

    /// Requests unlimited values from an upstream this subject was subscribed to.
    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }
}
