/// Storage for one subscription, or none, that is free to create and to destroy when empty.
///
/// A stored `Subscription?` is an optional of an opaque existential: every copy, assignment and
/// destroy of it (also of `nil`, also in a deinit) goes through the runtime's generic `Optional`
/// witnesses, about 70 instructions each, several per subscription. Here the existential lives in
/// plain bytes, with a flag: filling and emptying touch the existential directly, and the bytes are
/// trivial, so an owner's deinit costs nothing beyond its `empty()` (which it must call: the slot does
/// not release what it holds by itself). Not thread-safe: the owner orders the calls (see
/// ``UpstreamLink`` and `Subscribers.Sink`).
@usableFromInline
package struct SubscriptionSlot {
    /// Room for one `Subscription` existential (five words on every platform).
    @usableFromInline var bytes: (UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0)
    @usableFromInline var isFilled = false

    @inlinable
    init() {}

    /// Stores `subscription` into the empty slot.
    @inlinable
    mutating func fill(_ subscription: Subscription) {
        withUnsafeMutableBytes(of: &bytes) { raw in
            _ = raw.baseAddress.unsafelyUnwrapped.initializeMemory(as: Subscription.self, to: subscription)
        }
        isFilled = true
    }

    /// Releases the subscription held, if any, and empties the slot.
    @inlinable
    mutating func empty() {
        guard isFilled else { return }
        isFilled = false
        withUnsafeMutableBytes(of: &bytes) { raw in
            _ = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Subscription.self).deinitialize(count: 1)
        }
    }

    /// Moves the subscription held out (the slot is empty afterwards).
    @inlinable
    mutating func take() -> Subscription? {
        guard isFilled else { return nil }
        isFilled = false
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Subscription.self).move()
        }
    }

    /// Passes `demand` to the subscription held (nothing when empty). Only reads the slot (several
    /// threads may call it at once): it works on a bitwise copy of the bytes.
    @inlinable
    func request(_ demand: Subscribers.Demand) {
        guard isFilled else { return }
        withUnsafeBytes(of: bytes) { raw in
            raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Subscription.self).pointee.request(demand)
        }
    }

    /// Cancels the subscription held (nothing when empty); only reads the slot, like `request`.
    @inlinable
    func cancel() {
        guard isFilled else { return }
        withUnsafeBytes(of: bytes) { raw in
            raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Subscription.self).pointee.cancel()
        }
    }
}
