import Dispatch

/// Hands out the scheduler a piece of code should use for a given dispatch queue.
///
/// The tutorial this comes from ("always inject async schedulers") has view models ask a provider
/// for `scheduler(forQueue:)` instead of creating `SerialDispatchQueueScheduler(queue:)`,
/// `QueueScheduler` or `DispatchQueue` schedulers themselves, so a test can hand them an immediate
/// or a virtual-time scheduler. None of the original libraries ships this type. Ours is generic over
/// the style's scheduler type (`any SchedulerType` for push, `any DateScheduler` for pull,
/// `AnySchedulerOf<DispatchQueue>` for pub-sub); each style module adds its `live` and `immediate`
/// families, and each style's test module a `test` family.
///
/// ```swift
/// let provider = SchedulerProvider<String>.always("immediate")
/// print(provider.scheduler(forQueue: .main))
/// // Prints: immediate
/// ```
public struct SchedulerProvider<Scheduler> {
    private let make: (DispatchQueue) -> Scheduler

    /// The clock for `Task.sleep(for:clock:)` and other `async` waits: `ContinuousClock` unless a
    /// family sets another (``withClock(_:)``), such as a ``TestClock`` on the test schedulers' clock.
    public private(set) var clock: any Clock<Swift.Duration> = ContinuousClock()

    /// Creates a provider that builds a scheduler for each queue it is asked about.
    public init(_ make: @escaping (DispatchQueue) -> Scheduler) {
        self.make = make
    }

    /// The scheduler to use where the production code would run on `queue`.
    public func scheduler(forQueue queue: DispatchQueue) -> Scheduler {
        make(queue)
    }

    /// A provider that answers every queue with the same scheduler: the immediate and test families.
    public static func always(_ scheduler: Scheduler) -> SchedulerProvider {
        SchedulerProvider { _ in scheduler }
    }

    /// The same schedulers, handing out `clock` for `async` waits (not in the tutorial's provider).
    ///
    /// ```swift
    /// let time = VirtualClock()
    /// let provider = SchedulerProvider<String>.always("test").withClock(TestClock(virtualClock: time))
    /// ```
    public func withClock(_ clock: any Clock<Swift.Duration>) -> SchedulerProvider {
        var copy = self
        copy.clock = clock
        return copy
    }
}
