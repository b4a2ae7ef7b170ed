/// The queue-drain that makes deliveries serial, in arrival order, and free of deadlocks: a subject's
/// (the jobs are ``SubjectJob``s), `switchToLatest`'s (its values and completion) and a notification-center
/// subscription's (its notifications).
///
/// Combine's subjects take a recursive lock per subscriber, so a value sent from inside a
/// subscriber's own callback is delivered depth-first, ahead of the value still being delivered to
/// the other subscribers. Ours keeps one queue per subject, guarded by the subject's lock: the first
/// `send` becomes the drainer and delivers; a `send` arriving meanwhile (re-entrant from a callback,
/// or from another thread) is appended and delivered by the drainer right after, to the subscribers
/// present when it was sent. So every subscriber sees every value in send order, a re-entrant send
/// never recurses (100,000 of them use no extra stack) and never deadlocks.
@usableFromInline
struct DeliveryQueue<Job> {
    /// Whether a thread is delivering now.
    @usableFromInline
    var isDraining = false
    @usableFromInline
    var waiting: [Job] = []

    /// Returns `job` when the caller must deliver it now (it became the drainer), or `nil` when it was queued.
    @inlinable
    mutating func enter(_ job: Job) -> Job? {
        guard isDraining else {
            isDraining = true
            return job
        }
        waiting.append(job)
        return nil
    }

    /// Takes the drainer's role if nobody is delivering: `true` when the caller became the drainer.
    @inlinable
    mutating func becomeDrainer() -> Bool {
        guard !isDraining else { return false }
        isDraining = true
        return true
    }

    /// The fast path of `enter`: `true` when the caller became the drainer and delivers its job itself
    /// (the job is then never built); `false` when `job` was queued for the drainer.
    @inlinable
    mutating func deliversNow(_ job: @autoclosure () -> Job) -> Bool {
        guard becomeDrainer() else {
            waiting.append(job())
            return false
        }
        return true
    }

    /// The jobs queued while the drainer delivered, oldest first; `nil` (and the drainer's role ends) when none.
    @inlinable
    mutating func next() -> [Job]? {
        guard !waiting.isEmpty else {
            isDraining = false
            return nil
        }
        defer { waiting = [] }
        return waiting
    }

    /// Drops what waits (a cancel); a drainer still delivering finds nothing more and its role ends.
    @inlinable
    mutating func removeAll() {
        waiting = []
    }
}
