import Testing

@testable import Scheduling

/// The heap under the clock: pops in (due time, sequence) order whatever the insertion order.
@Suite("PendingActionHeap")
struct PendingActionHeapTests {
    @Test func popsInDueTimeThenSequenceOrderForShuffledInput() {
        var generator = SplitMix64(seed: 42)
        var heap = PendingActionHeap<Int>()
        var expected: [(due: Int64, sequence: UInt64)] = []
        for sequence in 0..<2_000 as Range<UInt64> {
            // Few distinct times, so most entries tie on the due time and order by sequence.
            let due = Int64(generator.next() % 50)
            heap.insert(.init(dueTime: due, sequence: sequence, payload: Int(sequence)))
            expected.append((due, sequence))
        }
        expected.sort { $0.due != $1.due ? $0.due < $1.due : $0.sequence < $1.sequence }
        var popped: [(due: Int64, sequence: UInt64)] = []
        while let entry = heap.popFirst() {
            #expect(entry.payload == Int(entry.sequence))
            popped.append((entry.dueTime, entry.sequence))
        }
        #expect(popped.map(\.due) == expected.map(\.due))
        #expect(popped.map(\.sequence) == expected.map(\.sequence))
        #expect(heap.isEmpty)
    }

    @Test func interleavedInsertsAndPopsAlwaysPopTheSmallest() {
        var generator = SplitMix64(seed: 9)
        var heap = PendingActionHeap<UInt64>()
        var reference: [Int64] = []
        for sequence in 0..<3_000 as Range<UInt64> {
            if generator.next() % 3 == 0, let entry = heap.popFirst() {
                let smallest = reference.min()
                #expect(entry.dueTime == smallest)
                reference.remove(at: reference.firstIndex(of: entry.dueTime)!)
            } else {
                let due = Int64(generator.next() % 1_000)
                heap.insert(.init(dueTime: due, sequence: sequence, payload: sequence))
                reference.append(due)
            }
        }
        #expect(heap.count == reference.count)
    }

    @Test func largeBatchesMergeWithWhatIsPendingInOrder() {
        var generator = SplitMix64(seed: 5)
        var heap = PendingActionHeap<Int>()
        var reference: [(due: Int64, sequence: UInt64)] = []
        var sequence: UInt64 = 0
        func insert(_ count: Int) {
            for _ in 0..<count {
                let due = Int64(generator.next() % 200)  // many ties: FIFO among equal due times
                heap.insert(.init(dueTime: due, sequence: sequence, payload: Int(sequence)))
                reference.append((due, sequence))
                sequence += 1
            }
            reference.sort { $0.due != $1.due ? $0.due < $1.due : $0.sequence < $1.sequence }
        }
        func pop(_ count: Int) {
            for _ in 0..<count {
                let entry = heap.popFirst()
                #expect(entry?.dueTime == reference.first?.due)
                #expect(entry?.sequence == reference.first?.sequence)
                reference.removeFirst()
            }
        }
        insert(3_000)  // sorted into a run
        pop(1_000)
        insert(10)  // into the heap
        insert(2_000)  // merged into the rest of the run
        pop(1_500)
        insert(5)
        #expect(heap.count == reference.count)
        pop(reference.count)
        #expect(heap.isEmpty)
        #expect(heap.popFirst() == nil)
    }

    @Test func largeBatchOutOfSequenceOrderStillPopsBySequenceAmongEqualTimes() {
        var generator = SplitMix64(seed: 11)
        var heap = PendingActionHeap<Int>()
        var expected: [(due: Int64, sequence: UInt64)] = []
        for sequence in (0..<1_500 as Range<UInt64>).reversed() {  // inserted newest first
            let due = Int64(generator.next() % 20)
            heap.insert(.init(dueTime: due, sequence: sequence, payload: Int(sequence)))
            expected.append((due, sequence))
        }
        expected.sort { $0.due != $1.due ? $0.due < $1.due : $0.sequence < $1.sequence }
        var popped: [UInt64] = []
        while let entry = heap.popFirst() { popped.append(entry.sequence) }
        #expect(popped == expected.map(\.sequence))
    }

    @Test func largeBatchWithDueTimesAcrossTheWholeInt64RangePopsInOrder() {
        // Offsets from the smallest due time need all 64 bits (six radix passes), some digits are the same in
        // every entry (a pass skipped), and equal times keep their sequence order.
        var generator = SplitMix64(seed: 3)
        var heap = PendingActionHeap<Int>()
        var expected: [(due: Int64, sequence: UInt64)] = []
        let corners: [Int64] = [.min, .max, -1, 0, 1, .min + 1, .max - 1]
        for sequence in 0..<3_000 as Range<UInt64> {
            let due: Int64 =
                sequence % 3 == 0
                ? corners[Int(generator.next() % UInt64(corners.count))]
                : Int64(bitPattern: generator.next()) & ~0xFF_FF00
            heap.insert(.init(dueTime: due, sequence: sequence, payload: Int(sequence)))
            expected.append((due, sequence))
        }
        expected.sort { $0.due != $1.due ? $0.due < $1.due : $0.sequence < $1.sequence }
        var popped: [(due: Int64, sequence: UInt64)] = []
        while let entry = heap.popFirst() { popped.append((entry.dueTime, entry.sequence)) }
        #expect(popped.map(\.due) == expected.map(\.due))
        #expect(popped.map(\.sequence) == expected.map(\.sequence))
    }

    @Test func emptyHeapPopsNothing() {
        var heap = PendingActionHeap<Int>()
        #expect(heap.popFirst() == nil)
        #expect(heap.first == nil)
        heap.insert(.init(dueTime: 5, sequence: 0, payload: 1))
        #expect(heap.popFirst()?.payload == 1)
        #expect(heap.popFirst() == nil)
    }
}
