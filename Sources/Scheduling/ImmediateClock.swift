/// A `Clock` on which every sleep ends at once, moving the time to its deadline: a view of a ``VirtualClock``.
///
/// Mirrors swift-clocks' `ImmediateClock` (`now`, `minimumResolution`, `sleep(until:tolerance:)`): for
/// tests and previews that do not care how long a wait is, only that it happened. Where ours differs:
/// it is not generic (`Duration` is `Swift.Duration`), and its time is a ``VirtualClock``'s, so a sleep
/// also runs (in order, on the sleeping task) whatever a test scheduler on the same clock has due before
/// the deadline: "time passes instantly" for the streams too. Two tasks sleeping at once each drive the
/// clock; their actions interleave in due-time order but on two threads.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(5))
/// print(clock.now)
/// // Prints: t=5s
/// ```
// @unchecked: the only mutable state, `minimumResolution`, sits in `resolution`.
public final class ImmediateClock: Clock, @unchecked Sendable {
    public typealias Duration = Swift.Duration
    public typealias Instant = VirtualInstant

    /// The clock whose time this is.
    public let virtualClock: VirtualClock
    private let resolution = Locked<Swift.Duration>(.zero)

    /// A clock at `now` (default zero) with a virtual clock of its own (swift-clocks' `ImmediateClock(now:)`).
    public convenience init(now: Instant = Instant()) {
        self.init(virtualClock: VirtualClock(now: now.nanoseconds))
    }

    /// A view of `virtualClock` (not in swift-clocks).
    public init(virtualClock: VirtualClock) {
        self.virtualClock = virtualClock
    }

    /// The current virtual time.
    public var now: Instant { Instant(nanoseconds: virtualClock.now) }

    /// The smallest duration the clock tells apart; zero by default, settable.
    public var minimumResolution: Swift.Duration {
        get { resolution.withLock { $0 } }
        set { resolution.withLock { $0 = newValue } }
    }

    /// Moves the clock to `deadline` (running what is due on the way), then yields once.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before the sleep; a runaway clock
    ///   (a repeating timer due before `deadline`) is reported through ``IssueReporting``.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        do {
            try virtualClock.advance(to: deadline.nanoseconds)
        } catch {
            IssueReporting.report("ImmediateClock.sleep: \(error.description)")
        }
        await Task.yield()
    }
}
