// Copy kit (any style): runs every task on the main thread, one job at a time, while a
// `TestSchedulerClock` advances, so the clock knows when the tasks it woke or started have suspended.
// Uses only Foundation and the Swift runtime's global-enqueue hook (as swift-concurrency-extras'
// `withMainSerialExecutor` does); the same file serves every style's kit (PullKit's and PubSubKit's
// are links to this one).
import Foundation
import XCTest

/// Serial execution of every task on the main thread while a `TestSchedulerClock` advances.
///
/// While the clock's `advance` runs, the Swift runtime's `swift_task_enqueueGlobal_hook` sends each job
/// that would go to the global concurrent executor to the main queue instead and counts it until it
/// has run. Everything then happens on the main thread in order: a task that the clock wakes, or that a
/// scheduler action starts, runs to its next suspension (or its end) while the clock waits, and the
/// clock knows when: no counted job is left and no resumed sleep is still to return. RxTest's
/// `TestScheduler`, which must be used from one thread, is then only ever called on the main thread.
///
/// Not in any of the originals: swift-concurrency-extras' `withMainSerialExecutor` uses the same hook
/// for the whole test. A hook installed before (that function, say) is set aside while the clock
/// advances and put back after. When the runtime does not export the hook, the clock gives the tasks
/// `fallbackYields` yields of the main actor per step instead: stated, not followed.
enum MainSerialExecution {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Yields of the main actor a step gets when the hook cannot be installed.
    static let fallbackYields = 20

    // nonisolated(unsafe): the slot is written only on the main actor (`begin`, `end`), as swift-concurrency-extras does.
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<Hook?>? = {
        dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook").map { $0.assumingMemoryBound(to: Hook?.self) }
    }()

    /// Jobs sent to the main queue and not yet run, plus resumed sleeps not yet returned.
    static let inFlight = InFlightCount()

    @MainActor private static var depth = 0
    @MainActor private static var previous: Hook?

    /// Starts serial execution (nested calls count); answers whether the hook is in place.
    @MainActor static func begin() -> Bool {
        depth += 1
        guard let slot else { return false }
        if depth == 1 {
            previous = slot.pointee
            slot.pointee = { job, _ in
                MainSerialExecution.inFlight.add(1)
                let carried = CarriedJob(job: job)
                DispatchQueue.main.async {
                    carried.run()
                    MainSerialExecution.inFlight.add(-1)
                }
            }
        }
        return true
    }

    /// Ends serial execution when the outermost `begin` ends.
    @MainActor static func end() {
        depth -= 1
        if depth == 0, let slot { slot.pointee = previous }
    }

    @MainActor private static var seen = 0

    /// Yields the main actor until every counted job has run and every resumed sleep has returned,
    /// two yields in a row (a job for the main actor queued behind the first yield runs in the
    /// second); at most `limit` yields. Does not yield when nothing was counted since the last
    /// settle: a step that woke no sleep and started no task costs nothing. Answers whether
    /// everything settled.
    @MainActor static func settle(limit: Int = 100_000) async -> Bool {
        guard slot != nil else {
            for _ in 0..<fallbackYields { await Task.yield() }
            return true
        }
        defer { seen = inFlight.total }
        if inFlight.total == seen, inFlight.value == 0 { return true }
        var quiet = 0
        for _ in 0..<limit {
            await Task.yield()
            quiet = inFlight.value == 0 ? quiet + 1 : 0
            if quiet == 2 { return true }
        }
        return false
    }
}

/// A point on a test scheduler's time line, as a `TestSchedulerClock` reads it: the time since the
/// clock was made.
public struct SchedulerInstant: InstantProtocol, Sendable {
    /// The time since the clock was made.
    public var offset: Swift.Duration

    /// The instant `offset` after the clock was made.
    public init(offset: Swift.Duration) {
        self.offset = offset
    }

    /// The instant `seconds` after the clock was made, to the nearest nanosecond.
    init(seconds: Double) {
        offset = .nanoseconds(Int64((seconds * 1e9).rounded()))
    }

    /// The offset in seconds.
    var seconds: Double { Double(offset.components.seconds) + Double(offset.components.attoseconds) / 1e18 }

    /// The offset in whole nanoseconds.
    var nanoseconds: Int { Self.nanoseconds(of: offset) }

    /// `duration` in whole nanoseconds.
    static func nanoseconds(of duration: Swift.Duration) -> Int {
        Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000)
    }

    public func advanced(by duration: Swift.Duration) -> SchedulerInstant { SchedulerInstant(offset: offset + duration) }
    public func duration(to other: SchedulerInstant) -> Swift.Duration { other.offset - offset }
    public static func < (lhs: SchedulerInstant, rhs: SchedulerInstant) -> Bool { lhs.offset < rhs.offset }
}

/// What every kit's `TestSchedulerClock` is: a clock that advances to an instant, step by step.
///
/// ```swift
/// let clock = TestSchedulerClock(scheduler)  // any kit's clock
/// await clock.advance(by: .seconds(2))  // runs the scheduler and wakes sleeps due in those 2 s, in order
/// ```
public protocol SteppedClock {
    /// The time since the clock was made.
    var now: SchedulerInstant { get }
    /// Advances to `deadline`, step by step, running every action due on the way.
    @MainActor func advance(to deadline: SchedulerInstant, file: StaticString, line: UInt) async
}

extension SteppedClock {
    /// Advances by `duration`, step by step; see the clock type's documentation for how it waits.
    @MainActor
    public func advance(by duration: Swift.Duration = .zero, file: StaticString = #filePath, line: UInt = #line) async {
        await advance(to: now.advanced(by: duration), file: file, line: line)
    }
}

extension MainSerialExecution {
    /// A `TestSchedulerClock`'s advance: from `now` to `deadline` (at least once, to run what is due
    /// now) in `step`s, each step `move`d on the scheduler and followed by `settle()`. Fails the test
    /// (and stops) when a task keeps running without suspending.
    @MainActor
    static func advance(
        from now: SchedulerInstant, to deadline: SchedulerInstant, step: Swift.Duration, file: StaticString, line: UInt,
        move: (SchedulerInstant) -> Void
    ) async {
        _ = begin()
        defer { end() }
        var reached = now
        var settled = await settle()
        while settled {
            reached = max(min(reached.advanced(by: step), deadline), reached)
            move(reached)
            settled = await settle()
            if reached >= deadline { return }
        }
        XCTFail("TestSchedulerClock.advance: a task keeps running without suspending; time stops here.", file: file, line: line)
    }

    /// A `TestSchedulerClock`'s sleep: returns at once when `delay` is not positive, otherwise
    /// suspends until the wake-up that `arm` schedules on the scheduler runs (see ``ScheduledSleep``).
    ///
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    @MainActor
    static func sleep(for delay: Swift.Duration, arm: (@escaping @Sendable () -> Void) -> (() -> Void)?) async throws {
        try Task.checkCancellation()
        guard delay > .zero else { return }
        try await ScheduledSleep(inFlight: inFlight).sleep(arm: arm)
    }
}

/// A count shared by the hook (any thread) and the clock (the main actor).
// @unchecked: `count` and `added` are read and written only under `lock`.
final class InFlightCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var added = 0

    /// How many were ever added: it changes whenever a job is sent or a sleep resumed.
    var total: Int { lock.locked { added } }

    /// The current count.
    var value: Int { lock.locked { count } }

    /// Adds `change` (one job or sleep more, or one less).
    func add(_ change: Int) {
        lock.locked {
            count += change
            if change > 0 { added += change }
        }
    }
}

/// Carries a job to the main queue, which runs it once.
// @unchecked: a job is run exactly once, by the one block it is handed to.
private struct CarriedJob: @unchecked Sendable {
    let job: UnownedJob

    /// Runs the job on the main thread but on the generic executor, as the runtime would have: a
    /// nonisolated function then needs no hop (on the main actor's executor it would hop back at once).
    func run() {
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        } else {
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        }
    }
}

/// One sleep of a `TestSchedulerClock`: its continuation and the scheduler action that ends it.
///
/// The wake-up (the scheduler's action) and cancellation (the task's handler, on any thread) race;
/// whichever comes first resumes the task, the other does nothing. From the resume until the sleep
/// returns in its task, the sleep counts in `inFlight`, so the clock waits for the task.
// @unchecked: `continuation`, `withdraw`, `finished` and `counted` are read and written only under `lock`.
final class ScheduledSleep: @unchecked Sendable {
    private let lock = NSLock()
    private let inFlight: InFlightCount
    private var continuation: CheckedContinuation<Void, any Error>?
    private var withdraw: (() -> Void)?
    private var finished = false
    private var counted = false

    init(inFlight: InFlightCount) {
        self.inFlight = inFlight
    }

    /// Suspends until the action that `arm` schedules runs, or the task is cancelled. `arm` gets the
    /// wake-up to schedule and answers how to withdraw it (nil when the scheduler cannot).
    @MainActor
    func sleep(arm: (@escaping @Sendable () -> Void) -> (() -> Void)?) async throws {
        defer { if isCounted { inFlight.add(-1) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if !hold(continuation) { return continuation.resume(throwing: CancellationError()) }
                let withdraw = arm { [self] in resume(throwing: nil) }
                if !keep(withdraw) { withdraw?() }
            }
        } onCancel: {
            resume(throwing: CancellationError())
        }
    }

    private var isCounted: Bool { lock.locked { counted } }

    /// Keeps the continuation; false when the task was cancelled already.
    private func hold(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        lock.locked {
            if finished { return false }
            self.continuation = continuation
            return true
        }
    }

    /// Keeps the way to withdraw the wake-up; false when the sleep is over already.
    private func keep(_ withdraw: (() -> Void)?) -> Bool {
        lock.locked {
            if finished { return false }
            self.withdraw = withdraw
            return true
        }
    }

    /// Ends the sleep once: woken (`error` nil) or cancelled.
    private func resume(throwing error: (any Error)?) {
        let (continuation, withdraw) = lock.locked {
            let taken = (finished ? nil : self.continuation, error == nil ? nil : self.withdraw)
            finished = true
            if taken.0 != nil { counted = true }
            self.continuation = nil
            self.withdraw = nil
            return taken
        }
        guard let continuation else { return }
        inFlight.add(1)
        withdraw?()
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

extension NSLock {
    /// Runs `body` while holding the lock (Foundation's own `withLock` needs iOS 16; the kits run on iOS 13).
    fileprivate func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
