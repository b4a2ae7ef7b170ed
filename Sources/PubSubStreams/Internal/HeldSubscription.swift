/// A subscription kept in an operator's locked state, or none: a plain `Subscription` existential that
/// holds ``NoSubscription`` while empty, beside a flag.
///
/// Not a `Subscription?`: an optional of an opaque existential is copied, assigned and destroyed (also
/// when `nil`) through the runtime's generic `Optional` witnesses, about 50 instructions each and several
/// per inner publisher (B5a, B5c, B7 pub-sub). A plain existential is destroyed by one witness call of
/// its own type, and a caller can cancel or ask what `take()` hands back without unwrapping it (the
/// empty one does nothing), so the operator's logic reads as it would with an optional.
@usableFromInline
struct HeldSubscription {
    /// The subscription held, or a ``NoSubscription`` (changed only through `hold` and `take`).
    @usableFromInline var subscription: Subscription = NoSubscription()
    /// Whether a real subscription is held.
    @usableFromInline var isHeld = false

    @inlinable init() {}

    /// Keeps `subscription` (the slot was empty).
    @inlinable
    mutating func hold(_ subscription: Subscription) {
        self.subscription = subscription
        isHeld = true
    }

    /// Moves the subscription out (a ``NoSubscription`` when none was held), leaving the slot empty.
    @inlinable
    mutating func take() -> Subscription {
        guard isHeld else { return NoSubscription() }  // nothing to swap (B7 pub-sub: each inner has ended already)
        var taken: Subscription = NoSubscription()
        swap(&taken, &subscription)
        isHeld = false
        return taken
    }
}

/// What a ``HeldSubscription`` holds while empty, and a `ClockState` while no timer runs: requests and cancels
/// do nothing. A trivial value, so storing, swapping and destroying it costs no reference counting.
@usableFromInline
struct NoSubscription: Subscription {
    /// One identity shared by all of them (they are indistinguishable).
    @usableFromInline static let identifier = CombineIdentifier()

    @inlinable init() {}

    @usableFromInline var combineIdentifier: CombineIdentifier { Self.identifier }
    @usableFromInline func request(_ demand: Subscribers.Demand) {}
    @usableFromInline func cancel() {}
}
