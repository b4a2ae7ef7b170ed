import Dispatch
import Scheduling
import TestReporting

/// A scheduler whose time moves only when the test says so: a thin view over a `VirtualClock`.
///
/// Mirrors combine-schedulers' `TestScheduler` (`now`, `advance(by:)`, `advance(to:)`, `run()`).
/// Differences: actions are kept in the shared clock's heap (O(log n), equal times first-in
/// first-out, shared with other styles' test schedulers on the same clock); time never moves
/// backwards (combine-schedulers moves `now` back when asked to advance to the past; ours stays);
/// a `run()` that cannot finish (a repeating timer) is reported as a test failure instead of spinning.
///
/// Time mapping: the scheduler's `now` at creation is pinned to the clock's `now`, and one nanosecond of
/// `SchedulerTimeType.Stride` is one nanosecond of the clock. For `DispatchQueue.test`, whose time
/// starts at uptime 1 on a fresh clock (as combine-schedulers': uptime 0 means "now" to dispatch),
/// `now.dispatchTime.uptimeNanoseconds` is `clock.now + 1`.
///
/// ```swift
/// let scheduler = DispatchQueue.test
/// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { print("one second") }
/// scheduler.advance(by: .seconds(1))
/// // Prints: one second
/// ```
// @unchecked: mutable state lives in the (thread-safe) clock; `origin` and `originNanoseconds` are immutable.
public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    /// The virtual clock this scheduler is a view of; share it to put several test schedulers on one time line.
    public let clock: VirtualClock
    @usableFromInline let origin: SchedulerTimeType
    @usableFromInline let originNanoseconds: Int64

    /// Creates a scheduler at `now` on a fresh clock.
    public convenience init(now: SchedulerTimeType) {
        self.init(now: now, clock: VirtualClock())
    }

    /// Creates a scheduler on an existing clock; `now` is pinned to the clock's current time.
    public init(now: SchedulerTimeType, clock: VirtualClock) {
        installTestFailureReporting()
        self.clock = clock
        origin = now
        originNanoseconds = clock.now
    }

    /// The current virtual time.
    @inlinable
    public var now: SchedulerTimeType {
        origin.advanced(by: .nanoseconds(Int(clock.now - originNanoseconds)))
    }

    /// Zero.
    @inlinable
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    @inlinable
    func nanoseconds(at date: SchedulerTimeType) -> Int64 {
        originNanoseconds &+ PubSubStreams.nanoseconds(of: origin.distance(to: date))
    }

    /// Moves time forward by `stride`, running every action due on the way, in order.
    public func advance(by stride: SchedulerTimeType.Stride = .zero, file: StaticString = #filePath, line: UInt = #line) {
        advance(to: now.advanced(by: stride), file: file, line: line)
    }

    /// Moves time forward to `instant`, running every action due on the way; a past instant runs
    /// what is due now and leaves time where it is.
    public func advance(to instant: SchedulerTimeType, file: StaticString = #filePath, line: UInt = #line) {
        do {
            try clock.advance(to: nanoseconds(at: instant))
        } catch {
            IssueReporting.report(error.description, file: file, line: line)
        }
    }

    /// Runs every pending action, moving time to each; a never-ending timer is reported, not spun.
    public func run(file: StaticString = #filePath, line: UInt = #line) {
        do {
            try clock.run()
        } catch {
            IssueReporting.report(error.description, file: file, line: line)
        }
    }

    /// Schedules `action` at the current time: it runs on the next `advance` or `run`, not inline.
    @inlinable
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        clock.schedule(after: 0, action)
    }

    /// Schedules `action` at `date` (a past date means now).
    @inlinable
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        clock.schedule(at: nanoseconds(at: date), action)
    }

    /// Schedules `action` at `date`, then every `interval` after the previous due time, until cancelled.
    /// An interval below one nanosecond repeats every nanosecond. Inlinable, so the stride's length is
    /// read with the stride type known (unspecialized, `nanoseconds(of:)` casts it at run time, B7 pub-sub).
    @inlinable
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let due = nanoseconds(at: date)
        let task = Locked(RepeatingTask(clock: clock, interval: max(1, PubSubStreams.nanoseconds(of: interval)), due: due, action: action))
        task.start(on: clock, at: due)
        return AnyCancellable { task.cancel() }
    }
}

/// A repeating action on the virtual clock, kept as the state of its lock: the lock is the task's one
/// object, which the clock's closure and the returned cancellable hold alone (B7 pub-sub: a `debounce`
/// starts one per value). Cancelling stops the next repetition.
@usableFromInline
struct RepeatingTask {
    let clock: VirtualClock
    let interval: Int64
    /// The action until the task is cancelled.
    var action: (() -> Void)?
    /// The due time of the next run, and the clock's handle for it.
    var due: Int64
    var pending: VirtualClock.ScheduledAction?

    @usableFromInline
    init(clock: VirtualClock, interval: Int64, due: Int64, action: @escaping () -> Void) {
        self.clock = clock
        self.interval = interval
        self.due = due
        self.action = action
    }
}

extension Locked where State == RepeatingTask {
    /// Schedules a run at `due` on the task's `clock` (given, so that no critical section reads them).
    @usableFromInline
    func start(on clock: VirtualClock, at due: Int64) {
        let handle = clock.schedule(at: due) { [self] in fire() }
        let cancelled = withLock { task -> Bool in
            task.pending = handle
            return task.action == nil
        }
        if cancelled { clock.cancel(handle) }
    }

    /// Runs the action, then schedules the next run unless it was cancelled meanwhile.
    func fire() {
        guard let action = withLock({ $0.action }) else { return }
        action()
        let next = withLock { task -> (VirtualClock, Int64)? in
            guard task.action != nil else { return nil }
            task.due &+= task.interval
            return (task.clock, task.due)
        }
        guard let (clock, due) = next else { return }
        start(on: clock, at: due)
    }

    /// Stops the next run.
    @usableFromInline
    func cancel() {
        var action: (() -> Void)?  // let go of once the lock is
        let (clock, pending) = withLock { task -> (VirtualClock, VirtualClock.ScheduledAction?) in
            action = task.action.take()
            return (task.clock, task.pending.take())
        }
        if let pending { clock.cancel(pending) }
        _ = action
    }
}

/// The test scheduler for a scheduler type: `TestSchedulerOf<DispatchQueue>` (combine-schedulers' alias).
public typealias TestSchedulerOf<Scheduler: PubSubStreams.Scheduler> =
    TestScheduler<Scheduler.SchedulerTimeType, Scheduler.SchedulerOptions>

extension DispatchQueue {
    /// A test scheduler on dispatch time, starting at uptime 1 on a fresh clock, as combine-schedulers' `.test`
    /// (dispatch reads uptime 0 as "now").
    public static var test: TestSchedulerOf<DispatchQueue> {
        TestScheduler(now: DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }

    /// A test scheduler on dispatch time over `clock`; its uptime nanoseconds equal the clock's nanoseconds.
    public static func test(clock: VirtualClock) -> TestSchedulerOf<DispatchQueue> {
        TestScheduler(now: DispatchQueueSchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(Swift.max(0, clock.now)))), clock: clock)
    }
}

extension AnyScheduler
where SchedulerTimeType == DispatchQueueSchedulerTimeType, SchedulerOptions == DispatchQueueSchedulerOptions {
    /// A fresh `DispatchQueue.test`, reachable from the erased type: `AnySchedulerOf<DispatchQueue>.test`.
    ///
    /// It returns the test scheduler itself, not an erased one, so the test can advance it; pass
    /// `scheduler.eraseToAnyScheduler()` to the code under test.
    public static var test: TestSchedulerOf<DispatchQueue> { DispatchQueue.test }
}

extension SchedulerProvider where Scheduler == AnySchedulerOf<DispatchQueue> {
    /// Every queue answered by `scheduler`, erased: the virtual-time family.
    public static func test(_ scheduler: TestSchedulerOf<DispatchQueue>) -> SchedulerProvider {
        .always(scheduler.eraseToAnyScheduler())
    }
}
