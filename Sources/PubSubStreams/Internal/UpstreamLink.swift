import Synchronization

/// The upstream half of the one-to-one operators' subscriptions (`OperatorInner`'s drop(while:),
/// prefix(while:), output(in:), tryMap, tryScan…): it holds the upstream subscription, passes requests up, cancels.
///
/// Like Combine's (and OpenCombine's) `Map` and `Filter`, the operators built on it pass values with no
/// lock: the Combine contract is that an upstream never calls `receive(subscription:)`, `receive(_:)` or
/// `receive(completion:)` concurrently, so what only that serial event path touches needs no guard.
/// What other threads touch (`request`, `cancel`) goes through one atomic word, `state`: the phase in
/// its low two bits, and above them how many calls are using `upstream` right now. `upstream` is
/// written once, before the phase becomes `subscribed`; once the phase is terminal, the last user lets
/// go of it. Not generic, so `request` and `cancel` (which arrive through the `Subscription`
/// existential) run without run-time generic metadata.
@usableFromInline
package class UpstreamLink: Subscription, CustomStringConvertible {
    /// The phases in `state`'s low two bits.
    @inlinable static var awaiting: Int { 0 }
    /// A subscription is being stored (only `attach` is in this phase).
    @inlinable static var subscribing: Int { 1 }
    @inlinable static var subscribed: Int { 2 }
    @inlinable static var terminal: Int { 3 }
    /// One user of `upstream` in `state`.
    @inlinable static var user: Int { 4 }

    /// Phase (low two bits) and the count of calls using `upstream` (the rest).
    @usableFromInline final let state = Atomic<Int>(0)
    /// Written once, before the phase becomes `subscribed`; let go of by the last user once terminal.
    @usableFromInline final var upstream = SubscriptionSlot()
    /// The operator's name (Combine's `description` of its subscriptions).
    @usableFromInline package final let description: String
    /// Whether a cancel that comes before the upstream subscription is ignored (Combine's `dropFirst`,
    /// `tryMap`, `output(at:)`… keep the subscription that comes later, uncancelled) rather than
    /// ending this one (the subscription is then cancelled when it comes, as `removeDuplicates`'s).
    @usableFromInline final let ignoresEarlyCancel: Bool
    /// Whether a value, completion or request before the upstream subscription is contract misuse (Combine's
    /// `tryFilter`, `tryCompactMap`, `prefix(while:)`, `removeDuplicates` trap there); else it is ignored.
    @usableFromInline final let trapsEarlyEvents: Bool
    /// Whether `request(.none)` is contract misuse (Combine's `drop(while:)` and `FilterProducer` operators assert
    /// a non-zero demand); else it is passed up as it is.
    @usableFromInline final let checksZeroDemand: Bool

    @inlinable
    init(description: String, ignoresEarlyCancel: Bool = false, trapsEarlyEvents: Bool = false, checksZeroDemand: Bool = false) {
        self.checksZeroDemand = checksZeroDemand
        self.description = description
        self.ignoresEarlyCancel = ignoresEarlyCancel
        self.trapsEarlyEvents = trapsEarlyEvents
        Resources.increment()
    }

    deinit {
        upstream.empty()
        Resources.decrement()
    }

    /// Reports (or, without a test reporter, traps on) `event` arriving before the upstream subscription, when
    /// this operator is one Combine traps for it; does nothing otherwise or once the subscription has come.
    @usableFromInline
    final func checkEarly(_ event: String) {
        guard trapsEarlyEvents, state.load(ordering: .acquiring) & 3 == Self.awaiting else { return }
        Violations.trap("API Violation: \(description) \(event) before its upstream subscription. Combine traps here; ours ignores it.")
    }

    /// Whether the upstream subscription has not come yet (and nothing ended this subscription).
    @inlinable
    final var isAwaiting: Bool { state.load(ordering: .acquiring) & 3 == Self.awaiting }

    /// Whether values may pass (the phase is `subscribed`).
    @inlinable @inline(__always)
    final var isSubscribed: Bool { state.load(ordering: .acquiring) & 3 == Self.subscribed }

    /// Stores the upstream subscription; `false` (and the subscription is cancelled) for a second
    /// subscription, or when this one was cancelled or finished before it came.
    @inlinable
    final func attach(_ subscription: Subscription) -> Bool {
        guard state.compareExchange(expected: Self.awaiting, desired: Self.subscribing, ordering: .acquiringAndReleasing).exchanged
        else {
            subscription.cancel()
            return false
        }
        upstream.fill(subscription)
        // No user can enter while subscribing: the word is `subscribing` or (a cancel came) `terminal`.
        guard state.compareExchange(expected: Self.subscribing, desired: Self.subscribed, ordering: .acquiringAndReleasing).exchanged
        else {
            upstream.take()?.cancel()
            return false
        }
        return true
    }

    /// Passes demand up (nothing once terminal).
    @usableFromInline
    package final func request(_ demand: Subscribers.Demand) {
        if checksZeroDemand, demand == .none { return Violations.zeroDemand("\(description)'s subscription") }
        var current = state.load(ordering: .acquiring)
        while true {
            guard current & 3 == Self.subscribed else { return checkEarly("was asked for values") }
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: current &+ Self.user, ordering: .acquiringAndReleasing)
            if exchanged { break }
            current = original
        }
        upstream.request(demand)
        leaveUpstream()
    }

    /// Ends the subscription from the downstream's side (any thread): the upstream is cancelled.
    @usableFromInline
    package final func cancel() {
        if ignoresEarlyCancel, state.load(ordering: .acquiring) & 3 == Self.awaiting { return }
        guard enterTerminal() else { return }
        finishTermination()
    }

    /// Moves to `terminal`; `true` for the one caller that did it from `subscribed`, which is then a
    /// user of `upstream` and must call `leaveUpstream()` or `finishTermination()`. A cancel before the
    /// subscription arrived ends it too (the subscription is cancelled when it comes).
    @inlinable
    final func enterTerminal() -> Bool {
        var current = state.load(ordering: .acquiring)
        while true {
            let phase = current & 3
            guard phase != Self.terminal else { return false }
            let desired = phase == Self.subscribed ? (current & ~3) &+ Self.user &+ Self.terminal : (current & ~3) &+ Self.terminal
            let (exchanged, original) = state.compareExchange(expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { return phase == Self.subscribed }
            current = original
        }
    }

    /// Moves from `awaiting` (no upstream subscription yet) straight to `terminal`; `true` if it did. For the
    /// operators that pass a completion arriving before their subscription (Combine's `encode`/`decode`).
    @inlinable
    final func terminateBeforeSubscription() -> Bool {
        state.compareExchange(expected: Self.awaiting, desired: Self.terminal, ordering: .acquiringAndReleasing).exchanged
    }

    /// One user of `upstream` is done; the last one after the terminal phase lets go of it.
    @inlinable
    final func leaveUpstream() {
        if state.wrappingSubtract(Self.user, ordering: .acquiringAndReleasing).newValue == Self.terminal { upstream.empty() }
    }

    /// Cancels the upstream after a successful `enterTerminal()`.
    @inlinable
    final func finishTermination() {
        upstream.cancel()
        leaveUpstream()
    }
}
