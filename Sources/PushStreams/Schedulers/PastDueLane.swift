import Scheduling
import Synchronization

/// The actions a virtual-time scheduler was asked to run at a time already past, in RxSwift's order.
///
/// RxSwift's `VirtualTimeScheduler` keeps every item in one priority queue ordered by (due time, id) and never
/// moves its clock back: an item scheduled at a past time therefore runs at the current time, but before
/// everything due at or after the current time that was scheduled earlier, and past items among themselves
/// run in order of their (past) due times. The shared `VirtualClock` clamps a past due time to now, which would
/// run such an item after what is already due now; so the scheduler keeps its past items here, sorted,
/// interrupts the running clock after the current action, and runs what waits here before resuming it (one
/// action scheduled "now" also runs it, for when another scheduler drives a shared clock).
// @unchecked: `entries`, `nextSequence` and `pumpScheduled` are only touched inside `lock.withLock`.
package final class PastDueLane: @unchecked Sendable {
    private struct Entry {
        let dueTime: Int64
        let sequence: Int
        let action: () -> Void
    }

    private let lock = Locked<UInt8>(0)
    private var entries: [Entry] = []
    private var nextSequence = 0
    private var pumpScheduled = false
    /// How many entries wait: read without the lock by every action of the scheduler (almost always 0).
    private let waiting = Atomic<Int>(0)

    /// Queues `action` at the past `dueTime` (nanoseconds); returns whether the caller must schedule a pump
    /// (an action on the clock, now, that calls ``runWaiting()``).
    package func insert(at dueTime: Int64, _ action: @escaping () -> Void) -> Bool {
        let needsPump = lock.withLock { _ -> Bool in
            let entry = Entry(dueTime: dueTime, sequence: nextSequence, action: action)
            nextSequence += 1
            let index = entries.firstIndex { ($0.dueTime, $0.sequence) > (dueTime, entry.sequence) } ?? entries.endIndex
            entries.insert(entry, at: index)
            waiting.add(1, ordering: .releasing)
            if pumpScheduled { return false }
            pumpScheduled = true
            return true
        }
        return needsPump
    }

    /// Whether anything waits (one atomic load).
    package var hasWaiting: Bool { waiting.load(ordering: .acquiring) > 0 }

    /// Runs what waits, earliest due time first, including what those actions queue here meanwhile.
    package func runWaiting() {
        // The common case, nothing scheduled in the past: one atomic load, no lock.
        guard waiting.load(ordering: .acquiring) > 0 else { return }
        while true {
            let next = lock.withLock { _ -> Entry? in
                guard !entries.isEmpty else {
                    pumpScheduled = false
                    return nil
                }
                waiting.subtract(1, ordering: .releasing)
                return entries.removeFirst()
            }
            guard let next else { return }
            next.action()
        }
    }
}
