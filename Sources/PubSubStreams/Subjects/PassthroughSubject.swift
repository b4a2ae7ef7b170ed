import Scheduling

/// A subject that broadcasts values to its current subscribers and keeps nothing.
///
/// Mirrors Combine's `PassthroughSubject`: a subscriber without outstanding demand misses the
/// value (it is dropped for that subscriber, not buffered); a late subscriber gets only the
/// completion. `send` is safe from any thread and from inside a subscriber's callback: deliveries are
/// serial and in send order (a re-entrant or concurrent send is queued and delivered right after the
/// current one; see `DeliveryQueue`), where Combine delivers a re-entrant send depth-first.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// subject.send(1)                       // no subscriber: lost
/// let c = subject.sink { print($0) }
/// subject.send(2)
/// // Prints: 2
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    @usableFromInline
    struct State: QueuesSubjectJobs {
        @usableFromInline
        var conduits: [SubjectConduit<Output, Failure>] = []
        @usableFromInline
        var completion: Subscribers.Completion<Failure>?
        /// `completion != nil`, as a plain flag: the per-send check then touches no generic enum.
        @usableFromInline
        var isCompleted = false
        @usableFromInline
        var queue = DeliveryQueue<SubjectJob>()
    }

    @usableFromInline
    let state = Locked(State())
    /// Upstreams given through `send(subscription:)`.
    @usableFromInline
    let upstreams = SubjectUpstreams()

    /// Creates a subject with no subscribers.
    @inlinable
    public init() {}

    /// Cancels the upstreams given through `send(subscription:)`, as Combine's subjects do when released.
    deinit { upstreams.cancelAll() }

    /// Attaches a subscriber; after completion it gets the completion at once.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let downstream = AnySubscriber(subscriber)
        let directSink = subscriber as? Subscribers.Sink<Output, Failure>
        let bypassable = (subscriber as? IgnoresValuesAfterItsEnd)?.ignoresValuesAfterItsEnd == true
        let bypass: ((Output) -> Void)? = bypassable ? { _ = subscriber.receive($0) } : nil
        let conduit = SubjectConduit(
            downstream, keepsLatest: false, pending: nil, directSink: directSink, bypass: bypass, upstreams: upstreams
        ) {
            [weak self] conduit in
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
    @inlinable
    public func send(_ value: Output) {
        // The fast path (nobody delivering, the usual single-threaded case) builds no job: it takes the
        // drainer's role and the subscriber list in one critical section and delivers directly.
        let conduits = state.withLock { state -> [SubjectConduit<Output, Failure>]? in
            guard !state.isCompleted else { return nil }
            let conduits = state.conduits
            guard state.queue.deliversNow(.value(value, conduits)) else { return nil }
            return conduits
        }
        guard let conduits else { return }
        // The snapshot keeps every conduit alive for the loop: each is used unretained (no retain and
        // release per conduit per send).
        for index in conduits.indices { Unmanaged.passUnretained(conduits[index])._withUnsafeGuaranteedRef { $0.offer(value) } }
        state.performWaitingJobs()
    }

    /// Sends the completion to every subscriber once; later sends are ignored.
    @inlinable
    public func send(completion: Subscribers.Completion<Failure>) {
        let job = state.withLock { state -> SubjectJob? in
            guard !state.isCompleted else { return nil }
            state.completion = completion
            state.isCompleted = true
            defer { state.conduits = [] }
            return state.queue.enter(.completion(completion, state.conduits))
        }
        if let job { drain(job) }
    }

    /// Delivers `job`, then whatever was sent meanwhile, until the queue is empty.
    @inlinable
    func drain(_ job: SubjectJob) {
        job.perform()
        state.performWaitingJobs()
    }

    /// Keeps an upstream this subject was subscribed to; asks it for `.unlimited` once a subscriber asks
    /// for values (at once if one has), and cancels it when the subject is released (as Combine's subjects do).
    @inlinable
    public func send(subscription: Subscription) {
        upstreams.add(subscription)
    }
}
