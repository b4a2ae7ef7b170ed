import Scheduling

/// A subject that holds a current value and gives it to each new subscriber.
///
/// Mirrors Combine's `CurrentValueSubject`: setting `value` sends it; no de-duplication; a
/// subscriber without demand keeps only the latest value it missed and gets it when it asks.
/// After completion, `send` no longer changes `value` but assigning `value` still does (as the
/// transcripts show). Sending is safe from any thread and from inside a callback: deliveries are serial
/// and in send order (see `DeliveryQueue`).
///
/// ```swift
/// let subject = CurrentValueSubject<Int, Never>(0)
/// let c = subject.sink { print($0) }
/// subject.value = 1
/// // Prints: 0
/// //         1
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private struct State: QueuesSubjectJobs {
        var value: Output
        var conduits: [SubjectConduit<Output, Failure>] = []
        var completion: Subscribers.Completion<Failure>?
        var queue = DeliveryQueue<SubjectJob>()
    }

    private let state: Locked<State>
    /// Upstreams given through `send(subscription:)`.
    private let upstreams = SubjectUpstreams()

    /// Creates a subject holding `value`.
    public init(_ value: Output) {
        state = Locked(State(value: value))
    }

    /// Cancels the upstreams given through `send(subscription:)`, as Combine's subjects do when released.
    deinit { upstreams.cancelAll() }

    /// The current value; setting it sends it to the subscribers (if not completed).
    public var value: Output {
        get { state.withLock { $0.value } }
        set {
            let job = state.withLock { state -> SubjectJob? in
                state.value = newValue
                guard state.completion == nil else { return nil }
                return state.queue.enter(.value(newValue, state.conduits))
            }
            if let job { drain(job) }
        }
    }

    /// Attaches a subscriber, which gets the current value as soon as it requests one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        // One critical section: a value sent from another thread is either the one read here or
        // offered to the conduit already in the list, never lost in between.
        let attached = state.withLock { state -> Attachment in
            if let completion = state.completion { return .completed(completion) }
            let conduit = SubjectConduit(downstream, keepsLatest: true, pending: state.value) { [weak self] conduit in
                self?.state.withLock { $0.conduits.removeAll { $0 === conduit } }
            }
            state.conduits.append(conduit)
            return .attached(conduit)
        }
        switch attached {
        case let .attached(conduit):
            subscriber.receive(subscription: conduit)
        case let .completed(completion):
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
        }
    }

    /// What subscribing found: a new conduit, or the subject already completed.
    private enum Attachment {
        case attached(SubjectConduit<Output, Failure>)
        case completed(Subscribers.Completion<Failure>)
    }

    /// Sets the value and sends it to the subscribers; ignored after completion.
    public func send(_ value: Output) {
        // The fast path (nobody delivering, the usual single-threaded case) builds no job: it takes the
        // drainer's role and the subscriber list in one critical section and delivers directly.
        let conduits = state.withLock { state -> [SubjectConduit<Output, Failure>]? in
            guard state.completion == nil else { return nil }
            state.value = value
            let conduits = state.conduits
            guard state.queue.deliversNow(.value(value, conduits)) else { return nil }
            return conduits
        }
        guard let conduits else { return }
        // Counted by hand: `indices` (a generic default) looks up run-time metadata on every call in a debug build.
        var index = 0
        let count = conduits.count
        while index < count {
            conduits[index].offer(value)
            index &+= 1  // below `count`: cannot overflow
        }
        state.performWaitingJobs()
    }

    /// Sends the completion to every subscriber once; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        let job = state.withLock { state -> SubjectJob? in
            guard state.completion == nil else { return nil }
            state.completion = completion
            defer { state.conduits = [] }
            return state.queue.enter(.completion(completion, state.conduits))
        }
        if let job { drain(job) }
    }

    /// Delivers `job`, then whatever was sent meanwhile, until the queue is empty.
    private func drain(_ job: SubjectJob) {
        job.perform()
        state.performWaitingJobs()
    }

    /// Keeps an upstream this subject was subscribed to and asks it for `.unlimited` at once; cancels it
    /// when the subject is released (as Combine's `CurrentValueSubject` does).
    public func send(subscription: Subscription) {
        upstreams.add(subscription, askNow: true)
    }
}
