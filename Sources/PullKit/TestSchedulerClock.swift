// Copy kit (ReactiveSwift): a Swift `Clock` that is a view of ReactiveSwift's `TestScheduler`, so one
// `await clock.advance(by:)` moves debounces and `Task.sleep(for:clock:)` on one virtual time line.
// Uses only ReactiveSwift's public API (and MainSerialExecution.swift); it belongs in the tests.
import Foundation
import PullStreams
import XCTest

/// A `Clock` whose time is a ReactiveSwift `TestScheduler`'s: sleeping schedules the wake-up on the
/// scheduler, `now` is the scheduler's `currentDate`, and `advance` runs the scheduler.
///
/// Not in ReactiveSwift (its `TestScheduler` is no `Clock`; its `async` `advance` yields before each
/// action but knows nothing of sleeps). Inject it where the code under test takes an
/// `any Clock<Duration>` (production passes `ContinuousClock()`); drive the test with
/// `await clock.advance(by:)` from the main actor, not with the scheduler's own `advance`.
///
/// **How advancing waits.** `advance` moves the scheduler one `step` (a millisecond by default) at a
/// time. After each step it lets every task woken by a sleep's end, or started by a scheduler action,
/// run to its next suspension or its end before the next step: while it advances, every task runs
/// on the main thread, one job at a time (see `MainSerialExecution`), so that moment is known, not
/// guessed, and a loaded machine changes nothing. The bound: a task started or woken in the middle
/// of a step settles at the step's end; a task that awaits real I/O, or one the test started before
/// advancing, is not followed (await its result instead).
///
/// Where it differs from the cookbook's own `TestClock`: that one is a view of the virtual clock
/// behind this package's test schedulers and follows tasks while they run anywhere; this one needs
/// nothing but ReactiveSwift, so it copies into any project.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let clock = TestSchedulerClock(scheduler)
/// Task { try await clock.sleep(for: .seconds(1)); print(clock.now.offset) }
/// await clock.advance(by: .seconds(1))
/// // Prints: 1.0 seconds
/// ```
// @unchecked: the scheduler is itself thread-safe; `step` and `start` never change.
public final class TestSchedulerClock: Clock, SteppedClock, @unchecked Sendable {
    /// A point on the scheduler's time line: the time since the clock was made.
    public typealias Instant = SchedulerInstant

    /// The scheduler whose time this is.
    public let scheduler: TestScheduler
    /// How far `advance` moves the scheduler before it lets the tasks settle.
    public let step: Swift.Duration
    private let start: Date

    /// A view of `scheduler`; time zero is the scheduler's `currentDate` now.
    public init(_ scheduler: TestScheduler, step: Swift.Duration = .milliseconds(1)) {
        self.scheduler = scheduler
        self.step = step
        self.start = scheduler.currentDate
    }

    /// The scheduler's time, as an instant since the clock was made.
    public var now: Instant { Instant(seconds: scheduler.currentDate.timeIntervalSince(start)) }

    /// The `step`.
    public var minimumResolution: Swift.Duration { step }

    /// Suspends until the scheduler reaches `deadline`: a wake-up scheduled on it.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    @MainActor
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try await MainSerialExecution.sleep(for: now.duration(to: deadline)) { wake in
            let disposable = scheduler.schedule(after: start.addingTimeInterval(deadline.seconds), action: wake)
            return disposable.map { disposable in { disposable.dispose() } }
        }
    }

    /// Advances to `deadline`, step by step, running every action due on the way (at least what is due
    /// now); time never moves back.
    @MainActor
    public func advance(to deadline: Instant, file: StaticString = #filePath, line: UInt = #line) async {
        await MainSerialExecution.advance(from: now, to: deadline, step: step, file: file, line: line) { instant in
            run(until: max(start.addingTimeInterval(instant.seconds), scheduler.currentDate))
        }
    }

    /// The scheduler's synchronous `advance(to:)` (an `async` context would pick its `async` one, which yields).
    private func run(until date: Date) {
        scheduler.advance(to: date)
    }
}
