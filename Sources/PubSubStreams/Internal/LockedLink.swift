import Scheduling

/// Where a stateful operator's link to its upstream stands: awaiting the upstream subscription, subscribed
/// (requests and the cancel pass up), or terminal (completed, failed or cancelled: nothing passes any more).
///
/// A plain stage beside the subscription, not an enum carrying it: testing the stage (on every value) then
/// copies no existential, whose copy and destroy cost a retain, a release and run-time witness calls (B5a pub-sub).
@usableFromInline
package struct LinkPhase {
    @usableFromInline
    package enum Stage {
        case awaiting, subscribed, terminal
    }

    @usableFromInline package var stage: Stage
    /// The upstream subscription while subscribed, else `nil`.
    @usableFromInline package var subscription: Subscription?

    @inlinable
    init(_ stage: Stage, _ subscription: Subscription? = nil) {
        self.stage = stage
        self.subscription = subscription
    }

    /// The upstream subscription has not come yet.
    @inlinable package static var awaiting: LinkPhase { LinkPhase(.awaiting) }
    /// Passing requests and the cancel up to `subscription`.
    @inlinable package static func subscribed(_ subscription: Subscription) -> LinkPhase { LinkPhase(.subscribed, subscription) }
    /// Ended: nothing passes any more.
    @inlinable package static var terminal: LinkPhase { LinkPhase(.terminal) }
}

/// The state a `LockedLink` guards: the phase of the upstream link and whatever the operator adds.
@usableFromInline
package protocol LinkState {
    /// Where the link to upstream stands.
    var phase: LinkPhase { get set }
}

/// The state of an operator that keeps nothing beside the link (`print`).
extension LinkPhase: LinkState {
    @usableFromInline
    package var phase: LinkPhase {
        get { self }
        set { self = newValue }
    }
}

extension LinkState {
    /// The upstream subscription while subscribed, else `nil`.
    @inlinable
    package var upstream: Subscription? { phase.subscription }

    /// Whether the upstream subscription has not come yet.
    @inlinable
    package var isAwaiting: Bool { phase.stage == .awaiting }

    /// Whether the link is subscribed (values may pass).
    @inlinable
    package var isSubscribed: Bool { phase.stage == .subscribed }

    /// Whether the link has ended (completed, failed or cancelled, subscribed or not before).
    @inlinable
    package var hasEnded: Bool { phase.stage == .terminal }

    /// Moves a subscribed link to `terminal`; the upstream subscription, for the caller to cancel once the
    /// lock is let go, or `nil` when the link was not subscribed (then nothing changes).
    @inlinable
    package mutating func end() -> Subscription? {
        guard phase.stage == .subscribed else { return nil }
        phase.stage = .terminal
        return phase.subscription.take()
    }
}

/// The subscription plumbing of the pub-sub operators that keep their state under a lock (debounce,
/// throttle, timeout, buffer, replaceEmpty, measureInterval, catch…), written once: the operator's
/// name, the live-resource count, the upstream link (`attach` takes the first subscription and cancels
/// any other), and the default `request` (passed up while subscribed) and `cancel` (ends the link and
/// cancels upstream, nothing before the subscription has come or after the end), which an operator
/// overrides only where Combine's differs. Each operator's file then shows what makes it that operator.
///
/// As with `Locked`, nothing is called out with the lock held: the helpers hand the subscription back
/// for the caller to use once `withLock` has returned. The one-to-one operators, whose values pass with
/// no lock, share ``UpstreamLink`` instead.
@usableFromInline
package class LockedLink<State: LinkState>: Subscription, CustomStringConvertible {
    /// The operator's state, with the link's phase.
    @usableFromInline final let state: Locked<State>
    /// The operator's name (Combine's `description` of its subscription).
    @usableFromInline package let description: String

    @usableFromInline
    init(_ description: String, state: State) {
        self.description = description
        self.state = Locked(state)
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// Whether the upstream subscription has not come yet.
    final var isAwaiting: Bool { state.withLock { $0.isAwaiting } }

    /// Whether the link is subscribed.
    final var isSubscribed: Bool { state.withLock { $0.isSubscribed } }

    /// Stores `subscription` if it is the first (running `update` on the state as it does, under the lock);
    /// any other, or one that comes after the end, is cancelled and `false` returned.
    @inlinable
    final func attach(_ subscription: Subscription, update: (inout State) -> Void = { _ in }) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard state.isAwaiting else { return false }
            state.phase = .subscribed(subscription)
            update(&state)
            return true
        }
        if !accepted { subscription.cancel() }
        return accepted
    }

    /// Ends a subscribed link (running `update` on the state as it does) and hands back the upstream
    /// subscription, or `nil` when it was not subscribed.
    final func end(update: (inout State) -> Void = { _ in }) -> Subscription? {
        state.withLock { state -> Subscription? in
            guard let upstream = state.end() else { return nil }
            update(&state)
            return upstream
        }
    }

    /// Passes `demand` up while subscribed.
    @usableFromInline
    package func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.upstream }?.request(demand)
    }

    /// Ends the link and cancels upstream (nothing before the upstream subscription or after the end).
    @usableFromInline
    package func cancel() {
        end()?.cancel()
    }
}

/// A `LinkState` that holds the downstream until the end (and lets go of it there).
@usableFromInline
package protocol HoldsDownstream: LinkState {
    associatedtype Downstream
    /// The downstream, until the end.
    var downstream: Downstream? { get set }
}

/// The state of the operators that keep nothing but the link and the downstream (`subscribe(on:)`,
/// `multicast`'s subscription, `subscribe(_ subject:)`).
package struct LinkAndDownstream<Downstream>: HoldsDownstream {
    package var phase = LinkPhase.awaiting
    package var downstream: Downstream?

    init(_ downstream: Downstream) { self.downstream = downstream }
}

extension LockedLink where State: HoldsDownstream {
    /// Stores the first upstream subscription and returns the downstream to hand this subscription to;
    /// `nil` (and the subscription is cancelled) for any other.
    final func attachDownstream(_ subscription: Subscription) -> State.Downstream? {
        var downstream: State.Downstream?
        guard attach(subscription, update: { downstream = $0.downstream }) else { return nil }
        return downstream
    }

    /// The downstream while subscribed, else `nil`.
    final var subscribedDownstream: State.Downstream? {
        state.withLock { $0.isSubscribed ? $0.downstream : nil }
    }

    /// Ends a subscribed link and hands out the downstream (the state lets go of it), to send the
    /// completion to; `nil` when the link was not subscribed.
    final func endTakingDownstream() -> State.Downstream? {
        var downstream: State.Downstream?
        _ = end { state in
            downstream = state.downstream
            state.downstream = nil
        }
        return downstream
    }
}
