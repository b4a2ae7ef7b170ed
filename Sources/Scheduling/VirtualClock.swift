/// The single virtual-time engine that every style's test scheduler is a view over.
///
/// RxTest's `VirtualTimeScheduler`, ReactiveSwift's `TestScheduler` and combine-schedulers'
/// `TestScheduler` each keep their own queue of pending actions; ours share this one, so a test
/// that mixes styles sees one time line. Time is an integer number of nanoseconds; pending actions
/// sit in a ``PendingActionHeap`` ordered by due time, then by insertion, so equal times run
/// first-in first-out. Scheduling and each step are O(log n) amortized.
///
/// Rules:
/// - Time never moves backwards: an action due in the past runs at the current time.
/// - Actions run outside the clock's lock, so an action may schedule, cancel, or advance.
/// - `run()` and `advance` stop with ``VirtualClockError/runaway(limit:now:pending:)`` after
///   ``runawayLimit`` actions in one call (default ``defaultRunawayLimit``), instead of spinning
///   forever on a repeating timer.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(at: 20) { print("b") }
/// clock.schedule(at: 10) { print("a") }
/// try clock.run()
/// // Prints: a
/// //         b
/// ```
// @unchecked: all mutable state (`now`, the heap, the sequence counter, the stop flag) lives in `state`.
public final class VirtualClock: @unchecked Sendable {
    /// The number of actions one `run()`/`advance` call may execute before it gives up: one million.
    public static let defaultRunawayLimit = 1_000_000

    /// A handle to one scheduled action; ``VirtualClock/cancel(_:)`` takes it.
    public struct ScheduledAction: Sendable, Hashable {
        /// The action's insertion sequence number: unique for the clock's lifetime.
        package let sequence: UInt64
        /// Where the action's closure waits in the clock's slot table.
        package let slot: Int
        /// The virtual time the action is due at, in nanoseconds.
        public let dueTime: Int64

        /// The handle of the action `sequence` in `slot`: for a handle object that keeps these three
        /// fields apart (the pull style's reusable `ScheduledActionHandle`, which stores them in atomics).
        package init(sequence: UInt64, slot: Int, dueTime: Int64) {
            self.sequence = sequence
            self.slot = slot
            self.dueTime = dueTime
        }
    }

    private let state: Locked<State>
    private let published: PublishedTime

    /// Cancels this clock's actions, as ``cancel(_:)`` does, without keeping the clock alive: what an action's
    /// own handle can hold strongly (a pending action's closure holds that handle, so a strong reference to the
    /// clock would keep it alive through its own queue). A weak reference would do too, but it gives the clock a
    /// side table, which makes every retain and release of the clock slower (B7 push keeps one per timer).
    public let canceller: Canceller

    /// How many actions one `run()` or `advance` call may execute before it throws
    /// ``VirtualClockError/runaway(limit:now:pending:)``.
    public let runawayLimit: Int

    /// Creates a clock at `now` nanoseconds with nothing pending.
    /// - Parameters:
    ///   - now: the starting time in nanoseconds (default 0).
    ///   - runawayLimit: how many actions one `run()`/`advance` call may execute (default one million).
    public init(now: Int64 = 0, runawayLimit: Int = VirtualClock.defaultRunawayLimit) {
        published = PublishedTime(now)
        state = Locked(State(now: now, published: published))
        canceller = Canceller(state)
        self.runawayLimit = max(1, runawayLimit)
    }

    deinit {
        // Release what never ran: a pending closure may hold (through an observer) a disposable that
        // holds its handle, a cycle that only running or cancelling the action would otherwise break.
        let abandoned: [Slot] = state.withLock { state in
            state.heap.removeAll()
            defer { state.slots.removeAll() }
            return state.slots
        }
        _ = abandoned  // released here, outside the lock
    }

    /// The current virtual time in nanoseconds.
    public var now: Int64 { published.value.load(ordering: .acquiring) }

    /// The number of actions scheduled and neither run nor cancelled yet.
    public var pendingCount: Int { state.withLock { $0.live } }

    /// The due time of the next action that would run, if any.
    public var nextDueTime: Int64? {
        state.withLock { state in Self.nextDue(&state) }
    }

    // The `schedule` methods consume the closure and move it into its slot (through an optional the lock's
    // closure can take it out of): no retain for the slot and release for the caller's copy per action (B4, B7).

    /// Schedules `action` at the absolute virtual time `dueTime` (nanoseconds).
    /// A time in the past runs at the current time, after what is already due then.
    @discardableResult
    public func schedule(at dueTime: Int64, _ action: consuming @escaping () -> Void) -> ScheduledAction {
        var action: (() -> Void)? = consume action
        return state.withLock { state in Self.insert(action.take(), at: max(dueTime, state.now), into: &state) }
    }

    /// Schedules `action` at the absolute virtual time `dueTime` unless that time has passed: then it
    /// schedules nothing and returns `nil`. One lock for what `now` and `schedule(at:_:)` would take two
    /// (RxTest's `scheduleAbsoluteVirtual` treats a past time differently: push B7 schedules per keystroke).
    public func schedule(atUnlessPast dueTime: Int64, _ action: consuming @escaping () -> Void) -> ScheduledAction? {
        var action: (() -> Void)? = consume action
        return schedule(atUnlessPast: dueTime, taking: &action)
    }

    /// ``schedule(atUnlessPast:_:)`` for a caller that keeps the closure when the time has passed: it is moved
    /// out of `action` when scheduled, and left there otherwise (RxTest's `scheduleAt`, B4 push).
    package func schedule(atUnlessPast dueTime: Int64, taking action: inout (() -> Void)?) -> ScheduledAction? {
        state.withLock { state in dueTime < state.now ? nil : Self.insert(action.take(), at: dueTime, into: &state) }
    }

    /// Schedules `action` at `dueTime` even if that time has passed: a past action then runs before
    /// everything due now, in due-time order (ReactiveSwift's `TestScheduler` keeps a past date and
    /// sorts by it). The clock itself still never moves backwards.
    @discardableResult
    public func schedule(keepingPastDueTime dueTime: Int64, _ action: consuming @escaping () -> Void) -> ScheduledAction {
        var action: (() -> Void)? = consume action
        return state.withLock { state in Self.insert(action.take(), at: dueTime, into: &state) }
    }

    /// Schedules `action` `delay` nanoseconds from now (a negative delay means now).
    @discardableResult
    public func schedule(after delay: Int64, _ action: consuming @escaping () -> Void) -> ScheduledAction {
        var action: (() -> Void)? = consume action
        return state.withLock { state in Self.insert(action.take(), at: state.now &+ max(0, delay), into: &state) }
    }

    private static func insert(_ action: consuming (() -> Void)?, at dueTime: Int64, into state: inout State) -> ScheduledAction {
        let sequence = state.nextSequence
        state.nextSequence &+= 1
        state.live += 1
        let slot = state.store(Slot(sequence: sequence, action: action))
        state.heap.insert(.init(dueTime: dueTime, sequence: sequence, payload: slot))
        return ScheduledAction(sequence: sequence, slot: slot, dueTime: dueTime)
    }

    /// Cancels a pending action: it will not run, and its closure is released at once.
    /// Cancelling an action that already ran or was cancelled does nothing. Safe from any thread.
    public func cancel(_ scheduled: ScheduledAction) {
        canceller.cancel(scheduled)
    }

    /// Runs every action due at or before `now + interval`, in order, then sets the clock there.
    /// - Throws: ``VirtualClockError/runaway(limit:now:pending:)`` after ``runawayLimit`` actions.
    public func advance(by interval: Int64) throws(VirtualClockError) {
        try advance(to: now &+ max(0, interval))
    }

    /// Runs every action due at or before `target`, in order, then sets the clock to `target`.
    /// A `target` in the past means "now": what is due now runs, and time never moves backwards.
    /// - Throws: ``VirtualClockError/runaway(limit:now:pending:)`` after ``runawayLimit`` actions.
    public func advance(to target: Int64) throws(VirtualClockError) {
        try drain(until: target, moveToTarget: true)
    }

    /// Runs actions until none is left; the clock stays at the time of the last one.
    /// - Throws: ``VirtualClockError/runaway(limit:now:pending:)`` after ``runawayLimit`` actions
    ///   (a repeating timer): the remaining actions stay pending.
    public func run() throws(VirtualClockError) {
        try drain(until: .max, moveToTarget: false)
    }

    /// Runs the single next action, if any, moving the clock to its due time.
    /// - Returns: whether an action ran.
    @discardableResult
    public func step() -> Bool {
        guard let action = popNext(until: .max) else { return false }
        action()
        return true
    }

    /// Makes the `run()` or `advance` in progress return after the action that is running now
    /// (RxTest's `stop()`). Has no effect when nothing is running.
    public func stop() {
        state.withLock { $0.stopRequested = true }
    }

    /// Moves the clock forward by `interval` nanoseconds without running anything (RxTest's `sleep`).
    public func sleep(_ interval: Int64) {
        state.withLock { $0.now &+= max(0, interval) }
    }

    /// Moves the clock backwards by `interval` nanoseconds without running anything
    /// (ReactiveSwift's `rewind(by:)`). Pending actions keep their absolute due times.
    public func rewind(by interval: Int64) {
        state.withLock { $0.now &-= max(0, interval) }
    }

    /// What one step of a drain found to do, decided under the lock in one acquisition.
    private enum Step {
        case run
        case done
        case stopped
        case runaway(VirtualClockError)
    }

    /// Runs what is due up to `target` (or up to now, when `target` has passed), one action per lock round trip.
    /// The first round trip also clears the stop request and fixes that bound, and the last one moves the clock to
    /// it (`moveToTarget`): no lock of their own (B7 advances twice per query, in every style).
    private func drain(until target: Int64, moveToTarget: Bool) throws(VirtualClockError) {
        var executed = 0
        let limit = runawayLimit
        var bound: Int64?
        while true {
            // The closure leaves the lock through a local that owns it, not in `Step` (whose payload would be
            // copied out and the enum destroyed: a retain and a release more per action, B4).
            var action: (() -> Void)?
            let step: Step = state.withLock { state in
                let until: Int64
                if let bound {
                    until = bound
                } else {
                    state.stopRequested = false
                    until = max(target, state.now)
                    bound = until
                }
                if state.stopRequested { return .stopped }
                if let first = Self.firstLive(&state), max(first.dueTime, state.now) <= until {
                    if executed == limit {
                        return .runaway(.runaway(limit: limit, now: state.now, pending: state.live))
                    }
                    action = Self.run(first, from: &state)
                    return .run
                }
                if moveToTarget, until > state.now { state.now = until }
                return .done
            }
            switch step {
            case .run:
                executed += 1
                action?()
            case .done, .stopped:
                return
            case let .runaway(error):
                throw error
            }
        }
    }

    private func popNext(until target: Int64) -> (() -> Void)? {
        // Through a local, not `withLock`'s result (see `cancel`).
        var action: (() -> Void)?
        state.withLock { state in
            guard let first = Self.firstLive(&state), max(first.dueTime, state.now) <= target else { return }
            action = Self.run(first, from: &state)
        }
        return action
    }

    /// The entry of the first live action, dropping cancelled ones on the way (each entry looked at once: B4 and
    /// B7 find the first and then take it).
    private static func firstLive(_ state: inout State) -> PendingActionHeap<Int>.Entry? {
        while let first = state.heap.first {
            if state.isLive(first) { return first }
            _ = state.heap.popFirst()
        }
        return nil
    }

    /// The due time of the first live action, never before now.
    private static func nextDue(_ state: inout State) -> Int64? {
        firstLive(&state).map { max($0.dueTime, state.now) }
    }

    /// Removes `first` (what ``firstLive(_:)`` just returned), moves the clock to its due time and hands its
    /// closure out.
    private static func run(_ first: PendingActionHeap<Int>.Entry, from state: inout State) -> (() -> Void)? {
        state.warmUpcoming()
        _ = state.heap.popFirst()  // `first`: nothing changed the heap since
        state.now = max(first.dueTime, state.now)
        return state.take(slot: first.payload)
    }

    /// Formats nanoseconds for messages: `1.5s`, `300ms`, `12ns`.
    public static func describe(nanoseconds: Int64) -> String {
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if nanoseconds % 1_000 == 0 { return "\(nanoseconds / 1_000)µs" }
        return "\(nanoseconds)ns"
    }
}
