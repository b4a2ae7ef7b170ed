// Copy kit (RxSwift): a Swift `Clock` that is a view of an RxTest `TestScheduler`, so one
// `await clock.advance(by:)` moves debounces and `Task.sleep(for:clock:)` on one virtual time line.
// Uses only RxSwift's and RxTest's public API (and MainSerialExecution.swift); it belongs in the tests.
import Foundation
import PushStreams
import PushStreamsTest
import XCTest

/// A `Clock` whose time is an RxTest `TestScheduler`'s: sleeping schedules the wake-up on the
/// scheduler, `now` is the scheduler's `now`, and `advance` runs the scheduler.
///
/// Not in RxTest (its `TestScheduler` is no `Clock`). Inject it where the code under test takes an
/// `any Clock<Duration>` (production passes `ContinuousClock()`); drive the test with
/// `await clock.advance(by:)`, not `scheduler.advanceTo(_:)`, from the main actor (`@MainActor`
/// tests: RxTest's scheduler must be used on the thread that created it).
///
/// **How advancing waits.** `advance` moves the scheduler one tick at a time. After each tick it
/// lets every task woken by a sleep's end, or started by a scheduler action (`Single.create { await … }`),
/// run to its next suspension or its end before the next tick: while it advances, every task runs
/// on the main thread, one job at a time (see `MainSerialExecution`), so that moment is known, not
/// guessed, and a loaded machine changes nothing. The bound: a task started or woken in the middle
/// of a tick settles at the tick's end; a task that awaits real I/O, or one the test started before
/// advancing, is not followed (await its result instead).
///
/// Where it differs from the cookbook's own `TestClock`: that one is a view of the virtual clock
/// behind this package's test schedulers and follows tasks while they run anywhere; this one needs
/// nothing but RxTest, so it copies into any project.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
/// let clock = TestSchedulerClock(scheduler, resolution: 0.001)
/// Task { try await clock.sleep(for: .seconds(1)); print(scheduler.now.timeIntervalSince1970) }
/// await clock.advance(by: .seconds(1))
/// // Prints: 1.0
/// ```
// @unchecked: the scheduler is scheduled on and advanced only on the main actor (`sleep`, `advance`).
public final class TestSchedulerClock: Clock, SteppedClock, @unchecked Sendable {
    /// A point on the scheduler's time line: the time since the clock was made.
    public typealias Instant = SchedulerInstant

    /// The scheduler whose time this is.
    public let scheduler: TestScheduler
    private let resolution: Double
    private let start: Date

    /// A view of `scheduler`, built with `resolution` (seconds per tick, as given to RxTest's
    /// `TestScheduler(initialClock:resolution:)`); time zero is the scheduler's time now.
    public init(_ scheduler: TestScheduler, resolution: Double = 1.0) {
        self.scheduler = scheduler
        self.resolution = resolution
        self.start = scheduler.now
    }

    /// The scheduler's time, as an instant since the clock was made.
    public var now: Instant { Instant(seconds: scheduler.now.timeIntervalSince(start)) }

    /// One tick of the scheduler.
    public var minimumResolution: Swift.Duration { Instant(seconds: resolution).offset }

    /// Suspends until the scheduler reaches `deadline` (rounded to its tick): a wake-up scheduled on it.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    @MainActor
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        let delay = now.duration(to: deadline)
        try await MainSerialExecution.sleep(for: delay) { wake in
            let disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(Instant.nanoseconds(of: delay))) { _ in
                wake()
                return Disposables.create()
            }
            return { disposable.dispose() }
        }
    }

    /// Advances to `deadline`, tick by tick, running every action due on the way (at least what is due
    /// now); time never moves back.
    @MainActor
    public func advance(to deadline: Instant, file: StaticString = #filePath, line: UInt = #line) async {
        let startTick = Int((start.timeIntervalSince1970 / resolution).rounded())
        await MainSerialExecution.advance(from: now, to: deadline, step: minimumResolution, file: file, line: line) { instant in
            scheduler.advanceTo(startTick + Int((instant.seconds / resolution).rounded()))
        }
    }
}
