/// The pending actions of a clock, ordered by (due time, insertion sequence): a binary min-heap
/// plus, for large batches scheduled before anything runs, a sorted run.
///
/// Ordering by the insertion sequence second makes equal due times run first-in first-out, as
/// RxTest, ReactiveSwift's `TestScheduler` and combine-schedulers all promise. Every pop takes the
/// smaller of the heap's root and the run's head under that one total order, so where an entry sits
/// never changes what pops. ReactiveSwift and combine-schedulers re-sort an array on every schedule
/// instead.
///
/// Why a run: a test that schedules many actions and then runs them (benchmark B4: a million
/// actions, then `run()`) pops a million-entry binary heap, whose every pop walks a root-to-leaf path
/// of which the lower levels miss the cache. New entries first wait in `incoming` (an append); the
/// next read sorts a large batch and merges it into `run`, read front to back, so those pops touch
/// memory in order. Small batches go into the heap as usual (O(log n) each), so interleaved
/// schedule-and-run stays as cheap as before.
///
/// The payload is `BitwiseCopyable` (the clock stores a slot index), so moving an entry costs no
/// reference counting, and both sifts move a hole instead of swapping pairs.
package struct PendingActionHeap<Payload: BitwiseCopyable> {
    /// One pending entry, made with the memberwise initializer (only the clock makes entries).
    package struct Entry: BitwiseCopyable {
        /// When the entry is due, in nanoseconds of virtual time.
        package let dueTime: Int64
        /// The insertion sequence number: breaks ties first-in first-out.
        package let sequence: UInt64
        /// What to run.
        package let payload: Payload

        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            dueTime != other.dueTime ? dueTime < other.dueTime : sequence < other.sequence
        }
    }

    /// A batch at least this large is sorted into the run instead of sifted into the heap.
    private static var minimumSortedBatch: Int { 1_024 }

    private var heap: [Entry] = []
    /// Entries in order; `run[runStart...]` are pending, the ones before it were popped.
    private var run: [Entry] = []
    private var runStart = 0
    /// Entries inserted since the last read, in insertion order.
    private var incoming: [Entry] = []

    /// Creates an empty heap.
    package init() {}

    /// The number of entries, including ones whose payload was cancelled but not yet popped.
    package var count: Int { heap.count + (run.count - runStart) + incoming.count }

    /// Whether there is no entry at all.
    package var isEmpty: Bool { count == 0 }

    /// The entry that runs next, if any.
    package var first: Entry? {
        mutating get {
            settleIncoming()
            let runHead = runStart < run.count ? run[runStart] : nil
            guard let top = heap.first else { return runHead }
            guard let head = runHead else { return top }
            return head.precedes(top) ? head : top
        }
    }

    /// Adds an entry: O(1) now, O(log n) amortized when it is next read.
    package mutating func insert(_ entry: Entry) {
        incoming.append(entry)
    }

    /// Removes and returns the entry that runs next, in O(log n) (O(1) from the run).
    package mutating func popFirst() -> Entry? {
        settleIncoming()
        if runStart < run.count, heap.isEmpty || run[runStart].precedes(heap[0]) {
            let head = run[runStart]
            runStart += 1
            if runStart == run.count {
                run = []
                runStart = 0
            }
            return head
        }
        return popHeap()
    }

    /// Whether sorted entries wait in the run (a large batch was sorted and not all of it has popped).
    package var isReadingRun: Bool { runStart < run.count }

    /// For warming the memory that entries name before they pop: when the run's head is at a multiple of
    /// `batch`, calls `body` with the payload of each run entry from `distance` to `distance + batch - 1`
    /// entries after the head (fewer at the run's end; none when the head comes from the heap).
    package func forEachRunPayload(batch: Int, distance: Int, _ body: (Payload) -> Void) {
        guard runStart % batch == 0 else { return }
        var index = runStart + distance
        let end = min(index + batch, run.count)
        while index < end {
            body(run[index].payload)
            index += 1
        }
    }

    /// Removes every entry.
    package mutating func removeAll() {
        heap.removeAll()
        run = []
        runStart = 0
        incoming.removeAll()
    }

    /// Moves `incoming` into the heap, or (a batch large against what is pending) sorts it and merges
    /// it into the run, in O(run + batch): at most one merge per eighth of the run's size, so
    /// amortized O(1) per entry on top of the sort (a radix sort: `PendingActionHeap+Sort.swift`).
    @inline(__always)
    private mutating func settleIncoming() {
        // The check inline and the work out of line: most reads find nothing new, and the work's frame is large
        // (B7 reads nine times a query: about 140 instructions a query of entering and leaving it for nothing).
        if !incoming.isEmpty { settleNewEntries() }
    }

    private mutating func settleNewEntries() {
        if incoming.count < Self.minimumSortedBatch || incoming.count < (run.count - runStart) / 8 {
            // Popped from the end (the order they enter the heap in does not change what pops): no iterator over
            // the array and no `removeAll`, which went through a generic `replaceSubrange` (B7: one or two
            // entries per read).
            while let entry = incoming.popLast() { pushHeap(entry) }
            return
        }
        Self.sort(&incoming)
        if runStart == run.count {
            swap(&run, &incoming)
            runStart = 0
            incoming = []
            return
        }
        var merged: [Entry] = []
        merged.reserveCapacity(run.count - runStart + incoming.count)
        var left = runStart
        var right = 0
        while left < run.count, right < incoming.count {
            if incoming[right].precedes(run[left]) {
                merged.append(incoming[right])
                right += 1
            } else {
                merged.append(run[left])
                left += 1
            }
        }
        merged.append(contentsOf: run[left...])
        merged.append(contentsOf: incoming[right...])
        run = merged
        runStart = 0
        incoming = []
    }

    private mutating func pushHeap(_ entry: Entry) {
        heap.append(entry)
        heap.withUnsafeMutableBufferPointer { heap in
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

    private mutating func popHeap() -> Entry? {
        guard let last = heap.popLast() else { return nil }
        if heap.isEmpty { return last }
        return heap.withUnsafeMutableBufferPointer { heap in
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
}
