/// A binary min-heap of pending actions ordered by (due time, insertion sequence).
///
/// Ordering by the insertion sequence second makes equal due times run first-in first-out, as
/// RxTest, ReactiveSwift's `TestScheduler` and combine-schedulers all promise. Push and pop are
/// O(log n); ReactiveSwift and combine-schedulers re-sort an array on every schedule instead.
///
/// The payload is `BitwiseCopyable` (the clock stores an unmanaged reference), so moving an entry
/// costs no reference counting, and both sifts move a hole instead of swapping pairs: one write per
/// level instead of three.
package struct PendingActionHeap<Payload: BitwiseCopyable> {
    /// One pending entry.
    package struct Entry: BitwiseCopyable {
        /// When the entry is due, in nanoseconds of virtual time.
        package let dueTime: Int64
        /// The insertion sequence number: breaks ties first-in first-out.
        package let sequence: UInt64
        /// What to run.
        package let payload: Payload

        /// Creates an entry.
        package init(dueTime: Int64, sequence: UInt64, payload: Payload) {
            self.dueTime = dueTime
            self.sequence = sequence
            self.payload = payload
        }

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
        storage.withUnsafeMutableBufferPointer { heap in
            var hole = heap.count - 1
            while hole > 0 {
                let parent = (hole - 1) / 2
                guard entry.precedes(heap[parent]) else { break }
                heap[hole] = heap[parent]
                hole = parent
            }
            heap[hole] = entry
        }
    }

    /// Removes and returns the entry that runs next, in O(log n).
    package mutating func popFirst() -> Entry? {
        guard let last = storage.popLast() else { return nil }
        if storage.isEmpty { return last }
        return storage.withUnsafeMutableBufferPointer { heap in
            let top = heap[0]
            let count = heap.count
            var hole = 0
            while true {
                let left = 2 * hole + 1
                guard left < count else { break }
                let right = left + 1
                let child = right < count && heap[right].precedes(heap[left]) ? right : left
                guard heap[child].precedes(last) else { break }
                heap[hole] = heap[child]
                hole = child
            }
            heap[hole] = last
            return top
        }
    }

    /// Removes every entry.
    package mutating func removeAll() { storage.removeAll() }
}
