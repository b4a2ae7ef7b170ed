/// The inner publishers of a `flatMap` not finished yet: each one's subscription (once it arrived) and
/// whether it was asked for everything; kept in the operator's locked state.
///
/// A table of slots with a list of free ones, so adding, finding and removing are O(1). Plain values, not
/// an object per inner publisher, whose fields would each cost a dynamic exclusivity check per access
/// (B5b pub-sub); and not generic, which would cost run-time metadata lookups in a debug build.
@usableFromInline
struct FlatMapChildren {
    @usableFromInline
    struct Slot {
        /// The serial of the child in it; 0 while the slot is free.
        @usableFromInline var serial = 0
        /// A `HeldSubscription`, not a `Subscription?`, whose copies and destroys run the runtime's generic
        /// `Optional` witnesses (B5b pub-sub).
        @usableFromInline var subscription = HeldSubscription()
        @usableFromInline var unlimited = false
        /// While the slot is free: the next free slot, -1 for none (the free list runs through the table, so
        /// adding and removing touch one array).
        @usableFromInline var nextFree = -1

        @inlinable init() {}
    }

    @usableFromInline var slots: [Slot] = []
    /// The first slot no child is in, -1 for none.
    @usableFromInline var firstFree = -1
    @usableFromInline var lastSerial = 0
    /// How many children are in the table.
    @usableFromInline var count = 0

    @inlinable init() {}

    /// No child left.
    @inlinable var isEmpty: Bool { count == 0 }

    /// Puts a new child in the table.
    @inlinable
    mutating func add() -> ChildTag {
        lastSerial += 1
        let slot: Int
        if firstFree >= 0 {
            slot = firstFree
            firstFree = slots[slot].nextFree
        } else {
            slot = slots.count
            slots.append(Slot())
        }
        slots[slot].serial = lastSerial
        count += 1
        return ChildTag(slot: slot, serial: lastSerial)
    }

    /// Whether `child` is still in the table (not finished, failed or cancelled).
    @inlinable
    func contains(_ child: ChildTag) -> Bool {
        child.slot < slots.count && slots[child.slot].serial == child.serial
    }

    /// Stores the subscription `child` received, and whether it is asked for everything.
    @inlinable
    mutating func attach(_ subscription: Subscription, to child: ChildTag, unlimited: Bool) {
        slots[child.slot].subscription.hold(subscription)
        slots[child.slot].unlimited = unlimited
    }

    /// The subscription of `child` when it is still in the table and asks for one value at a time.
    @inlinable
    func limitedSubscription(of child: ChildTag) -> Subscription? {
        guard contains(child), !slots[child.slot].unlimited, slots[child.slot].subscription.isHeld else { return nil }
        return slots[child.slot].subscription.subscription
    }

    /// Takes `child` out (with its subscription: it holds the child's subscriber, which holds the
    /// operator: no cycle left); `false` when it was not in the table.
    @inlinable
    mutating func remove(_ child: ChildTag) -> Bool {
        guard contains(child) else { return false }
        slots[child.slot] = Slot()
        slots[child.slot].nextFree = firstFree
        firstFree = child.slot
        count -= 1
        return true
    }

    /// Marks every child as asked for everything; returns the subscriptions of those that were not.
    @inlinable
    mutating func makeAllUnlimited() -> [Subscription] {
        var subscriptions: [Subscription] = []
        for slot in slots.indices where slots[slot].serial != 0 && !slots[slot].unlimited {
            slots[slot].unlimited = true
            if slots[slot].subscription.isHeld { subscriptions.append(slots[slot].subscription.subscription) }
        }
        return subscriptions
    }

    /// Empties the table; returns the subscriptions of the children that had one, to cancel outside the lock.
    @inlinable
    mutating func removeAll() -> [Subscription] {
        var subscriptions: [Subscription] = []
        for slot in slots where slot.serial != 0 {
            if slot.subscription.isHeld { subscriptions.append(slot.subscription.subscription) }
        }
        slots = []
        firstFree = -1
        count = 0
        return subscriptions
    }
}
