import Foundation
import Scheduling

extension Publisher {
    /// Passes values on until `publisher` emits; then cancels upstream and finishes.
    ///
    /// Mirrors Combine's `prefix(untilOutputFrom:)`: the trigger is subscribed first and asked for
    /// one value; its completion changes nothing. Where the trigger fires on another thread while a
    /// value is being passed on, the `finished` waits until that value's call returns, so the
    /// subscriber is never called twice at once (OpenCombine's calls can overlap there); a trigger fired
    /// from inside that call finishes at once, as in Combine.
    ///
    /// ```swift
    /// let stop = PassthroughSubject<Void, Never>()
    /// let values = PassthroughSubject<Int, Never>()
    /// let c = values.prefix(untilOutputFrom: stop).sink { print($0) }
    /// values.send(1); stop.send(); values.send(2)
    /// // Prints: 1
    /// ```
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}

extension Publishers {
    /// The publisher `prefix(untilOutputFrom:)` returns: Combine's `PrefixUntilOutput`, here ``UntilOutput``.
    public typealias PrefixUntilOutput<Upstream: Publisher, Other: Publisher> = UntilOutput<
        Upstream, Other, PrefixUntilOutputRule<Upstream, Other>
    >

    /// What makes `prefix(untilOutputFrom:)` that operator: values pass until the trigger's first value, which
    /// cancels upstream and finishes.
    public enum PrefixUntilOutputRule<Upstream: Publisher, Other: Publisher>: UntilOutputRule {
        /// Subscribes to the trigger, then to upstream.
        public static func subscribe<S: Subscriber>(_ subscriber: S, to upstream: Upstream, until other: Other)
        where S.Input == Upstream.Output, S.Failure == Upstream.Failure {
            let inner = PrefixUntilOutputInner<Upstream.Output, Upstream.Failure, Other.Failure, S>(downstream: subscriber)
            other.subscribe(TriggerSubscriber(inner))
            upstream.subscribe(inner)
        }
    }
}

private final class PrefixUntilOutputInner<Input, Failure: Error, TriggerFailure: Error, Downstream: Subscriber>:
    LockedLink<PrefixUntilOutputState>, Subscriber, TriggerParent
where Downstream.Input == Input, Downstream.Failure == Failure {
    private let downstream: Downstream

    init(downstream: Downstream) {
        self.downstream = downstream
        super.init("PrefixUntilOutput", state: PrefixUntilOutputState())
    }

    func receive(subscription: Subscription) {
        // A trigger that fired first leaves the subscription unused (not cancelled), as Combine's.
        guard attach(subscription, update: { if $0.triggered { $0.phase = .terminal } }) else { return }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let thread = ObjectIdentifier(Thread.current)
        let forward = state.withLock { state -> Bool in
            guard state.isSubscribed else { return false }
            state.deliveringThread = thread
            return true
        }
        guard forward else { return .none }
        let demand = downstream.receive(input)
        let finish = state.withLock { state -> Bool in
            state.deliveringThread = nil
            defer { state.finishAfterDelivery = false }
            return state.finishAfterDelivery
        }
        if finish { downstream.receive(completion: .finished) }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (wasSubscribed, trigger) = state.withLock { state -> (Bool, Subscription?) in
            defer { (state.phase, state.trigger) = (.terminal, .terminal) }
            return (state.isSubscribed, state.trigger.subscription)
        }
        trigger?.cancel()
        if wasSubscribed { downstream.receive(completion: completion) }
    }

    override func cancel() {
        let (prefix, trigger) = state.withLock { state -> (Subscription?, Subscription?) in
            defer { (state.phase, state.trigger) = (.terminal, .terminal) }
            return (state.upstream, state.trigger.subscription)
        }
        prefix?.cancel()
        trigger?.cancel()
    }

    func triggerSubscribed(_ subscription: Subscription) {
        let accepted = state.withLock { state -> Bool in
            guard state.trigger.stage == .awaiting else { return false }
            state.trigger = .subscribed(subscription)
            return true
        }
        guard accepted else { return subscription.cancel() }
        subscription.request(.max(1))
    }

    func triggered() {
        let thread = ObjectIdentifier(Thread.current)
        let outcome = state.withLock { state -> (prefix: Subscription?, finishNow: Bool)? in
            guard state.trigger.stage == .subscribed else { return nil }
            let prefix = state.upstream
            (state.phase, state.trigger) = (.terminal, .terminal)
            state.triggered = true
            // Another thread is inside the subscriber: it finishes once its call returns.
            if let delivering = state.deliveringThread, delivering != thread {
                state.finishAfterDelivery = true
                return (prefix, false)
            }
            return (prefix, true)
        }
        guard let outcome else { return }
        outcome.prefix?.cancel()
        if outcome.finishNow { downstream.receive(completion: .finished) }
    }

    /// The trigger's completion only stops it: the prefix goes on.
    func triggerCompleted(_ completion: Subscribers.Completion<TriggerFailure>) {
        state.withLock { $0.trigger = .terminal }
    }
}

/// The state of `prefix(untilOutputFrom:)`'s subscription: the upstream link (`phase`) and the trigger's.
private struct PrefixUntilOutputState: LinkState {
    var phase = LinkPhase.awaiting
    var trigger = LinkPhase.awaiting
    var triggered = false
    /// The thread passing a value on now, if any.
    var deliveringThread: ObjectIdentifier?
    /// The trigger fired on another thread during that call: finish when it returns.
    var finishAfterDelivery = false
}
