import Scheduling

/// One delivery a subject owes: a value or the completion, to the subscribers present when it was sent.
///
/// Not generic (the work is a closure made where the subject's types are at hand): the queue of jobs,
/// its arrays and its iteration are concrete types, whose run-time metadata an unspecialized (debug)
/// build looks up once instead of on every re-entrant or concurrent send.
@usableFromInline
struct SubjectJob {
    /// Delivers this job (outside any lock).
    @usableFromInline let perform: () -> Void

    @inlinable
    init(_ perform: @escaping () -> Void) { self.perform = perform }

    /// Offers `value` to each of `conduits`.
    @inlinable
    static func value<Output, Failure: Error>(_ value: Output, _ conduits: [SubjectConduit<Output, Failure>]) -> SubjectJob {
        each(of: conduits) { $0.offer(value) }
    }

    /// Delivers `completion` to each of `conduits`.
    @inlinable
    static func completion<Output, Failure: Error>(
        _ completion: Subscribers.Completion<Failure>, _ conduits: [SubjectConduit<Output, Failure>]
    ) -> SubjectJob {
        each(of: conduits) { $0.finish(completion) }
    }

    /// Runs `deliver` on each of `conduits`, in order.
    @inlinable
    static func each<Output, Failure: Error>(
        of conduits: [SubjectConduit<Output, Failure>], _ deliver: @escaping (SubjectConduit<Output, Failure>) -> Void
    ) -> SubjectJob {
        SubjectJob {
            // Counted by hand: `indices` (a generic default) looks up run-time metadata on every call in a debug build.
            var index = 0
            let count = conduits.count
            while index < count {
                deliver(conduits[index])
                index &+= 1  // below `count`: cannot overflow
            }
        }
    }
}

/// The state of a subject that queues its deliveries as ``SubjectJob``s (`PassthroughSubject`,
/// `CurrentValueSubject`, `@Published`'s subject).
@usableFromInline
protocol QueuesSubjectJobs {
    /// The deliveries waiting for the thread delivering now.
    var queue: DeliveryQueue<SubjectJob> { get set }
}

extension Locked where State: QueuesSubjectJobs {
    /// Performs, in order, the jobs queued while this thread delivered, until none are left (then the
    /// drainer's role ends).
    @inlinable
    func performWaitingJobs() {
        while let jobs = withLock({ $0.queue.next() }) {
            // Counted by hand: `indices` (a generic default) looks up run-time metadata on every call in a debug build.
            var index = 0
            let count = jobs.count
            while index < count {
                jobs[index].perform()
                index &+= 1  // below `count`: cannot overflow
            }
        }
    }
}
