import Scheduling

extension Publisher {
    /// Drops values until `publisher` emits; from then on passes everything.
    ///
    /// Mirrors Combine's `drop(untilOutputFrom:)`: the downstream's demand goes to upstream from the
    /// start (dropped values use it up); the trigger is asked for one value; a trigger that completes
    /// before emitting completes this publisher with the trigger's completion.
    ///
    /// ```swift
    /// let start = PassthroughSubject<Void, Never>()
    /// let values = PassthroughSubject<Int, Never>()
    /// let c = values.drop(untilOutputFrom: start).sink { print($0) }
    /// values.send(1); start.send(); values.send(2)
    /// // Prints: 2
    /// ```
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// The publisher `drop(untilOutputFrom:)` returns: Combine's `DropUntilOutput`, here ``UntilOutput``.
    public typealias DropUntilOutput<Upstream: Publisher, Other: Publisher> = UntilOutput<
        Upstream, Other, DropUntilOutputRule<Upstream, Other>
    > where Upstream.Failure == Other.Failure

    /// What makes `drop(untilOutputFrom:)` that operator: values are dropped until the trigger's first value.
    public enum DropUntilOutputRule<Upstream: Publisher, Other: Publisher>: UntilOutputRule
    where Upstream.Failure == Other.Failure {
        /// Gives the downstream its subscription, then subscribes to the trigger and to upstream.
        public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream, until other: Other)
        where S.Input == Upstream.Output, S.Failure == Upstream.Failure {
            let inner = DropUntilOutputInner<Upstream.Output, Upstream.Failure, S>(downstream: subscriber)
            subscriber.receive(subscription: inner)
            other.subscribe(TriggerSubscriber(inner))
            upstream.subscribe(inner)
        }
    }
}

private final class DropUntilOutputInner<Input, Failure: Error, Downstream: Subscriber>: LockedLink<DropUntilOutputState>,
    Subscriber, TriggerParent
where Downstream.Input == Input, Downstream.Failure == Failure {
    typealias TriggerFailure = Failure

    private let downstream: Downstream

    init(downstream: Downstream) {
        self.downstream = downstream
        super.init("DropUntilOutput", state: DropUntilOutputState())
    }

    func receive(subscription: Subscription) {
        var demand = Subscribers.Demand.none
        guard attach(subscription, update: { demand = $0.pendingDemand }) else { return }
        if demand > 0 { subscription.request(demand) }
    }

    /// A value: passed on once triggered; dropped before, counted against the demand asked for. A dropped value
    /// nobody asked for is contract misuse, as in Combine (whose demand count traps going below zero).
    func receive(_ input: Input) -> Subscribers.Demand {
        let (passes, unrequested) = state.withLock { state -> (Bool, Bool) in
            guard state.triggered, !state.hasEnded else {
                let unrequested = state.pendingDemand == .none && !state.cancelled
                state.pendingDemand -= 1
                return (false, unrequested)
            }
            return (true, false)
        }
        if unrequested { Violations.trap(Violations.unrequestedValueMessage(input, to: "DropUntilOutput")) }
        return passes ? downstream.receive(input) : .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (first, trigger) = state.withLock { state -> (Bool, Subscription?) in
            guard !state.hasEnded else { return (false, nil) }
            state.phase = .terminal
            return (true, state.trigger.take())
        }
        guard first else { return }
        trigger?.cancel()
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        let upstream = state.withLock { state -> Subscription? in
            guard !state.hasEnded else { return nil }
            state.pendingDemand += demand
            return state.upstream
        }
        upstream?.request(demand)
    }

    /// Ends the subscription, also before the upstream subscription has come (which is then cancelled).
    override func cancel() {
        let (upstream, trigger) = state.withLock { state -> (Subscription?, Subscription?) in
            defer { (state.phase, state.cancelled) = (.terminal, true) }
            return (state.upstream, state.trigger.take())
        }
        upstream?.cancel()
        trigger?.cancel()
    }

    func triggerSubscribed(_ subscription: Subscription) {
        let accepted = state.withLock { state -> Bool in
            // As Combine's: the trigger's subscriber takes a new subscription whenever it holds none (after a
            // value, too); a second one while it holds one is cancelled.
            guard state.trigger == nil, !state.hasEnded else { return false }
            state.trigger = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        subscription.request(.max(1))
    }

    func triggered() {
        state.withLock { state in
            state.triggered = true
            state.trigger = nil
        }
    }

    /// A trigger that completes before emitting ends this publisher with the trigger's completion.
    func triggerCompleted(_ completion: Subscribers.Completion<Failure>) {
        let (first, upstream) = state.withLock { state -> (Bool, Subscription?) in
            state.trigger = nil
            guard !state.triggered, !state.hasEnded else { return (false, nil) }
            defer { state.phase = .terminal }
            return (true, state.upstream)
        }
        guard first else { return }
        upstream?.cancel()
        downstream.receive(completion: completion)
    }
}

/// The state of `drop(untilOutputFrom:)`'s subscription: the upstream link, the trigger's subscription while
/// it is held, and the demand asked for (counted down by dropped values too).
private struct DropUntilOutputState: LinkState {
    var phase = LinkPhase.awaiting
    var trigger: Subscription?
    var pendingDemand = Subscribers.Demand.none
    var triggered = false
    /// The downstream cancelled (values racing with a cancel are not misuse).
    var cancelled = false
}
