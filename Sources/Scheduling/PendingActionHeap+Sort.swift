// How ``PendingActionHeap`` sorts a large batch of new entries before merging it into its run.

extension PendingActionHeap {
    /// Bits of the due time one radix pass sorts by: 2,048 buckets, whose counts fit in the L1 cache.
    private static var digitBits: Int { 11 }

    /// Sorts `entries` by (due time, sequence).
    ///
    /// The clock appends entries in sequence order, so a stable sort by due time alone gives the
    /// (due time, sequence) order: a least-significant-digit radix sort of the due times' offsets from
    /// the smallest, ``digitBits`` bits a pass and only as many passes as that range needs (B4: three
    /// to five). Each pass reads the batch front to back and writes it to 2,048 forward-moving places,
    /// with no branch that depends on the data, so its cost per entry does not grow with the batch. A
    /// comparison sort's does: one mostly mispredicted branch per level, 13 levels at ten thousand
    /// entries and 20 at a million (B4's wall-time scaling). A batch not in sequence order (only tests
    /// build one) uses the standard library's sort.
    static func sort(_ entries: inout [Entry]) {
        guard entries.count > 1 else { return }
        var minimum = entries[0].dueTime
        var maximum = minimum
        var inSequenceOrder = true
        for index in 1..<entries.count {
            let entry = entries[index]
            minimum = min(minimum, entry.dueTime)
            maximum = max(maximum, entry.dueTime)
            inSequenceOrder = inSequenceOrder && entries[index - 1].sequence < entry.sequence
        }
        guard inSequenceOrder else {
            entries.sort { $0.precedes($1) }
            return
        }
        let rangeBits = UInt64.bitWidth - UInt64(bitPattern: maximum &- minimum).leadingZeroBitCount
        let passes = (rangeBits + digitBits - 1) / digitBits
        guard passes > 0 else { return }  // every due time is the same: sequence order is the order
        let buckets = 1 << digitBits
        // Every pass's bucket sizes, counted in one read of the batch.
        var counts = [Int](repeating: 0, count: passes * buckets)
        counts.withUnsafeMutableBufferPointer { counts in
            for entry in entries {
                let key = UInt64(bitPattern: entry.dueTime &- minimum)
                for pass in 0..<passes {
                    counts[pass * buckets + digit(of: key, pass: pass)] += 1
                }
            }
        }
        // Every position is written by a pass before any pass reads it.
        var spare = [Entry](unsafeUninitializedCapacity: entries.count) { _, initialized in initialized = entries.count }
        for pass in 0..<passes {
            let first = pass * buckets
            let firstKey = UInt64(bitPattern: entries[0].dueTime &- minimum)
            // A pass in which every entry has the same digit would copy the batch unchanged.
            if counts[first + digit(of: firstKey, pass: pass)] == entries.count { continue }
            var next = 0
            for bucket in first..<first + buckets {
                let size = counts[bucket]
                counts[bucket] = next
                next += size
            }
            entries.withUnsafeBufferPointer { source in
                spare.withUnsafeMutableBufferPointer { destination in
                    counts.withUnsafeMutableBufferPointer { places in
                        for entry in source {
                            let bucket = first + digit(of: UInt64(bitPattern: entry.dueTime &- minimum), pass: pass)
                            destination[places[bucket]] = entry
                            places[bucket] += 1
                        }
                    }
                }
            }
            swap(&entries, &spare)
        }
    }

    @inline(__always)
    private static func digit(of key: UInt64, pass: Int) -> Int {
        Int(truncatingIfNeeded: (key >> UInt64(pass * digitBits)) & UInt64((1 << digitBits) - 1))
    }
}
