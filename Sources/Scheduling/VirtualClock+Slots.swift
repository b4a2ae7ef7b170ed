// The pending actions' side table of ``VirtualClock`` and the canceller that reaches it without the clock.

import Synchronization

extension VirtualClock {
    /// One slot of the side table that holds the pending closures. The heap holds only plain
    /// (due time, sequence, slot) triples, so sifting moves no references; a slot whose sequence no
    /// longer matches a heap entry's, or whose action is gone, was run or cancelled (and perhaps reused),
    /// so that entry is skipped.
    struct Slot {
        /// The sequence number of the action waiting here; while the slot is free (no action), the index of the
        /// next free slot instead (-1: none), so the free slots form a list in the table itself.
        var sequence: UInt64
        var action: (() -> Void)?
    }

    /// The clock's current time for reading without its lock: written under the lock at every change of
    /// ``State/now``, read by ``VirtualClock/now`` (B7 reads it four to six times a query: one atomic load
    /// instead of a lock round trip each).
    final class PublishedTime: Sendable {
        let value: Atomic<Int64>

        init(_ now: Int64) {
            value = Atomic(now)
        }
    }

    struct State {
        var now: Int64 {
            didSet { published.value.store(now, ordering: .releasing) }
        }
        let published: PublishedTime
        var heap = PendingActionHeap<Int>()
        var slots: [Slot] = []
        /// The most recently freed slot (-1: none); the rest of the free list runs through ``Slot/sequence``
        /// (no array of free slots to grow and pop: B4 schedules and frees one per action).
        var freeSlot = -1
        var nextSequence: UInt64 = 0
        var live = 0
        var stopRequested = false
        /// What ``warmUpcoming()`` read, kept so that its reads are not optimized away.
        var warmth: UInt = 0

        /// Touches, eight at a time, the slots and closure contexts of the eight run entries after the next eight.
        ///
        /// A large batch (B4: a million actions scheduled, then run) pops in due-time order, but its slots and the
        /// closures' contexts were allocated in scheduling order, so each pop reads two lines far apart in memory:
        /// one at a time, each a full memory latency. Read ahead in batches, the misses overlap: B4 push at
        /// N = 1,000,000 took about 650 ns of CPU time per action without this and 310 with it (140 at N = 10,000).
        /// It does nothing when the next entry comes from the heap (small batches, B7), and it only reads: a
        /// closure value is a function pointer (zero: no closure) and a context pointer (Swift's thick function
        /// layout), stored after the slot's sequence number, and a context is a heap object whose first word (its
        /// type) never changes while the slot holds it.
        mutating func warmUpcoming() {
            guard heap.isReadingRun, MemoryLayout<Slot>.size == 3 * MemoryLayout<UInt>.size else { return }
            let word = MemoryLayout<UInt>.size
            var read: UInt = 0
            slots.withUnsafeBytes { table in
                heap.forEachRunPayload(batch: 8, distance: 8) { slot in
                    let start = slot * MemoryLayout<Slot>.stride
                    guard table.load(fromByteOffset: start + word, as: UInt.self) != 0 else { return }
                    let context = table.load(fromByteOffset: start + 2 * word, as: UInt.self)
                    if let object = UnsafeRawPointer(bitPattern: context) { read &+= object.load(as: UInt.self) }
                }
            }
            warmth &+= read
        }

        /// Whether the heap entry still names a pending action (no copy of the slot's closure).
        func isLive(_ entry: PendingActionHeap<Int>.Entry) -> Bool {
            slots[entry.payload].sequence == entry.sequence && slots[entry.payload].action != nil
        }

        /// Takes the closure out of its slot and frees the slot.
        mutating func take(slot index: Int) -> (() -> Void)? {
            // `take()` moves the closure out: no retain for the copy and release for the nil.
            guard let action = slots[index].action.take() else { return nil }
            slots[index].sequence = UInt64(bitPattern: Int64(freeSlot))
            freeSlot = index
            live -= 1
            return action
        }

        /// Puts `slot` in a free slot (taken off the free list, or appended) and returns its index.
        mutating func store(_ slot: consuming Slot) -> Int {
            guard freeSlot >= 0 else {
                slots.append(slot)
                return slots.count - 1
            }
            let index = freeSlot
            freeSlot = Int(Int64(bitPattern: slots[index].sequence))
            slots[index] = slot
            return index
        }
    }

    /// See ``VirtualClock/canceller``.
    public final class Canceller: Sendable {
        let state: Locked<State>

        init(_ state: Locked<State>) {
            self.state = state
        }

        /// Cancels a pending action: it will not run, and its closure is released at once.
        /// Cancelling an action that already ran or was cancelled does nothing. Safe from any thread.
        public func cancel(_ scheduled: ScheduledAction) {
            // The closure leaves the lock through a local, not as `withLock`'s (generic) result, which would wrap
            // it in a reabstraction thunk: one allocation per cancel (B7 cancels a debounce timer per query).
            var released: (() -> Void)?
            state.withLock { state in
                guard scheduled.slot < state.slots.count, state.slots[scheduled.slot].sequence == scheduled.sequence
                else { return }
                released = state.take(slot: scheduled.slot)
            }
            _ = released  // released here, outside the lock: its deinit may call back into the clock
        }
    }
}
