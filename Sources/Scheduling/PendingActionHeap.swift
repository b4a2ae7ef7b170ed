/// A binary min-heap of pending actions ordered by (due time, insertion sequence).
///
/// Ordering by the insertion sequence second makes equal due times run first-in first-out, as
/// RxTest, ReactiveSwift's `TestScheduler` and combine-schedulers all promise. Push and pop are
/// O(log n); ReactiveSwift and combine-schedulers re-sort an array on every schedule instead.
package struct PendingActionHeap<Payload> {
    /// One pending entry.
    package struct Entry {
        /// When the entry is due, in nanoseconds of virtual time.
        package let dueTime: Int64
        /// The insertion sequence number: breaks ties first-in first-out.
        package let sequence: UInt64
        /// What to run.
        package let payload: Payload

        @inline(__always)
        fileprivate func precedes(_ other: Entry) -> Bool {
            dueTime != other.dueTime ? dueTime < other.dueTime : sequence < other.sequence
        }
    }

    private var storage: [Entry] = []

    /// Creates an empty heap.
    package init() {}

    /// The number of entries, including ones whose payload was cancelled but not yet popped.
    package var count: Int { storage.count }

    /// Whether there is no entry at all.
    package var isEmpty: Bool { storage.isEmpty }

    /// The entry that runs next, if any.
    package var first: Entry? { storage.first }

    /// Adds an entry in O(log n).
    package mutating func insert(_ entry: Entry) {
        storage.append(entry)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].precedes(storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the entry that runs next, in O(log n).
    package mutating func popFirst() -> Entry? {
        guard !storage.isEmpty else { return nil }
        if storage.count == 1 { return storage.removeLast() }
        let top = storage[0]
        storage[0] = storage.removeLast()
        var parent = 0
        let count = storage.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            var smallest = left
            if right < count, storage[right].precedes(storage[left]) { smallest = right }
            guard storage[smallest].precedes(storage[parent]) else { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    /// Removes every entry.
    package mutating func removeAll() { storage.removeAll() }
}
